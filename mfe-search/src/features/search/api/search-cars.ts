import type { CarSearchResult as FoundCar } from '@ladrive/contracts';
import { type ApiPaging, apiPaging, apiRequest } from '@ladrive/platform';
import { keepPreviousData, useQuery } from '@ladrive/server-state';
import type { CarSearchQuery } from '../lib/search-params';

/** Default page size of GET /api/cars (the API's default; we don't send it). */
export const SEARCH_PAGE_SIZE = 24;

export interface CarSearchResult extends ApiPaging {
  cars: FoundCar[];
}

/** The query of GET /api/cars: the filters (empty ones are never in `filters`), then the page after the first. */
export function carSearchParams({ filters, page }: CarSearchQuery): URLSearchParams {
  const searchParams = new URLSearchParams(filters as Record<string, string>);
  if (page > 1) searchParams.set('page', String(page));
  return searchParams;
}

export async function searchCars(query: CarSearchQuery): Promise<CarSearchResult> {
  const { page } = query;
  const response = await apiRequest('GET /api/cars', { searchParams: carSearchParams(query) });
  const cars = await response.json();
  return { cars, ...apiPaging(response.headers, { total: cars.length, page, pageSize: SEARCH_PAGE_SIZE }) };
}

export const carSearchKey = (query: CarSearchQuery) => ['api', 'cars', 'search', query] as const;

export function useCarSearch(query: CarSearchQuery) {
  return useQuery({
    queryKey: carSearchKey(query),
    queryFn: () => searchCars(query),
    // The page re-renders when one of these changes, named rather than tracked: react-query otherwise watches only
    // the fields read while rendering, and the results read theirs only once the filters' code is in (CarSearch). A
    // search answered before that changed no field read yet (the heading's `error`), so the page never re-rendered
    // and stayed on the placeholders.
    notifyOnChangeProps: ['data', 'error', 'isPending', 'isPlaceholderData'],
    // Paging keeps the current page on screen (dimmed) instead of flashing placeholders.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameFilters(previousQuery.queryKey[3], query) ? keepPreviousData(previous) : undefined,
  });
}

function sameFilters(a: CarSearchQuery, b: CarSearchQuery): boolean {
  return JSON.stringify(a.filters) === JSON.stringify(b.filters);
}
