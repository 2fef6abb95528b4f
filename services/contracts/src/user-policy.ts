/**
 * The one rule for a user's own resources (their bookings lists, the unavailable cars in their host
 * list): the user themself or an administrator. Resource policies (`booking-policy.ts`) build on it.
 */

/** The signed-in user as the policies see them. */
export interface PolicyActor {
  id: string;
  isAdmin: boolean;
}

/** A refused permission: the API answers 403 with the message. */
export interface PolicyRefusal {
  ok: false;
  reason: 'forbidden';
  message: string;
}

/** True when `actor` is the user `userId` (ids compare case-insensitively, as uuids do) or an admin. */
export function actsForUser(actor: PolicyActor, userId: string): boolean {
  return actor.isAdmin || actor.id.toLowerCase() === userId.toLowerCase();
}
