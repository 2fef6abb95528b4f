import type { BookingView, Car, HostDashboard } from '@ladrive/contracts';
import { api } from '@ladrive/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hostCarsKey, hostDashboardKey, invalidateHostData } from '../../../lib/cars';

/** Every bookings read starts with this key (the renter's remote uses the same prefix). */
const BOOKINGS_KEY = ['api', 'bookings'] as const;

/** GET /api/host/:hostId/dashboard: the figures, the earnings and the five most recent bookings. */
export function useHostDashboard(hostId: string) {
  return useQuery<HostDashboard>({ queryKey: hostDashboardKey(hostId), enabled: hostId !== '' });
}

/** GET /api/bookings/host/:hostId: every booking of the host's cars. */
export function useHostBookings(hostId: string) {
  return useQuery<BookingView[]>({ queryKey: [...BOOKINGS_KEY, 'host', hostId], enabled: hostId !== '' });
}

/** GET /api/cars/host/:hostId: the host's cars, paused ones included. */
export function useHostCars(hostId: string) {
  return useQuery<Car[]>({ queryKey: hostCarsKey(hostId), enabled: hostId !== '' });
}

/** After a booking changes: its lists and every dashboard figure. */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }), invalidateHostData(queryClient)]);
}

/** POST /api/bookings/:id/status { status: 'completed' }. */
export function useCompleteBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (bookingId: string) =>
      api.post(`bookings/${bookingId}/status`, { json: { status: 'completed' } }).json<BookingView>(),
    onSuccess: refresh,
  });
}
