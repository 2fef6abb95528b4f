import { apiQuery } from '@ladrive/platform';
import { useQuery } from '@ladrive/server-state';

/** GET /api/cars/:id/availability: booked and blocked days and the car's trip rules. */
export function useCarAvailability(carId: string) {
  return useQuery(apiQuery('GET /api/cars/:id/availability', { id: carId }));
}
