import {
  CAR_CATEGORIES,
  CAR_FEATURES,
  CAR_SORTS,
  type CarCategory,
  type CarFeature,
  FUEL_TYPES,
  SEARCH_FILTER_MESSAGES_ES,
  SEARCH_QUERY_KEYS,
  SEAT_COUNTS,
  type SearchQueryKey,
  TRANSMISSIONS,
} from '@ladrive/contracts';
import type { Language } from '@ladrive/design-system';
import { tripSearchSchema } from '@ladrive/marketplace-ui';
import * as v from 'valibot';
import { specLanguageOf } from '../../../lib/spec-language';

/**
 * The filter fields, in form order: the search's query keys (contracts' SEARCH_QUERY_KEYS, also those of
 * GET /api/cars) with one value each. `features` travels as one comma-separated value (`features=gps,sunroof`),
 * and `page` is the results'.
 */
export type FilterKey = Exclude<SearchQueryKey, 'features' | 'page'>;
export const FILTER_KEYS = SEARCH_QUERY_KEYS.filter((key): key is FilterKey => key !== 'features' && key !== 'page');
/** The query-string keys of a search: the filters and the features. */
export type SearchKey = FilterKey | 'features';

/** What the filter form holds: strings, '' meaning "not set" ('' category = all categories), and the features ticked. */
export type SearchFormValues = Record<FilterKey, string> & { features: CarFeature[] };

export const EMPTY_FILTERS: SearchFormValues = {
  location: '',
  startDate: '',
  endDate: '',
  category: '',
  minPrice: '',
  maxPrice: '',
  minSeats: '',
  transmission: '',
  fuelType: '',
  sort: '',
  features: [],
};

/** The choices each select accepts from a URL (anything else shows as "any" but still reaches the API). */
const CHOICES: Partial<Record<FilterKey, readonly (string | number)[]>> = {
  category: CAR_CATEGORIES,
  minSeats: SEAT_COUNTS,
  transmission: TRANSMISSIONS,
  fuelType: FUEL_TYPES,
  sort: CAR_SORTS,
};
const isFeature = (value: string): value is CarFeature => (CAR_FEATURES as readonly string[]).includes(value);

/** Value of the "all categories" choice when it appears in a URL (`?category=all`). */
export const ALL_CATEGORIES = 'all';

export function isCategory(value: string): value is CarCategory {
  return (CAR_CATEGORIES as readonly string[]).includes(value);
}

/** URL → form fields. Unknown choices show as "any"; every other value is shown as typed. */
export function filtersFromParams(params: URLSearchParams): SearchFormValues {
  const values: SearchFormValues = { ...EMPTY_FILTERS, features: [] };
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim() ?? '';
    const choices = CHOICES[key];
    values[key] = !choices || choices.map(String).includes(value) ? value : '';
  }
  values.features = (params.get('features') ?? '').split(',').filter(isFeature);
  return values;
}

/** Form fields → query string, empty values omitted (a search with no filters is just `/search`). */
export function paramsFromFilters(values: SearchFormValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = values[key].trim();
    if (value && !(key === 'category' && value === ALL_CATEGORIES)) params.set(key, value);
  }
  if (values.features.length) params.set('features', values.features.join(','));
  return params;
}

/** The page number of the results (`?page=`), 1 when absent or not a positive integer. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query GET /api/cars receives: the URL's filters as they are (the API validates them), plus the page. */
export interface CarSearchQuery {
  filters: Partial<Record<SearchKey, string>>;
  page: number;
}

export function searchQueryFromParams(params: URLSearchParams): CarSearchQuery {
  const filters: Partial<Record<SearchKey, string>> = {};
  for (const key of [...FILTER_KEYS, 'features'] as const) {
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

/**
 * The filter form's checks (no field is required): the shared place-and-dates rules in `language` (both dates
 * or neither, none in the past, the end after the start), prices that make sense. The language defaults to the
 * search page's own (remote.ts), the one it speaks until a visitor chooses.
 */
export const searchFormSchema = (today?: string, language: Language = specLanguageOf('./SearchPage')) =>
  v.pipe(
    tripSearchSchema(
      language,
      {
        category: v.string(),
        minPrice: price,
        maxPrice: price,
        minSeats: v.string(),
        transmission: v.string(),
        fuelType: v.string(),
        sort: v.string(),
        features: v.array(v.picklist(CAR_FEATURES)),
      },
      today,
    ),
    v.forward<SearchFormValues, v.CheckIssue<SearchFormValues>, ['minPrice']>(
      v.check(
        ({ minPrice, maxPrice }) => !minPrice || !maxPrice || Number(minPrice) <= Number(maxPrice),
        SEARCH_FILTER_MESSAGES_ES.minAboveMax,
      ),
      ['minPrice'],
    ),
  );
