import type { PaymentInput } from '@ladrive/contracts';
import { apiQuery, apiRequest } from '@ladrive/platform';
import { useMutation, useQuery, useQueryClient } from '@ladrive/server-state';
import { invalidateBookings } from '../../../lib/bookings';

/** GET /api/bookings/:id (only for a well-formed id). */
export function useBooking(id: string | null) {
  return useQuery({ ...apiQuery('GET /api/bookings/:id', { id: id ?? '' }), enabled: Boolean(id) });
}

/** POST /api/bookings/:id/payment → the confirmed booking; 402 when the card is declined. */
export function usePayBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: PaymentInput) =>
      apiRequest('POST /api/bookings/:id/payment', { params: { id: bookingId }, json: card }).json(),
    // Not awaited: the page shows its own success state while the lists refresh in the background.
    onSuccess: () => {
      void invalidateBookings(queryClient);
    },
  });
}
