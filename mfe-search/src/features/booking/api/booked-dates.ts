import { useQuery } from '@ladrive/server-state';
import { apiQuery } from '@ladrive/shared-ui';

/** GET /api/cars/:id/booked-dates. */
export function useBookedDates(carId: string) {
  return useQuery(apiQuery('GET /api/cars/:id/booked-dates', { id: carId }));
}
