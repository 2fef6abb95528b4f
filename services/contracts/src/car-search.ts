/** The search's query (spec section 3): GET /api/cars at the API's edge, and the search forms in the browser. */
import * as v from 'valibot';
import { CAR_CATEGORIES, CAR_FEATURES, FUEL_TYPES, SEAT_COUNTS, TRANSMISSIONS } from './enums.ts';
import type { SearchQueryKey } from './pages.ts';
import { SEARCH_LOCATION_MAX_LENGTH } from './places.ts';
import { isoDate } from './text-fields.ts';

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

/** One schema per key of the search's query (`SEARCH_QUERY_KEYS`, shared with the search pages' URLs). */
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
} satisfies Record<Exclude<SearchQueryKey, 'page'>, v.GenericSchema>;
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

export type SearchFilter = v.InferOutput<typeof SearchFilterSchema>;
export type CarSearchQuery = v.InferOutput<typeof CarSearchQuerySchema>;
