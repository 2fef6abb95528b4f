/**
 * Requests and queries named by the contracts' endpoint table (`ApiEndpoints`): the path comes from
 * the endpoint and its params, the response type from the table, so a renamed endpoint or a changed
 * response shape shows up at typecheck in every app.
 */
import {
  type ApiEndpoint,
  type ApiGetEndpoint,
  type ApiParams,
  type ApiParamsArg,
  type ApiResponse,
  apiMethod,
  apiPath,
  CAR_SEARCH_HEADERS,
} from '@ladrive/contracts';
import { queryOptions } from '@ladrive/server-state';
import type { Options, ResponsePromise } from 'ky';
import { api } from './client';

/**
 * The react-query key of a GET endpoint: its path's segments (['api', 'cars', id]). The default
 * query function GETs exactly that path, and a prefix such as ['api', 'bookings'] invalidates it.
 */
export function apiQueryKey<E extends ApiGetEndpoint>(endpoint: E, ...params: ApiParamsArg<E>): string[] {
  return apiPath(endpoint, ...params)
    .slice(1)
    .split('/');
}

/** Query options for a GET endpoint, typed by its response (fetched by the default query function). */
export function apiQuery<E extends ApiGetEndpoint>(endpoint: E, ...params: ApiParamsArg<E>) {
  return queryOptions<ApiResponse<E>>({ queryKey: apiQueryKey(endpoint, ...params) });
}

/** ky's options for one endpoint, with its path parameters as `params` (required when the path has some). */
export type ApiRequestOptions<E extends ApiEndpoint> = Omit<Options, 'method'> &
  (ApiParamsArg<E> extends [] ? { params?: never } : { params: ApiParams<E> });

type ApiRequestArgs<E extends ApiEndpoint> =
  ApiParamsArg<E> extends [] ? [options?: ApiRequestOptions<E>] : [options: ApiRequestOptions<E>];

/** One call to an endpoint through the shared client; `.json()` resolves to its response type. */
export function apiRequest<E extends ApiEndpoint>(endpoint: E, ...[options]: ApiRequestArgs<E>) {
  const { params, ...kyOptions } = (options ?? {}) as Options & { params?: ApiParams<E> };
  const path = apiPath(endpoint, ...((params ? [params] : []) as ApiParamsArg<E>));
  // The client's prefix is '/api'.
  return api(path.replace(/^\/api\//, ''), { ...kyOptions, method: apiMethod(endpoint) }) as ResponsePromise<
    ApiResponse<E>
  >;
}

/** Where a page of a paged endpoint (a list's page as the body) stands in the whole list. */
export interface ApiPaging {
  /** Every row matching the query (X-Total-Count), not only this page; at least that many when not `totalExact`. */
  total: number;
  /** False when the API stopped counting (X-Total-Exact: false): show the total as a bound ('200+'). */
  totalExact: boolean;
  page: number;
  pageSize: number;
}

/** A paged endpoint's paging, from its `CAR_SEARCH_HEADERS`; a missing or non-numeric header falls back. */
export function apiPaging(headers: Headers, fallback: Omit<ApiPaging, 'totalExact'>): ApiPaging {
  const read = (name: string, otherwise: number) => {
    const value = Number(headers.get(name));
    return headers.has(name) && Number.isFinite(value) ? value : otherwise;
  };
  return {
    total: read(CAR_SEARCH_HEADERS.totalCount, fallback.total),
    totalExact: headers.get(CAR_SEARCH_HEADERS.totalExact) !== 'false',
    page: read(CAR_SEARCH_HEADERS.page, fallback.page),
    pageSize: read(CAR_SEARCH_HEADERS.pageSize, fallback.pageSize),
  };
}
