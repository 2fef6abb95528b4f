import { apiQuery } from '@ladrive/platform';
import { useQuery } from '@ladrive/server-state';

/** GET /api/bookings/renter/:userId: the signed-in renter's bookings, newest first. */
export function useRenterBookings(userId: string) {
  return useQuery(apiQuery('GET /api/bookings/renter/:userId', { userId }));
}
