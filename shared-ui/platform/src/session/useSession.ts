import { queryOptions, useQuery, useQueryClient } from '@ladrive/server-state';
import { apiQueryKey } from '../api/endpoints';
import { queryOrNullOn401 } from '../api/query-client';

export const SESSION_QUERY_KEY = apiQueryKey('GET /api/auth/user');

/** Who is signed in: cached 5 minutes, never retried; a 401 means signed out. */
const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: queryOrNullOn401('GET /api/auth/user'),
  retry: false,
  staleTime: 5 * 60 * 1000,
});

/** The signed-in user, as far as the session's answer is in. */
export function useSession() {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQuery);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user) && !query.error,
    isAdmin: Boolean(user?.isAdmin),
    error: query.error,
    /**
     * The signed-in user (null signed out) once the session's answer is in, asking for it if need be: what a click
     * acts on. Until that answer `user` is null for everyone, and a click on a slow connection would take a
     * signed-in visitor for signed out. Rejects when the session cannot be checked.
     */
    whenKnown: () => queryClient.ensureQueryData(sessionQuery),
  };
}

/** Full-page navigation to the sign-in page, coming back to `returnTo` (default: where the user is). */
export function signInUrl(returnTo = `${window.location.pathname}${window.location.search}`): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export const SIGN_OUT_URL = '/api/logout';
