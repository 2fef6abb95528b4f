import { apiQuery } from '@ladrive/platform';
import { useQuery } from '@ladrive/server-state';

/** GET /api/cars/featured: up to 8 cars; unlike other reads, refetched on mount and on window focus (spec section 7). */
export function useFeaturedCars() {
  return useQuery({
    ...apiQuery('GET /api/cars/featured'),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}
