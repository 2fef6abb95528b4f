import { useQuery } from '@tanstack/react-query';
import type { BookedRange } from '../../../lib/types';

/** GET /api/cars/:id/booked-dates, through the default GET-by-key query function. */
export const bookedDatesKey = (carId: string) => ['api', 'cars', carId, 'booked-dates'] as const;

export function useBookedDates(carId: string) {
  return useQuery<BookedRange[]>({ queryKey: bookedDatesKey(carId) });
}
