import { useQuery } from '@ladrive/server-state';
import { apiQueryKey } from '../api/endpoints';
import { queryOrNullOn401 } from '../api/query-client';

export const SESSION_QUERY_KEY = apiQueryKey('GET /api/auth/user');

/** The signed-in user: cached 5 minutes, never retried; a 401 means signed out. */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: queryOrNullOn401('GET /api/auth/user'),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user) && !query.error,
    isAdmin: Boolean(user?.isAdmin),
    error: query.error,
  };
}

/** Full-page navigation to the sign-in page, coming back to `returnTo` (default: where the user is). */
export function signInUrl(returnTo = `${window.location.pathname}${window.location.search}`): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export const SIGN_OUT_URL = '/api/logout';
