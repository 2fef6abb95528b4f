/**
 * Valibot schemas for every payload of spec section 7, used by the API at its edge and by the
 * forms in the browser. Messages are the spec's where it gives one; the others are ours.
 *
 * The schema factories are marked `@__NO_SIDE_EFFECTS__` (see text-fields.ts), so an app that never uses a
 * schema does not download it.
 */
import * as v from 'valibot';
import {
  BOOKING_STATUSES,
  CAR_CATEGORIES,
  CAR_FEATURES,
  CONTACT_SUBJECTS,
  FUEL_TYPES,
  SEAT_COUNTS,
  TRANSMISSIONS,
} from './enums.ts';
import { MONEY_PATTERN } from './money.ts';
import { CAR_PHOTOS_MAX, CAR_PHOTOS_MIN } from './photos.ts';
import { SEARCH_LOCATION_MAX_LENGTH } from './places.ts';
import { DISGUISING_IN_MULTILINE, isoDate, plainText, requiredText } from './text-fields.ts';

export { isValidPhone, PHONE_INVALID_MESSAGE, PHONE_MAX_LENGTH, phoneNumber, toE164 } from './phone.ts';
export { PLAIN_TEXT_MESSAGE } from './text-fields.ts';

export const EmailSchema = v.pipe(
  v.string('Please enter a valid email address'),
  v.trim(),
  v.toLowerCase(),
  v.email('Please enter a valid email address'),
  v.maxLength(254, 'Please enter a valid email address'),
);

export const PASSWORD_MIN_LENGTH = 8;

// ── Auth ──────────────────────────────────────────────────────────────────────
export const LoginSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required'), v.maxLength(200)),
  returnTo: v.optional(v.string()),
});

export const SignupSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string('Password is required'),
    v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    v.maxLength(200, 'Password must be at most 200 characters'),
  ),
  firstName: requiredText('First name is required', 80),
  lastName: requiredText('Last name is required', 80),
  returnTo: v.optional(v.string()),
});

export const ROUTING_CHECKSUM_MESSAGE =
  'This is not a valid US bank routing number: please check the 9 digits on your cheque or with your bank';

/**
 * The ABA checksum every US routing number satisfies: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9)
 * is a multiple of 10. Catches a mistyped digit and most swapped pairs before any money moves.
 */
export function isAbaRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const d = [...routingNumber].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export const BankingSchema = v.object({
  bankName: requiredText('Bank name is required', 120),
  bankAccountName: requiredText('Account holder name is required', 120),
  bankRoutingNumber: v.pipe(
    v.string('Routing number must be 9 digits'),
    v.trim(),
    v.regex(/^\d{9}$/, 'Routing number must be 9 digits'),
    v.check(isAbaRoutingNumber, ROUTING_CHECKSUM_MESSAGE),
  ),
  bankAccountNumber: v.pipe(
    v.string('Account number is required'),
    v.trim(),
    v.nonEmpty('Account number is required'),
    v.check((number) => number === '' || /^\d{4,17}$/.test(number), 'Account number must be 4 to 17 digits'),
  ),
});

/** Above any real car's daily rate on the marketplace. */
export const MAX_PRICE_PER_DAY = 10_000;

// ── Cars ──────────────────────────────────────────────────────────────────────
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

/**
 * PATCH /api/cars/:id: any editable field, and `isAvailable` (a paused car leaves search and
 * featured at once and keeps its bookings). Photos are replaced as a whole list (order = display order).
 */
