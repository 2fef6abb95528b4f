/**
 * The policy figures of spec section 9, in one place so the Terms, the Insurance Policy, the Safety
 * Guidelines and the Help Center never disagree. Prices the booking flow charges come from contracts.
 */
export const MINIMUM_RENTER_AGE = 21;

/** Cancelling more than this many hours before pickup is refunded in full, minus processing fees. */
export const FREE_CANCELLATION_HOURS = 24;
/** Share of the booking charged when the renter cancels within the free-cancellation window. */
export const LATE_CANCELLATION_CHARGE_PERCENT = 50;
/** Notice a host must give to cancel a confirmed booking. */
export const HOST_CANCELLATION_NOTICE_HOURS = 24;

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
