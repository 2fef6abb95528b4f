import type { BookingView } from '@ladrive/contracts';
import { useQuery } from '@tanstack/react-query';
import { renterBookingsKey } from '../../../lib/bookings';

/** GET /api/bookings/renter/:userId: the signed-in renter's bookings, newest first. */
export function useRenterBookings(userId: string) {
  return useQuery<BookingView[]>({ queryKey: renterBookingsKey(userId) });
}
