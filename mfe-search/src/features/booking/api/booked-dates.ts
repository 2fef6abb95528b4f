import { apiQuery } from '@ladrive/shared-ui';
import { useQuery } from '@tanstack/react-query';

/** GET /api/cars/:id/booked-dates. */
export function useBookedDates(carId: string) {
  return useQuery(apiQuery('GET /api/cars/:id/booked-dates', { id: carId }));
}
