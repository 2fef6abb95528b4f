/** The booking's messages (spec section 5), said the same by the API and by the booking screens. */

import { message } from './i18n/messages.ts';

/** The booking's field messages: the API's 400 issues and the booking form's messages under each field. */
export const BOOKING_FIELD_MESSAGES = {
  carId: message('booking.carRequired'),
  carNotFound: message('booking.carNotFound'),
  startDate: message('booking.startDateRequired'),
  startInPast: message('booking.startInPast'),
  endDate: message('booking.endDateRequired'),
  fullName: message('booking.fullNameRequired'),
  driverLicense: message('booking.driverLicenseRequired'),
  licenseExpiry: message('booking.licenseExpiryRequired'),
  address: message('booking.addressRequired'),
  phone: message('booking.phoneRequired'),
  emergencyContact: message('booking.emergencyContactRequired'),
  emergencyPhone: message('booking.emergencyPhoneRequired'),
};

/**
 * Spec section 5, the booking submit checks in their order: a toast title and description each in
 * the booking form; the description is also the API's message for the same rule.
 */
export const BOOKING_SUBMIT_REFUSALS = {
  terms: { title: message('booking.termsRequiredTitle'), description: message('booking.termsRequired') },
  dates: { title: message('booking.invalidDatesTitle'), description: message('booking.endAfterStart') },
  licensePhoto: {
    title: message('booking.licensePhotoRequiredTitle'),
    description: message('booking.licensePhotoRequired'),
  },
  selfie: { title: message('booking.selfieRequiredTitle'), description: message('booking.selfieRequired') },
};

/**
 * Spec section 5, the car page's booking card: the same messages as the booking form's (its Spanish part shows
 * their Spanish text).
 */
export const TRIP_DATE_REFUSALS_ES = {
  endNotAfterStart: BOOKING_SUBMIT_REFUSALS.dates,
  startInPast: { title: message('booking.invalidDatesTitle'), description: BOOKING_FIELD_MESSAGES.startInPast },
};
