import type { BookingView, CancellationQuote } from '@ladrive/contracts';
import { api } from '@ladrive/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_KEY, invalidateBookings, renterBookingsKey } from '../../../lib/bookings';

/** GET /api/bookings/renter/:userId: the signed-in renter's bookings, newest first. */
export function useRenterBookings(userId: string) {
  return useQuery<BookingView[]>({ queryKey: renterBookingsKey(userId) });
}

/** GET /api/bookings/:id/cancellation, asked fresh every time the dialog opens. */
export function useCancellationQuote(bookingId: string | null) {
  return useQuery<CancellationQuote>({
    queryKey: [...BOOKINGS_KEY, bookingId ?? '', 'cancellation'],
    enabled: Boolean(bookingId),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * POST /api/bookings/:id/status { status: 'cancelled' } → the booking with its refundAmount. The
 * bookings are refreshed once the dialog has closed (its quote query must not refetch a cancelled booking).
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return {
    ...useMutation({
      mutationFn: (bookingId: string) =>
        api.post(`bookings/${bookingId}/status`, { json: { status: 'cancelled' } }).json<BookingView>(),
    }),
    refresh: () => invalidateBookings(queryClient),
  };
}
