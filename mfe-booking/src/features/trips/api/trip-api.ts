import { apiQuery } from '@ladrive/platform';
import { useQuery } from '@ladrive/server-state';

/** GET /api/bookings/:id: the trip as stored (its renter, its host or an admin may read it). */
export function useTrip(id: string) {
  return useQuery({ ...apiQuery('GET /api/bookings/:id', { id }), retry: false });
}

/** GET /api/bookings/:id/events: its status changes, oldest first. */
export function useTripEvents(id: string) {
  return useQuery(apiQuery('GET /api/bookings/:id/events', { id }));
}

/** GET /api/cars/:id: the car's host (name, profile) for the trip page; asked once the trip is known. */
export function useTripCar(carId: string | undefined) {
  return useQuery({ ...apiQuery('GET /api/cars/:id', { id: carId ?? '' }), enabled: Boolean(carId) });
}
