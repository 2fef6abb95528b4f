import { BOOKING_SUBMIT_REFUSALS, daysBetween } from '@ladrive/contracts';

export interface SubmitProblem {
  title: string;
  description: string;
}

export interface SubmitCheckInput {
  agreesToTerms: boolean;
  startDate: string;
  endDate: string;
  licensePhoto: string | null;
  selfieWithLicense: string | null;
  /** The account's verified identity covers this licence: no photos are asked. */
  identityOnFile: boolean;
}

/**
 * The booking submit checks of spec section 5, in their order; the first that fails is the one the
 * renter is told about (a destructive toast), and nothing is sent.
 */
export function bookingSubmitProblem(input: SubmitCheckInput): SubmitProblem | null {
  if (!input.agreesToTerms) return BOOKING_SUBMIT_REFUSALS.terms;
  if (!(daysBetween(input.startDate, input.endDate) >= 1)) return BOOKING_SUBMIT_REFUSALS.dates;
  if (input.identityOnFile) return null;
  if (!input.licensePhoto) return BOOKING_SUBMIT_REFUSALS.licensePhoto;
  if (!input.selfieWithLicense) return BOOKING_SUBMIT_REFUSALS.selfie;
  return null;
}
