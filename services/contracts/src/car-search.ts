/**
 * The search's vocabulary (spec section 3), for the API and the search forms: its orders, refusals and page sizes.
 * The query's schemas are in car-search-query.ts: a browser that only needs these words does not build them.
 */
import { message } from './i18n/messages.ts';

/**
 * The search's orders: `distance` from the place searched (the default with a place; needs `location`),
 * `rating` (best rated first, the default without one) and price either way.
 */
export const CAR_SORTS = ['distance', 'rating', 'price_asc', 'price_desc'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

/** The search filter's refusals, as the search form and the API say them. */
export const SEARCH_FILTER_MESSAGES_ES = {
  locationTooLong: message('search.locationTooLong'),
  invalidPrice: message('search.invalidPrice'),
  minAboveMax: message('search.minAboveMax'),
};

/** Largest `pageSize` of GET /api/cars; `CAR_SEARCH_DEFAULT_PAGE_SIZE` when none is given. */
export const CAR_SEARCH_MAX_PAGE_SIZE = 100;
export const CAR_SEARCH_DEFAULT_PAGE_SIZE = 24;
export const CAR_SEARCH_MAX_PAGE = 100_000;
