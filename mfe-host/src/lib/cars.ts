import { apiQueryKey, SESSION_QUERY_KEY } from '@ladrive/platform';
import type { QueryClient } from '@ladrive/server-state';

/**
 * After listing, editing or pausing a car, or changing a booking: every cars read (search, featured,
 * a host's cars), every bookings read, the host dashboard and the user (now a host) are stale.
 */
export function invalidateHostData(queryClient: QueryClient) {
  return Promise.all(
    [
      apiQueryKey('GET /api/cars').slice(0, 2),
      apiQueryKey('GET /api/bookings/host/:userId', { userId: '' }).slice(0, 2),
      apiQueryKey('GET /api/host/:hostId/dashboard', { hostId: '' }).slice(0, 2),
      SESSION_QUERY_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
