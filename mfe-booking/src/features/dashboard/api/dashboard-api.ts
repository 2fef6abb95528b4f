import { apiQuery, apiRequest } from '@ladrive/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateBookings } from '../../../lib/bookings';

/** GET /api/bookings/renter/:userId: the signed-in renter's bookings, newest first. */
export function useRenterBookings(userId: string) {
  return useQuery(apiQuery('GET /api/bookings/renter/:userId', { userId }));
}

/** GET /api/bookings/:id/cancellation, asked fresh every time the dialog opens. */
export function useCancellationQuote(bookingId: string | null) {
  return useQuery({
    ...apiQuery('GET /api/bookings/:id/cancellation', { id: bookingId ?? '' }),
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
        apiRequest('POST /api/bookings/:id/status', {
          params: { id: bookingId },
          json: { status: 'cancelled' },
        }).json(),
    }),
    refresh: () => invalidateBookings(queryClient),
  };
}
