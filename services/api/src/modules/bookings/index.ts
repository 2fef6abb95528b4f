/**
 * The bookings module's face: booking a car, paying, cancelling and completing (the contracts' lifecycle), the
 * booking's history, checkout holds, the platform completing returned trips and the renter's identity documents.
 */
export { BOOKING_NO_OVERLAP, BOOKING_OVERLAP_MESSAGE, Booking } from './booking.entity.ts';
export { queueReviewEmails, REVIEW_REMINDER_JOB, type ReviewReminder } from './booking-emails.ts';
export { BookingEvent } from './booking-event.entity.ts';
export { findTripBooking, type TripBooking } from './booking-history.ts';
export { expiredHoldRelease, holdSweepJob } from './booking-holds.ts';
export { decodeImageDataUrl, PHOTO_MAX_INPUT_PIXELS } from './booking-photos.ts';
export { bookingsRoutes, parsesOwnBody } from './bookings.routes.ts';
export { listBookings, seenBy } from './bookings.service.ts';
export { BOOKING_TRIGGERS_APPLIED_IN_BULK, insertBookingsInBulk } from './bulk-insert.ts';
export {
  IDENTITY_PHOTO_TYPE,
  identityDocumentKeys,
  readIdentityPhoto,
  UnreadableIdentityPhotoError,
} from './identity-documents.ts';
export { tripCompletionJob } from './trip-completion.ts';
