import { SESSION_QUERY_KEY } from '@ladrive/shared-ui';
import type { QueryClient } from '@tanstack/react-query';

/** Every cars read starts with this key (search, featured, a host's cars, one car). */
export const CARS_KEY = ['api', 'cars'] as const;
/** GET /api/cars/host/:hostId. */
export const hostCarsKey = (hostId: string) => [...CARS_KEY, 'host', hostId] as const;
/** GET /api/host/:hostId/dashboard. */
export const hostDashboardKey = (hostId: string) => ['api', 'host', hostId, 'dashboard'] as const;

/** After listing, editing or pausing a car: the car lists, the dashboard and the user (now a host) are stale. */
export function invalidateHostData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CARS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['api', 'host'] }),
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}

/** A full-page navigation (sign-in lives on the API); tests pass their own. */
export const assignLocation = (url: string) => window.location.assign(url);
