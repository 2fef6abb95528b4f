import { apiQuery } from '@ladrive/platform';
import { useQuery } from '@ladrive/server-state';

/** GET /api/cars/:id/booked-dates. */
export function useBookedDates(carId: string) {
  return useQuery(apiQuery('GET /api/cars/:id/booked-dates', { id: carId }));
}
