/** A listing's fields (spec section 5): POST and PATCH /api/cars, and the host's listing form. */
import * as v from 'valibot';
import { CAR_CATEGORIES, CAR_FEATURES, FUEL_TYPES, SEAT_COUNTS, TRANSMISSIONS } from './enums.ts';
import { message } from './i18n/messages.ts';
import { MONEY_PATTERN } from './money.ts';
import { CAR_PHOTOS_MAX, CAR_PHOTOS_MIN } from './photos.ts';
import { MAX_DISCOUNT_PERCENT } from './policy.ts';
import { DISGUISING_IN_MULTILINE, plainText, requiredText } from './text-fields.ts';

/** Above any real car's daily rate on the marketplace. */
export const MAX_PRICE_PER_DAY = 10_000;

/** The listing's editable fields with the spec's messages (section 5), shared by create and edit. */
const carFields = {
  make: requiredText(message('cars.makeRequired'), 60),
  model: requiredText(message('cars.modelRequired'), 60),
  year: v.pipe(
    v.number(message('cars.yearRequired')),
    v.integer(message('cars.yearRequired')),
    // the spec's rule is "at least 4 characters"
    v.minValue(1000, message('cars.yearRequired')),
    v.minValue(1950, message('cars.yearTooOld', { year: 1950 })),
    v.maxValue(new Date().getFullYear() + 1, message('cars.yearInFuture')),
  ),
  category: v.picklist(CAR_CATEGORIES, message('cars.categoryRequired')),
  seats: v.picklist(SEAT_COUNTS, message('cars.seatsRequired')),
  transmission: v.picklist(TRANSMISSIONS, message('cars.transmissionRequired')),
  fuelType: v.picklist(FUEL_TYPES, message('cars.fuelTypeRequired')),
  pricePerDay: v.pipe(
    v.string(message('cars.priceRequired')),
    v.trim(),
    v.nonEmpty(message('cars.priceRequired')),
    v.regex(MONEY_PATTERN, message('cars.priceFormat')),
    v.check((price) => Number(price) >= 1, message('cars.priceMinimum')),
    // a 30-day trip at the top price still fits the money columns (numeric(10,2)) with fee and insurance
    v.check((price) => Number(price) <= MAX_PRICE_PER_DAY, message('cars.priceMaximum', { max: MAX_PRICE_PER_DAY })),
  ),
  location: requiredText(message('cars.streetRequired')),
  city: requiredText(message('cars.cityRequired'), 100),
  state: requiredText(message('cars.stateRequired'), 50),
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2000, message('cars.descriptionTooLong', { max: 2000 })),
      plainText(DISGUISING_IN_MULTILINE),
    ),
  ),
  features: v.array(v.picklist(CAR_FEATURES, message('cars.unknownFeature'))),
  /**
   * Each photo as the client got it: the `uploadURL` (or `key`) of `POST /api/car-images/upload`
   * after a successful PUT, or (when editing) one of the car's own `/api/photos/…` URLs. The first is the card photo.
   */
  images: v.pipe(
    v.array(v.string(message('cars.photoNotUploaded')), message('cars.photosRequired')),
    v.minLength(CAR_PHOTOS_MIN, message('cars.photosRequired')),
    v.maxLength(CAR_PHOTOS_MAX, message('cars.tooManyPhotos', { max: CAR_PHOTOS_MAX })),
  ),
};

/** POST /api/cars. `hostId` is accepted for compatibility and ignored: the host is the signed-in user. */
export const CarInsertSchema = v.object({
  ...carFields,
  features: v.optional(carFields.features, []),
  hostId: v.optional(v.unknown()),
});

/** A discount's message names its field and the range (the host's settings form shows it under the field). */
const discountPercent = (label: string) =>
  v.pipe(
    v.number(message('cars.discountWhole', { label })),
    v.integer(message('cars.discountWhole', { label })),
    v.minValue(0, message('cars.discountRange', { label, max: MAX_DISCOUNT_PERCENT })),
    v.maxValue(MAX_DISCOUNT_PERCENT, message('cars.discountRange', { label, max: MAX_DISCOUNT_PERCENT })),
  );

/** How a car is booked and priced beyond its daily rate (the Cars tab's car settings). */
const bookingSettings = {
  instantBook: v.boolean(message('cars.instantBookBoolean')),
  weeklyDiscountPercent: discountPercent(message('cars.weeklyDiscount')),
  monthlyDiscountPercent: discountPercent(message('cars.monthlyDiscount')),
};

/** The Cars tab's settings form: the three booking settings, all at once. */
export const CarBookingSettingsSchema = v.object(bookingSettings);
export type CarBookingSettings = v.InferOutput<typeof CarBookingSettingsSchema>;

/**
 * PATCH /api/cars/:id: any editable field, `isAvailable` (a paused car leaves search and featured at once and
 * keeps its bookings), and the booking settings (instant book, weekly and monthly discounts). Photos are replaced
 * as a whole list (order = display order).
 */
export const CarUpdateSchema = v.pipe(
  v.partial(v.object({ ...carFields, ...bookingSettings, isAvailable: v.boolean(message('cars.isAvailableBoolean')) })),
  v.check((update) => Object.values(update).some((value) => value !== undefined), message('cars.nothingToUpdate')),
);

export type CarInsert = v.InferOutput<typeof CarInsertSchema>;
export type CarUpdate = v.InferOutput<typeof CarUpdateSchema>;
