import { apiQuery, apiRequest } from '@ladrive/platform';
import { useMutation, useQuery, useQueryClient } from '@ladrive/server-state';
import { invalidateBookings } from '../../../lib/bookings';
import type { BookingPayload } from '../lib/booking-form';

/** GET /api/cars/:id (same query as the car page). */
export function useCar(id: string) {
  return useQuery(apiQuery('GET /api/cars/:id', { id }));
}

/** GET /api/cars/:id/availability: the days booked and blocked, and the host's trip rules (as the car page reads them). */
export function useCarAvailability(id: string) {
  return useQuery(apiQuery('GET /api/cars/:id/availability', { id }));
}

/** GET /api/users/identity: the identity verified by an earlier booking, to prefill this one. */
export function useVerifiedIdentity() {
  return useQuery({ ...apiQuery('GET /api/users/identity'), staleTime: 0 });
}

/** POST /api/bookings → the new booking; every bookings query is refreshed. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BookingPayload) => apiRequest('POST /api/bookings', { json: payload }).json(),
    onSuccess: () => invalidateBookings(queryClient),
  });
}
