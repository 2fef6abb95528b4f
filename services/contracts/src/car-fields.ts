/** A listing's fields (spec section 5): POST and PATCH /api/cars, and the host's listing form. */
import * as v from 'valibot';
import { CAR_CATEGORIES, CAR_FEATURES, FUEL_TYPES, SEAT_COUNTS, TRANSMISSIONS } from './enums.ts';
import { MONEY_PATTERN } from './money.ts';
import { CAR_PHOTOS_MAX, CAR_PHOTOS_MIN } from './photos.ts';
import { MAX_DISCOUNT_PERCENT } from './policy.ts';
import { DISGUISING_IN_MULTILINE, plainText, requiredText } from './text-fields.ts';

/** Above any real car's daily rate on the marketplace. */
export const MAX_PRICE_PER_DAY = 10_000;

/** The listing's editable fields with the spec's messages (section 5), shared by create and edit. */
const carFields = {
  make: requiredText('Make is required', 60),
  model: requiredText('Model is required', 60),
  year: v.pipe(
    v.number('Year is required'),
    v.integer('Year is required'),
    // the spec's rule is "at least 4 characters"
    v.minValue(1000, 'Year is required'),
    v.minValue(1950, 'Year must be 1950 or later'),
    v.maxValue(new Date().getFullYear() + 1, 'Year cannot be in the future'),
  ),
  category: v.picklist(CAR_CATEGORIES, 'Please select a category'),
  seats: v.picklist(SEAT_COUNTS, 'Number of seats is required'),
  transmission: v.picklist(TRANSMISSIONS, 'Please select a transmission'),
  fuelType: v.picklist(FUEL_TYPES, 'Please select a fuel type'),
  pricePerDay: v.pipe(
    v.string('Price is required'),
    v.trim(),
    v.nonEmpty('Price is required'),
    v.regex(MONEY_PATTERN, 'Price must be a dollar amount such as 49.99'),
    v.check((price) => Number(price) >= 1, 'Price must be at least $1 per day'),
    // a 30-day trip at the top price still fits the money columns (numeric(10,2)) with fee and insurance
    v.check(
      (price) => Number(price) <= MAX_PRICE_PER_DAY,
      `Price must be at most $${MAX_PRICE_PER_DAY.toLocaleString('en-US')} per day`,
    ),
  ),
  location: requiredText('Street address is required'),
  city: requiredText('City is required', 100),
  state: requiredText('State is required', 50),
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2000, 'Description must be at most 2000 characters'),
      plainText(DISGUISING_IN_MULTILINE),
    ),
  ),
  features: v.array(v.picklist(CAR_FEATURES, 'Unknown feature')),
  /**
   * Each photo as the client got it: the `uploadURL` (or `key`) of `POST /api/car-images/upload`
   * after a successful PUT, or (when editing) one of the car's own `/api/photos/…` URLs. The first is the card photo.
   */
  images: v.pipe(
    v.array(v.string('Each photo must be an uploaded photo'), 'Please upload at least one photo of your car'),
    v.minLength(CAR_PHOTOS_MIN, 'Please upload at least one photo of your car'),
    v.maxLength(CAR_PHOTOS_MAX, `You can upload at most ${CAR_PHOTOS_MAX} photos`),
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
    v.number(`${label} must be a whole percentage`),
    v.integer(`${label} must be a whole percentage`),
    v.minValue(0, `${label} must be between 0 and ${MAX_DISCOUNT_PERCENT} %`),
    v.maxValue(MAX_DISCOUNT_PERCENT, `${label} must be between 0 and ${MAX_DISCOUNT_PERCENT} %`),
  );

/** How a car is booked and priced beyond its daily rate (the Cars tab's car settings). */
const bookingSettings = {
  instantBook: v.boolean('instantBook must be true or false'),
  weeklyDiscountPercent: discountPercent('The weekly discount'),
  monthlyDiscountPercent: discountPercent('The monthly discount'),
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
  v.partial(
    v.object({ ...carFields, ...bookingSettings, isAvailable: v.boolean('isAvailable must be true or false') }),
  ),
  v.check((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update'),
);

export type CarInsert = v.InferOutput<typeof CarInsertSchema>;
export type CarUpdate = v.InferOutput<typeof CarUpdateSchema>;
