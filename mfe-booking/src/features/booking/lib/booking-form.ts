import {
  type AuthUser,
  addDays,
  BookingFieldsSchema,
  bookingDatesIssue,
  daysBetween,
  quoteAmounts,
  quoteBooking,
  tripFromQuery,
} from '@ladrive/contracts';
import * as v from 'valibot';

const fields = BookingFieldsSchema.entries;

/**
 * The form's fields with the API's own rules and messages, shown under each field. Terms, duration
 * and photos are checked on submit, in the spec's order (`bookingSubmitProblem`).
 */
const BookingFormFields = v.object({
  fullName: fields.fullName,
  driverLicense: fields.driverLicense,
  address: fields.address,
  phone: fields.phone,
  emergencyContact: fields.emergencyContact,
  emergencyPhone: fields.emergencyPhone,
  startDate: fields.startDate,
  endDate: fields.endDate,
  addInsurance: v.boolean(),
  agreesToTerms: v.boolean(),
});

/** The trip's dates against the booking rules (pickup passed, too long, too far ahead), on the field they concern. */
export const BookingFormSchema = v.pipe(
  BookingFormFields,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const issue = bookingDatesIssue(dataset.value.startDate, dataset.value.endDate);
    if (issue)
      addIssue({
        message: issue.message,
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: issue.path, value: dataset.value[issue.path] },
        ],
      });
  }),
);

export type BookingFormValues = v.InferOutput<typeof BookingFormFields>;

export interface BookingFormInitial {
  startDate: string;
  endDate: string;
  addInsurance: boolean;
}

/**
 * Dates and insurance from `/booking/:id?startDate=&endDate=&addInsurance=true`; otherwise the earliest start
 * (the first pickup still ahead) and the day after.
 */
export function readBookingQuery(params: URLSearchParams, earliest: string): BookingFormInitial {
  const trip = tripFromQuery(params);
  const startDate = trip.startDate || earliest;
  return { startDate, endDate: trip.endDate || addDays(startDate, 1), addInsurance: trip.addInsurance };
}

/** The form as it opens: the account's name and phone, the trip chosen on the car page, nothing agreed yet. */
export function bookingFormDefaults(user: AuthUser, initial: BookingFormInitial): BookingFormValues {
  return {
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    driverLicense: '',
    address: '',
    phone: user.phone ?? '',
    emergencyContact: '',
    emergencyPhone: '',
    ...initial,
    agreesToTerms: false,
  };
}

/** The price of the trip as chosen so far, or null while the dates do not make at least one day. */
export function tripQuote(pricePerDay: string, trip: BookingFormInitial) {
  return daysBetween(trip.startDate, trip.endDate) >= 1 ? quoteBooking({ pricePerDay, ...trip }) : null;
}

export interface BookingPhotos {
  licensePhoto: string;
  selfieWithLicense: string;
}

/**
 * The body of POST /api/bookings as the spec's payload has it. The amounts are the quote of
 * `quoteBooking` (the server ignores them and charges its own computation with the same function).
 */
export function bookingPayload(
  car: { id: string; hostId: string; pricePerDay: string },
  values: BookingFormValues,
  photos: BookingPhotos,
) {
  const quote = quoteBooking({
    pricePerDay: car.pricePerDay,
    startDate: values.startDate,
    endDate: values.endDate,
    addInsurance: values.addInsurance,
  });
  return {
    carId: car.id,
    hostId: car.hostId,
    startDate: values.startDate,
    endDate: values.endDate,
    fullName: values.fullName,
    driverLicense: values.driverLicense,
    address: values.address,
    phone: values.phone,
    emergencyContact: values.emergencyContact,
    emergencyPhone: values.emergencyPhone,
    addInsurance: values.addInsurance,
    agreesToTerms: values.agreesToTerms,
    licensePhoto: photos.licensePhoto,
    selfieWithLicense: photos.selfieWithLicense,
    ...quoteAmounts(quote),
  };
}

export type BookingPayload = ReturnType<typeof bookingPayload>;
