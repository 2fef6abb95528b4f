import type { Car } from '@ladrive/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/cars/featured through the default GET-by-key query function. */
export const FEATURED_CARS_KEY = ['api', 'cars', 'featured'] as const;

/** Up to 8 cars. Unlike the site's other reads, refetched on mount and on window focus (spec section 7). */
export function useFeaturedCars() {
  return useQuery<Car[]>({
    queryKey: FEATURED_CARS_KEY,
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}
