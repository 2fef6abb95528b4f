import { type ApiGetEndpoint, type ApiParamsArg, type ApiResponse, apiPath } from '@ladrive/contracts';
import { QueryClient, type QueryFunction } from '@ladrive/server-state';
import { getJson, isUnauthorizedError } from './client';

/** Default read: GET on the path made of the key's segments joined by "/" (spec section 7). */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.map(String).join('/'));

/** A read that treats 401 as an empty result (signed-out visitors get `null`, not an error). */
export function queryOrNullOn401<E extends ApiGetEndpoint>(
  endpoint: E,
  ...params: ApiParamsArg<E>
): () => Promise<ApiResponse<E> | null> {
  return async () => {
    try {
      return await getJson<ApiResponse<E>>(apiPath(endpoint, ...params));
    } catch (error) {
      if (isUnauthorizedError(error)) return null;
      throw error;
    }
  };
}

/**
 * Client behaviour of spec section 9: no automatic retries, no refetch on focus, no polling,
 * data never stale. Queries that need otherwise (session, featured cars) say so themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
