import type { BookingView } from '@ladrive/contracts';
import { api } from '@ladrive/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingKey, invalidateBookings } from '../../../lib/bookings';

export interface PaymentBody {
  /** Digits only. */
  cardNumber: string;
  /** MM/YY. */
  expiryDate: string;
  cvv: string;
  cardholderName: string;
}

/** GET /api/bookings/:id (only for a well-formed id). */
export function useBooking(id: string | null) {
  return useQuery<BookingView>({ queryKey: bookingKey(id ?? ''), enabled: Boolean(id) });
}

/** POST /api/bookings/:id/payment → the confirmed booking; 402 when the card is declined. */
export function usePayBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentBody) => api.post(`bookings/${bookingId}/payment`, { json: body }).json<BookingView>(),
    // Not awaited: the page shows its own success state while the lists refresh in the background.
    onSuccess: () => {
      void invalidateBookings(queryClient);
    },
  });
}
