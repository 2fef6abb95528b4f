/**
 * Who may change a car (PATCH /api/cars/:id): its host or an administrator. The API's route asks
 * this one function; screens can use it to decide whether to show 'Editar' and 'Pausar'/'Activar'.
 */

import { message } from './i18n/messages.ts';
import { actsForUser } from './user-policy.ts';

export interface CarEditor {
  id: string;
  isAdmin: boolean;
}

export const CAR_POLICY_MESSAGES = {
  unauthorized: message('carPolicy.unauthorized'),
  forbidden: message('carPolicy.forbidden'),
  /** DELETE /api/cars/:id's 409, and why the Cars tab's 'Eliminar' is disabled. */
  hasUpcomingTrips: message('carPolicy.hasUpcomingTrips'),
};

/**
 * Whether a booking keeps its car from being removed: a trip still to happen or under way (confirmed, not yet
 * completed) or a pending booking still holding its dates (the checkout hold, or a request awaiting the host).
 * The API asks it of the car's bookings under a lock; the Cars tab asks it to disable 'Eliminar'.
 */
export function keepsCarListed(booking: { status: string; holdExpiresAt: string | Date }, now: Date): boolean {
  if (booking.status === 'confirmed') return true;
  return booking.status === 'pending' && new Date(booking.holdExpiresAt).getTime() > now.getTime();
}

export type CarPermission = { ok: true } | { ok: false; status: 401 | 403; message: string };

export function canEditCar(user: CarEditor | null, car: { hostId: string }): CarPermission {
  if (!user) return { ok: false, status: 401, message: CAR_POLICY_MESSAGES.unauthorized };
  if (actsForUser(user, car.hostId)) return { ok: true };
  return { ok: false, status: 403, message: CAR_POLICY_MESSAGES.forbidden };
}
