import type { BookedDateRange } from '@ladrive/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/cars/:id/booked-dates, through the default GET-by-key query function. */
export const bookedDatesKey = (carId: string) => ['api', 'cars', carId, 'booked-dates'] as const;

export function useBookedDates(carId: string) {
  return useQuery<BookedDateRange[]>({ queryKey: bookedDatesKey(carId) });
}
