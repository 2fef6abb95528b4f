import {
  type AuthUser,
  addDays,
  BookingFieldsSchema,
  bookingDatesIssue,
  type CarPricing,
  daysBetween,
  identityCovers,
  LICENSE_EXPIRES_DURING_TRIP,
  licenseExpiresDuringTrip,
  quoteAmounts,
  quoteBooking,
  type VerifiedIdentity,
} from '@ladrive/contracts';
import { tripFromQuery } from '@ladrive/marketplace-ui';
import * as v from 'valibot';

const fields = BookingFieldsSchema.entries;

/**
 * The form's fields with the API's own rules and messages, shown under each field. Terms, duration
 * and photos are checked on submit, in the spec's order (`bookingSubmitProblem`).
 */
const BookingFormFields = v.object({
  fullName: fields.fullName,
  driverLicense: fields.driverLicense,
  licenseExpiry: fields.licenseExpiry,
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
  v.forward(
    v.check(
      ({ endDate, licenseExpiry }) => !licenseExpiresDuringTrip(licenseExpiry, endDate),
      LICENSE_EXPIRES_DURING_TRIP,
    ),
    ['licenseExpiry'],
  ),
);

export type BookingFormValues = v.InferOutput<typeof BookingFormFields>;

/** The form's text fields, where the API's field errors can be shown. */
export const BOOKING_FORM_FIELDS = Object.keys(BookingFormFields.entries) as (keyof BookingFormValues)[];

/** Whether the account's verified identity covers the licence typed so far (then no photos are asked). */
export const identityOnFile = (
  identity: VerifiedIdentity | null,
  license: Pick<BookingFormValues, 'driverLicense' | 'licenseExpiry'>,
) => identityCovers(identity, license);

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

/**
 * The form as it opens: the account's name, the identity verified by an earlier booking (licence, address,
 * phones, emergency contact) or the account's phone, the trip chosen on the car page, nothing agreed yet.
 */
export function bookingFormDefaults(
  user: AuthUser,
  initial: BookingFormInitial,
  identity: VerifiedIdentity | null,
): BookingFormValues {
  return {
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    driverLicense: identity?.driverLicense ?? '',
    licenseExpiry: identity?.licenseExpiry ?? '',
    address: identity?.address ?? '',
    phone: identity?.phone ?? user.phone ?? '',
    emergencyContact: identity?.emergencyContact ?? '',
    emergencyPhone: identity?.emergencyPhone ?? '',
    ...initial,
    agreesToTerms: false,
  };
}

/** The price of the trip as chosen so far, or null while the dates do not make at least one day. */
export function tripQuote(car: CarPricing, trip: BookingFormInitial) {
  return daysBetween(trip.startDate, trip.endDate) >= 1 ? quoteBooking({ ...carPricing(car), ...trip }) : null;
}

/** What the price of a trip takes from the car (and nothing else of it). */
const carPricing = ({ pricePerDay, weeklyDiscountPercent, monthlyDiscountPercent }: CarPricing): CarPricing => ({
  pricePerDay,
  weeklyDiscountPercent,
  monthlyDiscountPercent,
});

/** The identity photos of a new verification; none when the identity on file covers the licence. */
export type BookingPhotos = { licensePhoto: string; selfieWithLicense: string } | null;

/**
 * The body of POST /api/bookings as the spec's payload has it. The amounts are the quote of
 * `quoteBooking` (the server ignores them and charges its own computation with the same function).
 */
export function bookingPayload(
  car: { id: string; hostId: string } & CarPricing,
  values: BookingFormValues,
  photos: BookingPhotos,
) {
  const quote = quoteBooking({
    ...carPricing(car),
    startDate: values.startDate,
    endDate: values.endDate,
    addInsurance: values.addInsurance,
  });
  const amounts = quoteAmounts(quote);
  return {
    carId: car.id,
    hostId: car.hostId,
    startDate: values.startDate,
    endDate: values.endDate,
    fullName: values.fullName,
    driverLicense: values.driverLicense,
    licenseExpiry: values.licenseExpiry,
    address: values.address,
    phone: values.phone,
    emergencyContact: values.emergencyContact,
    emergencyPhone: values.emergencyPhone,
    addInsurance: values.addInsurance,
    agreesToTerms: values.agreesToTerms,
    ...photos,
    // the spec's payload carries these three; the discount is in the total (and the server prices it again)
    totalPrice: amounts.totalPrice,
    serviceFee: amounts.serviceFee,
    insuranceFee: amounts.insuranceFee,
  };
}

export type BookingPayload = ReturnType<typeof bookingPayload>;
