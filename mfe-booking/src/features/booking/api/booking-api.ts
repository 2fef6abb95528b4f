import type { BookingView, CarDetail } from '@ladrive/contracts';
import { api } from '@ladrive/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateBookings } from '../../../lib/bookings';
import type { BookingPayload } from '../lib/booking-form';

/** GET /api/cars/:id through the default GET-by-key query function (same key as the car page). */
export function useCar(id: string) {
  return useQuery<CarDetail>({ queryKey: ['api', 'cars', id] });
}

/** POST /api/bookings → the new booking; every bookings query is refreshed. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BookingPayload) => api.post('bookings', { json: payload }).json<BookingView>(),
    onSuccess: () => invalidateBookings(queryClient),
  });
}
