/**
 * The fields of POST /api/bookings. In a module of their own because the phone numbers bring libphonenumber-js's
 * numbering plans (about 25 kB compressed): only the booking form and the API load them, not every app that
 * reads a schema.
 */
import * as v from 'valibot';
import { BOOKING_FIELD_MESSAGES, BOOKING_SUBMIT_REFUSALS } from './booking-messages.ts';
import { phoneNumber } from './phone.ts';
import { isoDate, requiredText } from './text-fields.ts';

const requiredPhoto = /* @__NO_SIDE_EFFECTS__ */ (message: string) => v.pipe(v.string(message), v.nonEmpty(message));

/** The fields of POST /api/bookings, each checked on its own (the booking form uses them as they are). */
export const BookingFieldsSchema = v.object({
  carId: v.pipe(v.string(BOOKING_FIELD_MESSAGES.carId), v.uuid(BOOKING_FIELD_MESSAGES.carNotFound)),
  startDate: isoDate(BOOKING_FIELD_MESSAGES.startDate),
  endDate: isoDate(BOOKING_FIELD_MESSAGES.endDate),
  fullName: requiredText(BOOKING_FIELD_MESSAGES.fullName, 120),
  driverLicense: requiredText(BOOKING_FIELD_MESSAGES.driverLicense, 40),
  licenseExpiry: isoDate(BOOKING_FIELD_MESSAGES.licenseExpiry),
  address: requiredText(BOOKING_FIELD_MESSAGES.address),
  phone: phoneNumber(BOOKING_FIELD_MESSAGES.phone),
  emergencyContact: requiredText(BOOKING_FIELD_MESSAGES.emergencyContact, 120),
  emergencyPhone: phoneNumber(BOOKING_FIELD_MESSAGES.emergencyPhone),
  addInsurance: v.optional(v.boolean(), false),
  agreesToTerms: v.literal(true, BOOKING_SUBMIT_REFUSALS.terms.description),
  // left out when the account's verified identity covers this licence (contracts identity.ts); the API decides
  licensePhoto: v.optional(requiredPhoto(BOOKING_SUBMIT_REFUSALS.licensePhoto.description)),
  selfieWithLicense: v.optional(requiredPhoto(BOOKING_SUBMIT_REFUSALS.selfie.description)),
  hostId: v.optional(v.unknown()),
  totalPrice: v.optional(v.unknown()),
  serviceFee: v.optional(v.unknown()),
  insuranceFee: v.optional(v.unknown()),
});

/**
 * POST /api/bookings. `hostId`, `totalPrice`, `serviceFee` and `insuranceFee` are accepted and
 * ignored: the host comes from the car and the amounts from `quoteBooking`.
 */
export const BookingInsertSchema = v.pipe(
  BookingFieldsSchema,
  v.forward(
    v.check(({ startDate, endDate }) => endDate > startDate, BOOKING_SUBMIT_REFUSALS.dates.description),
    ['endDate'],
  ),
);

export type BookingInsert = v.InferOutput<typeof BookingInsertSchema>;
