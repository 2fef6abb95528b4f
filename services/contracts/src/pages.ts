/**
 * Every page of the site, once: its path as the router matches it (`paths`), the links to it (`hrefs`) and the
 * search's query keys. Each remote declares its pages with these paths (`mfe-<x>/remote.ts`, from which
 * remotes.json is made); the shell, the remotes, shared-ui and the API's sign-in page link with them. Tests may
 * still spell a URL out where they check what a visitor sees in the address bar.
 */
import { fillRoute, queryStringOf, withQuery } from './page-routes.ts';

export const paths = {
  home: '/',
  search: '/search',
  /** The home form's results (spec section 2): the search page under a path of its own. */
  searchResults: '/search-results',
  car: '/cars/:id',
  /** The car page under the path the specification also names. */
  carDetails: '/car-details/:id',
  host: '/hosts/:id',
  booking: '/booking/:id',
  payment: '/payment',
  /** The renter's My Bookings. */
  dashboard: '/dashboard',
  trip: '/dashboard/trips/:id',
  /** The inbox: the signed-in user's conversations, as renter and as host. */
  messages: '/messages',
  conversation: '/messages/:id',
  listCar: '/list-car',
  hostDashboard: '/host-dashboard',
  /** One booking of the host's cars, as its host sees it (dates, renter, payout, history, actions). */
  hostBooking: '/host-dashboard/bookings/:id',
  adminDashboard: '/admin-dashboard',
  helpCenter: '/help-center',
  safetyGuidelines: '/safety-guidelines',
  contact: '/contact',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  insurancePolicy: '/insurance-policy',
} as const;

export type PagePath = (typeof paths)[keyof typeof paths];

/**
 * The search's query keys, in the order the search page writes them: the search pages' URLs
 * (`/search?location=…&startDate=…`) and GET /api/cars, to which the search page passes them on (`pageSize` is
 * the API's alone). The car and booking pages carry them too, for the way back to the search.
 */
export const SEARCH_QUERY_KEYS = [
  'location',
  'startDate',
  'endDate',
  'category',
  'minPrice',
  'maxPrice',
  'minSeats',
  'transmission',
  'fuelType',
  'sort',
  'features',
  'page',
] as const;
export type SearchQueryKey = (typeof SEARCH_QUERY_KEYS)[number];
/** A search's values by key ('' or absent = not searched by). */
export type SearchQuery = Partial<Record<SearchQueryKey, string>>;

/** The trip the car and booking pages read from their URL and write into it: the search's dates, the insurance. */
export const TRIP_QUERY_KEYS = {
  startDate: 'startDate',
  endDate: 'endDate',
  addInsurance: 'addInsurance',
} as const satisfies Record<string, SearchQueryKey | 'addInsurance'>;

/** A search's query string: its values in `SEARCH_QUERY_KEYS` order, trimmed, empty ones left out. */
export const searchQueryString = (search: SearchQuery) => queryStringOf(SEARCH_QUERY_KEYS, (key) => search[key]);

/**
 * Links to the pages that take parameters or a query (every other page's link is its path). A `query` is a
 * query string as URLSearchParams writes it, without the `?`; none or '' gives the bare path.
 */
export const hrefs = {
  /** `/search?…`: a search's values, or a query string as it came (kept whole: the way back to a search). */
  search: (search: SearchQuery | string = '') =>
    withQuery(paths.search, typeof search === 'string' ? search : searchQueryString(search)),
  searchResults: (search: SearchQuery) => withQuery(paths.searchResults, searchQueryString(search)),
  car: (id: string, query?: string) => withQuery(fillRoute(paths.car, { id }), query),
  booking: (id: string, query?: string) => withQuery(fillRoute(paths.booking, { id }), query),
  host: (id: string) => fillRoute(paths.host, { id }),
  payment: (query: string) => withQuery(paths.payment, query),
  trip: (id: string) => fillRoute(paths.trip, { id }),
  hostBooking: (id: string) => fillRoute(paths.hostBooking, { id }),
  conversation: (id: string) => fillRoute(paths.conversation, { id }),
};
