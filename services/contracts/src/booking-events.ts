/**
 * A booking's history (as Sharetribe's transaction process keeps it): one event per status change, written in
 * the same transaction as the change. GET /api/bookings/:id/events returns them, oldest first, to whoever may
 * read the booking (`canReadBooking`).
 */
import type { BookingActor } from './booking-lifecycle.ts';
import type { BookingStatus } from './enums.ts';

/** Who made a change: a party of the booking, or the platform itself (no user). */
export const BOOKING_EVENT_ROLES = ['renter', 'host', 'admin', 'system'] as const;
export type BookingEventRole = (typeof BOOKING_EVENT_ROLES)[number];

/** The role an event records for a lifecycle rule's actor: the payment is the renter's act. */
export function eventRoleOf(actor: BookingActor): BookingEventRole {
  return actor === 'payment' ? 'renter' : actor;
}

export interface BookingEventView {
  id: string;
  /** null for the creation of the booking. */
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  actorRole: BookingEventRole;
  /** The user who made the change; null for the system (or a deleted account). */
  actor: { id: string; fullName: string } | null;
  /** ISO 8601. */
  createdAt: string;
}
