/**
 * A booking's history (as Sharetribe's transaction process keeps it): one event per status change, written in
 * the same transaction as the change. GET /api/bookings/:id/events returns them (`BookingEventView`, models.ts),
 * oldest first, to whoever may read the booking (`canReadBooking`).
 */

import type { BookingActor } from './booking-lifecycle.ts';

/** Who made a change: a party of the booking, or the platform itself (no user). */
export const BOOKING_EVENT_ROLES = ['renter', 'host', 'admin', 'system'] as const;
export type BookingEventRole = (typeof BOOKING_EVENT_ROLES)[number];

/** The role an event records for a lifecycle rule's actor: the payment is the renter's act. */
export function eventRoleOf(actor: BookingActor): BookingEventRole {
  return actor === 'payment' ? 'renter' : actor;
}
