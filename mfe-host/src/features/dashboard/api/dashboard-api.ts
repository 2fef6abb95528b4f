import { apiQuery, apiRequest } from '@ladrive/platform';
import { useMutation, useQuery, useQueryClient } from '@ladrive/server-state';
import { invalidateHostData } from '../../../lib/cars';

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

/** POST /api/bookings/:id/status with `status`: 'completed' (a finished trip) or 'confirmed' (accept a request). */
function useStatusChange(status: 'completed' | 'confirmed') {
  const refresh = useRefreshHostData();
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiRequest('POST /api/bookings/:id/status', { params: { id: bookingId }, json: { status } }).json(),
    onSuccess: refresh,
  });
}

export const useCompleteBooking = () => useStatusChange('completed');
export const useAcceptBooking = () => useStatusChange('confirmed');
