/**
 * Who may change a car (PATCH /api/cars/:id): its host or an administrator. The API's route asks
 * this one function; screens can use it to decide whether to show 'Editar' and 'Pausar'/'Activar'.
 */
import { actsForUser } from './user-policy.ts';

export interface CarEditor {
  id: string;
  isAdmin: boolean;
}

export const CAR_POLICY_MESSAGES = {
  unauthorized: 'Unauthorized: please log in to edit a car',
  forbidden: 'Only the host of this car or an administrator can change it',
} as const;

export type CarPermission = { ok: true } | { ok: false; status: 401 | 403; message: string };

export function canEditCar(user: CarEditor | null, car: { hostId: string }): CarPermission {
  if (!user) return { ok: false, status: 401, message: CAR_POLICY_MESSAGES.unauthorized };
  if (actsForUser(user, car.hostId)) return { ok: true };
  return { ok: false, status: 403, message: CAR_POLICY_MESSAGES.forbidden };
}
