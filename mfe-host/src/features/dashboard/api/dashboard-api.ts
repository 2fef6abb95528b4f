import { apiQuery, apiRequest } from '@ladrive/platform';
import { useMutation, useQuery, useQueryClient } from '@ladrive/server-state';
import { invalidateHostData } from '../../../lib/cars';
import type { HostAction } from '../lib/host-actions';

/** GET /api/host/:hostId/dashboard: the figures, the earnings and the five most recent bookings. */
export function useHostDashboard(hostId: string) {
  return useQuery({ ...apiQuery('GET /api/host/:hostId/dashboard', { hostId }), enabled: hostId !== '' });
}

/** GET /api/bookings/host/:userId: every booking of the host's cars. */
export function useHostBookings(hostId: string) {
  return useQuery({ ...apiQuery('GET /api/bookings/host/:userId', { userId: hostId }), enabled: hostId !== '' });
}

/** GET /api/cars/host/:hostId: the host's cars, paused ones included. */
export function useHostCars(hostId: string) {
  return useQuery({ ...apiQuery('GET /api/cars/host/:hostId', { hostId }), enabled: hostId !== '' });
}

/** After a booking changes: its lists and every dashboard figure. */
export function useRefreshHostData() {
  const queryClient = useQueryClient();
  return () => invalidateHostData(queryClient);
}

/** GET /api/bookings/:id: one booking as its host sees it (the host's payout, never the renter's private data). */
export function useHostBooking(id: string) {
  return useQuery({ ...apiQuery('GET /api/bookings/:id', { id }), retry: false });
}

/** GET /api/bookings/:id/events: the booking's status changes, oldest first. */
export function useBookingEvents(id: string) {
  return useQuery(apiQuery('GET /api/bookings/:id/events', { id }));
}

/**
 * POST /api/bookings/:id/status: the host's move through the lifecycle — accept a request, mark a trip completed (any
 * but cancelling, which has its dialog).
 */
export function useChangeBookingStatus() {
  const refresh = useRefreshHostData();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: Exclude<HostAction, 'cancelled'> }) =>
      apiRequest('POST /api/bookings/:id/status', { params: { id }, json: { status } }).json(),
    onSuccess: refresh,
  });
}

/** DELETE /api/cars/:id: removes a listing (refused with the reason while it has trips to come). */
export function useRemoveCar() {
  const refresh = useRefreshHostData();
  return useMutation({
    mutationFn: (carId: string) => apiRequest('DELETE /api/cars/:id', { params: { id: carId } }).json(),
    onSuccess: refresh,
  });
}