export const CarUpdateSchema = v.pipe(
  v.partial(v.object({ ...carFields, isAvailable: v.boolean('isAvailable must be true or false') })),
  v.check((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update'),
);

/**
 * The search's orders: `distance` from the place searched (the default with a place; needs `location`),
 * `rating` (best rated first, the default without one) and price either way.
 */
export const CAR_SORTS = ['distance', 'rating', 'price_asc', 'price_desc'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

/** Search filter of GET /api/cars. All optional; empty values (`?location=`) count as absent. */
const dropEmptyValues = (input: unknown) =>
  input && typeof input === 'object' && !Array.isArray(input)
    ? Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== '' && value !== null && value !== undefined),
      )
    : input;
const priceQuery = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${label} must be a number`),
    v.transform(Number),
    v.number(`${label} must be a number`),
    v.finite(`${label} must be a number`),
    v.minValue(0, `${label} cannot be negative`),
  );

/** The search filter's refusals as the (Spanish) search form shows them; the API says the same rules in English. */
export const SEARCH_FILTER_MESSAGES_ES = {
  locationTooLong: 'La ubicación es demasiado larga',
  invalidPrice: 'Ingresa un precio válido',
  minAboveMax: 'El precio mínimo no puede ser mayor que el máximo',
} as const;

const searchFilterEntries = {
  location: v.optional(
    v.pipe(
      v.string('Location must be text'),
      v.trim(),
      v.maxLength(SEARCH_LOCATION_MAX_LENGTH, 'Location is too long'),
    ),
  ),
  startDate: v.optional(isoDate('Start date is not a valid date')),
  endDate: v.optional(isoDate('End date is not a valid date')),
  category: v.optional(v.picklist(CAR_CATEGORIES, `Category must be one of: ${CAR_CATEGORIES.join(', ')}`)),
  minPrice: v.optional(priceQuery('Minimum price')),
  maxPrice: v.optional(priceQuery('Maximum price')),
  sort: v.optional(v.picklist(CAR_SORTS, `Sort must be one of: ${CAR_SORTS.join(', ')}`)),
  minSeats: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], `Minimum seats must be one of: ${SEAT_COUNTS.join(', ')}`),
      v.transform(Number),
      v.picklist(SEAT_COUNTS, `Minimum seats must be one of: ${SEAT_COUNTS.join(', ')}`),
    ),
  ),
  transmission: v.optional(v.picklist(TRANSMISSIONS, `Transmission must be one of: ${TRANSMISSIONS.join(', ')}`)),
  fuelType: v.optional(v.picklist(FUEL_TYPES, `Fuel type must be one of: ${FUEL_TYPES.join(', ')}`)),
  /** Every one of them: `features=gps,sunroof` (or the parameter repeated). */
  features: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())], 'Features must be a comma-separated list'),
      v.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim())),
      v.array(v.picklist(CAR_FEATURES, `Each feature must be one of: ${CAR_FEATURES.join(', ')}`)),
    ),
  ),
};
/** Largest `pageSize` of GET /api/cars; `CAR_SEARCH_DEFAULT_PAGE_SIZE` when none is given. */
export const CAR_SEARCH_MAX_PAGE_SIZE = 100;
export const CAR_SEARCH_DEFAULT_PAGE_SIZE = 24;
export const CAR_SEARCH_MAX_PAGE = 100_000;

const wholeNumberQuery = /* @__NO_SIDE_EFFECTS__ */ (message: string, min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform(Number),
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/**
 * Query of GET /api/cars: the search filter plus `page` (1-based, default 1) and `pageSize`
 * (1..100, default 24). The response is the page as a JSON array; `X-Total-Count`, `X-Page` and
 * `X-Page-Size` headers carry the total and the page actually served.
 */
export const CarSearchQuerySchema = v.pipe(
  v.unknown(),
  v.transform(dropEmptyValues),
  v.object({
    ...searchFilterEntries,
    page: v.optional(
      wholeNumberQuery(`Page must be a whole number from 1 to ${CAR_SEARCH_MAX_PAGE}`, 1, CAR_SEARCH_MAX_PAGE),
      1,
    ),
    pageSize: v.optional(
      wholeNumberQuery(
        `Page size must be a whole number from 1 to ${CAR_SEARCH_MAX_PAGE_SIZE}`,
        1,
        CAR_SEARCH_MAX_PAGE_SIZE,
      ),
      CAR_SEARCH_DEFAULT_PAGE_SIZE,
    ),
  }),
  v.forward(
    v.check(
      ({ startDate, endDate }) => !startDate || !endDate || endDate > startDate,
      'End date must be after start date',
    ),
    ['endDate'],
  ),
  v.forward(
    v.check(
      ({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
      'Minimum price cannot be above maximum price',
    ),
    ['minPrice'],
  ),
  v.forward(
    v.check(
      ({ sort, location }) => sort !== 'distance' || Boolean(location),
      'Sort by distance needs a place (location)',
    ),
    ['sort'],
  ),
);

/** The search filter alone (spec §3): the query without paging. */
export const SearchFilterSchema = v.pipe(
  CarSearchQuerySchema,
  v.transform(({ page: _page, pageSize: _pageSize, ...filter }) => filter),
);

// ── Bookings ──────────────────────────────────────────────────────────────────
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

export const BookingStatusSchema = v.picklist(BOOKING_STATUSES);

// ── Contact ───────────────────────────────────────────────────────────────────
export const ContactMessageSchema = v.object({
  name: v.pipe(
    v.string('Name must be at least 2 characters'),
    v.trim(),
    v.minLength(2, 'Name must be at least 2 characters'),
  ),
  email: v.pipe(
    v.string('Please enter a valid email address'),
    v.trim(),
    v.email('Please enter a valid email address'),
  ),
  subject: v.picklist(CONTACT_SUBJECTS, 'Please select a subject'),
  message: v.pipe(
    v.string('Message must be at least 10 characters'),
    v.trim(),
    v.minLength(10, 'Message must be at least 10 characters'),
    v.maxLength(5000, 'Message must be at most 5000 characters'),
  ),
});

export type LoginInput = v.InferOutput<typeof LoginSchema>;
export type SignupInput = v.InferOutput<typeof SignupSchema>;
export type BankingInput = v.InferOutput<typeof BankingSchema>;
export type CarInsert = v.InferOutput<typeof CarInsertSchema>;
export type CarUpdate = v.InferOutput<typeof CarUpdateSchema>;
export type SearchFilter = v.InferOutput<typeof SearchFilterSchema>;
export type CarSearchQuery = v.InferOutput<typeof CarSearchQuerySchema>;
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;
