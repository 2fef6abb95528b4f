/** The booking's messages (spec section 5), said the same by the API and by the booking screens. */

/** The booking's field messages: the API's 400 issues and the booking form's messages under each field. */
export const BOOKING_FIELD_MESSAGES = {
  carId: 'Car is required',
  carNotFound: 'Car not found',
  startDate: 'Start date is required',
  startInPast: 'Start date cannot be in the past',
  endDate: 'End date is required',
  fullName: 'Full name is required',
  driverLicense: "Driver's license number is required",
  licenseExpiry: "Your driver's license expiry date is required",
  address: 'Address is required',
  phone: 'Phone is required',
  emergencyContact: 'Emergency contact is required',
  emergencyPhone: 'Emergency phone is required',
} as const;

/**
 * Spec section 5, the booking submit checks in their order: a toast title and description each in
 * the booking form; the description is also the API's message for the same rule.
 */
export const BOOKING_SUBMIT_REFUSALS = {
  terms: { title: 'Terms Required', description: 'You must agree to the terms and conditions' },
  dates: { title: 'Invalid Dates', description: 'End date must be after start date' },
  licensePhoto: { title: "Driver's License Required", description: "Please take a photo of your driver's license" },
  selfie: {
    title: 'Identity Verification Required',
    description: "Please take a photo of yourself with your driver's license",
  },
} as const;

/** Spec section 5, the car page's booking card (in Spanish, like that page). */
export const TRIP_DATE_REFUSALS_ES = {
  endNotAfterStart: {
    title: 'Fechas Inválidas',
    description: 'La fecha de fin debe ser después de la fecha de inicio.',
  },
  startInPast: { title: 'Fechas Inválidas', description: 'La fecha de inicio no puede ser anterior a hoy.' },
} as const;
