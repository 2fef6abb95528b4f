/**
 * The insurance policy's figures (spec "Policy content"), which only these pages show, in one place so the
 * Terms, the Insurance Policy, the Safety Guidelines and the Help Center never disagree. The marketplace's
 * rates and windows (fees, commission, cancellation, minimum age) are contracts' policy.ts, which the booking
 * flow and the API use too.
 */
export const PLATFORM_LIABILITY_CAP_USD = 10_000;

export const COVERAGE = {
  liabilityUSD: 1_000_000,
  vehicleDamageUSD: 200_000,
  vehicleDamageDeductibleUSD: 500,
  personalProtectionPerPersonUSD: 100_000,
} as const;

export const CLAIMS = {
  reportWithinHours: 24,
  evaluationHours: '24–48',
  standardBusinessDays: '3–5',
  complexBusinessDays: 10,
} as const;
