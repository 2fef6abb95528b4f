import { type BookingView, hrefs } from '@ladrive/contracts';
import type { QueryClient } from '@ladrive/server-state';

/** Every bookings read's key (`apiQueryKey` of /api/bookings/…) starts with this: one invalidation refreshes them all. */
const BOOKINGS_KEY = ['api', 'bookings'];

/** After creating, paying or cancelling: every bookings query is stale (spec: bookings cache refreshed). */
export function invalidateBookings(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
}

/** "Tesla Model 3 2023". */
export const carName = (car: { make: string; model: string; year: number }) => `${car.make} ${car.model} ${car.year}`;

/** `/payment?bookingId=…&amount=…&car=…` (spec section 4: redirect with booking id, amount and car name). */
export function paymentUrl(
  booking: Pick<BookingView, 'id' | 'totalPrice'> & { car: Pick<BookingView['car'], 'make' | 'model' | 'year'> },
): string {
  const params = new URLSearchParams({ bookingId: booking.id, amount: booking.totalPrice, car: carName(booking.car) });
  return hrefs.payment(params.toString());
}
