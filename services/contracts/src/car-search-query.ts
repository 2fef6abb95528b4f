/**
 * The search's query (spec section 3): GET /api/cars at the API's edge. Kept apart from car-search.ts's words: the
 * bundler keeps every schema of a module it keeps (valibot's calls from another module count as side effects), so a
 * page that needs only the words would build these schemas as it loads.
 */
import * as v from 'valibot';
import {
  CAR_SEARCH_DEFAULT_PAGE_SIZE,
  CAR_SEARCH_MAX_PAGE,
  CAR_SEARCH_MAX_PAGE_SIZE,
  CAR_SORTS,
  SEARCH_FILTER_MESSAGES_ES,
} from './car-search.ts';
import { CAR_CATEGORIES, CAR_FEATURES, FUEL_TYPES, SEAT_COUNTS, TRANSMISSIONS } from './enums.ts';
import { message } from './i18n/messages.ts';
import type { SearchQueryKey } from './pages.ts';
import { SEARCH_LOCATION_MAX_LENGTH } from './places.ts';
import { isoDate, oneOf, pageMessage, pageSizeMessage } from './text-fields.ts';
import { marketToday } from './time-zone.ts';

/** Search filter of GET /api/cars. All optional; empty values (`?location=`) count as absent. */
const dropEmptyValues = (input: unknown) =>
  input && typeof input === 'object' && !Array.isArray(input)
    ? Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== '' && value !== null && value !== undefined),
      )
    : input;
const priceQuery = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.union([v.string(), v.number()], message('search.priceNotNumber', { label })),
    v.transform(Number),
    v.number(message('search.priceNotNumber', { label })),
    v.finite(message('search.priceNotNumber', { label })),
    v.minValue(0, message('search.priceNegative', { label })),
  );

/** One schema per key of the search's query (`SEARCH_QUERY_KEYS`, shared with the search pages' URLs). */
const searchFilterEntries = {
  location: v.optional(
    v.pipe(
      v.string(message('search.locationNotText')),
      v.trim(),
      v.maxLength(SEARCH_LOCATION_MAX_LENGTH, SEARCH_FILTER_MESSAGES_ES.locationTooLong),
    ),
  ),
  startDate: v.optional(isoDate(message('search.startDateInvalid'))),
  endDate: v.optional(isoDate(message('search.endDateInvalid'))),
  category: v.optional(v.picklist(CAR_CATEGORIES, oneOf('search.categoryOneOf', CAR_CATEGORIES))),
  minPrice: v.optional(priceQuery(message('search.minPrice'))),
  maxPrice: v.optional(priceQuery(message('search.maxPrice'))),
  sort: v.optional(v.picklist(CAR_SORTS, oneOf('search.sortOneOf', CAR_SORTS))),
  minSeats: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], oneOf('search.minSeatsOneOf', SEAT_COUNTS)),
      v.transform(Number),
      v.picklist(SEAT_COUNTS, oneOf('search.minSeatsOneOf', SEAT_COUNTS)),
    ),
  ),
  transmission: v.optional(v.picklist(TRANSMISSIONS, oneOf('search.transmissionOneOf', TRANSMISSIONS))),
  fuelType: v.optional(v.picklist(FUEL_TYPES, oneOf('search.fuelTypeOneOf', FUEL_TYPES))),
  /** Every one of them: `features=gps,sunroof` (or the parameter repeated). */
  features: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())], message('search.featuresList')),
      v.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim())),
      v.array(v.picklist(CAR_FEATURES, oneOf('search.featureOneOf', CAR_FEATURES))),
    ),
  ),
} satisfies Record<Exclude<SearchQueryKey, 'page'>, v.GenericSchema>;
const wholeNumberQuery = /* @__NO_SIDE_EFFECTS__ */ (refusal: string, min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()], refusal),
    v.transform(Number),
    v.number(refusal),
    v.integer(refusal),
    v.minValue(min, refusal),
    v.maxValue(max, refusal),
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
    page: v.optional(wholeNumberQuery(pageMessage(CAR_SEARCH_MAX_PAGE), 1, CAR_SEARCH_MAX_PAGE), 1),
    pageSize: v.optional(
      wholeNumberQuery(pageSizeMessage(CAR_SEARCH_MAX_PAGE_SIZE), 1, CAR_SEARCH_MAX_PAGE_SIZE),
      CAR_SEARCH_DEFAULT_PAGE_SIZE,
    ),
  }),
  // no trip starts or ends before today (the market's day, read at each search), as the search forms say
  v.forward(
    v.check(({ startDate }) => !startDate || startDate >= marketToday(), message('booking.startInPast')),
    ['startDate'],
  ),
  v.forward(
    v.check(({ endDate }) => !endDate || endDate >= marketToday(), message('search.endInPast')),
    ['endDate'],
  ),
  v.forward(
    v.check(
      ({ startDate, endDate }) => !startDate || !endDate || endDate > startDate,
      message('booking.endAfterStart'),
    ),
    ['endDate'],
  ),
  v.forward(
    v.check(
      ({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
      SEARCH_FILTER_MESSAGES_ES.minAboveMax,
    ),
    ['minPrice'],
  ),
  v.forward(
    v.check(({ sort, location }) => sort !== 'distance' || Boolean(location), message('search.distanceNeedsPlace')),
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
