import { useQuery } from '@ladrive/server-state';
import { apiQuery } from '@ladrive/shared-ui';

/** GET /api/bookings/renter/:userId: the signed-in renter's bookings, newest first. */
export function useRenterBookings(userId: string) {
  return useQuery(apiQuery('GET /api/bookings/renter/:userId', { userId }));
}
