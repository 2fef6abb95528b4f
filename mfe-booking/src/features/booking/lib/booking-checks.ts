import { daysBetween } from '@ladrive/contracts';

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
}

/**
 * The booking submit checks of spec section 5, in their order; the first that fails is the one the
 * renter is told about (a destructive toast), and nothing is sent.
 */
export function bookingSubmitProblem(input: SubmitCheckInput): SubmitProblem | null {
  if (!input.agreesToTerms) {
    return { title: 'Terms Required', description: 'You must agree to the terms and conditions' };
  }
  if (!(daysBetween(input.startDate, input.endDate) >= 1)) {
    return { title: 'Invalid Dates', description: 'End date must be after start date' };
  }
  if (!input.licensePhoto) {
    return { title: "Driver's License Required", description: "Please take a photo of your driver's license" };
  }
  if (!input.selfieWithLicense) {
    return {
      title: 'Identity Verification Required',
      description: "Please take a photo of yourself with your driver's license",
    };
  }
  return null;
}
