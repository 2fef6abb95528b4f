import {
  CAR_CATEGORIES,
  type CarCategory,
  SEARCH_FILTER_MESSAGES_ES,
  SEARCH_LOCATION_MAX_LENGTH,
  TRIP_DATE_REFUSALS_ES,
} from '@ladrive/contracts';
import * as v from 'valibot';

/** The filter fields, in form order; each is also a query-string key of the search pages and of GET /api/cars. */
export const FILTER_KEYS = ['location', 'startDate', 'endDate', 'category', 'minPrice', 'maxPrice'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** What the filter form holds: strings, '' meaning "not set" ('' category = all categories). */
export type SearchFormValues = Record<FilterKey, string>;

export const EMPTY_FILTERS: SearchFormValues = {
  location: '',
  startDate: '',
  endDate: '',
  category: '',
  minPrice: '',
  maxPrice: '',
};

/** Value of the "all categories" choice when it appears in a URL (`?category=all`). */
export const ALL_CATEGORIES = 'all';

function isCategory(value: string): value is CarCategory {
  return (CAR_CATEGORIES as readonly string[]).includes(value);
}

/** URL → form fields. Unknown categories show as "all"; every other value is shown as typed. */
export function filtersFromParams(params: URLSearchParams): SearchFormValues {
  const values = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) values[key] = params.get(key)?.trim() ?? '';
  if (!isCategory(values.category)) values.category = '';
  return values;
}

/** Form fields → query string, empty values omitted (a search with no filters is just `/search`). */
export function paramsFromFilters(values: SearchFormValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = values[key].trim();
    if (value && !(key === 'category' && value === ALL_CATEGORIES)) params.set(key, value);
  }
  return params;
}

/** The page number of the results (`?page=`), 1 when absent or not a positive integer. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query GET /api/cars receives: the URL's filters as they are (the API validates them), plus the page. */
export interface CarSearchQuery {
  filters: Partial<Record<FilterKey, string>>;
  page: number;
}

export function searchQueryFromParams(params: URLSearchParams): CarSearchQuery {
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && !(key === 'category' && value === ALL_CATEGORIES)) filters[key] = value;
  }
  return { filters, page: pageFromParams(params) };
}

/** `?…&page=n` from the current params (page 1 is the default and is omitted). */
export function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `?${query}` : '';
}

const price = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value === '' || (/^\d+(\.\d{1,2})?$/.test(value) && Number(value) >= 0),
    SEARCH_FILTER_MESSAGES_ES.invalidPrice,
  ),
);

/** The filter form's checks (no field is required): readable dates in order, prices that make sense. */
export const SearchFormSchema = v.pipe(
  v.object({
    location: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(SEARCH_LOCATION_MAX_LENGTH, SEARCH_FILTER_MESSAGES_ES.locationTooLong),
    ),
    startDate: v.string(),
    endDate: v.string(),
    category: v.string(),
    minPrice: price,
    maxPrice: price,
  }),
  v.forward(
    v.check(
      ({ startDate, endDate }) => !startDate || !endDate || endDate > startDate,
      TRIP_DATE_REFUSALS_ES.endNotAfterStart.description,
    ),
    ['endDate'],
  ),
  v.forward(
    v.check(
      ({ minPrice, maxPrice }) => !minPrice || !maxPrice || Number(minPrice) <= Number(maxPrice),
      SEARCH_FILTER_MESSAGES_ES.minAboveMax,
    ),
    ['minPrice'],
  ),
);
