/**
 * A booking's history is written with every change of its status: one `BookingEvent` per transition, in the
 * caller's transaction, so no status change goes unrecorded (the service's and the hold sweep's alike).
 */
import type { BookingEventRole, BookingStatus } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/index.ts';
import type { Booking } from './booking.entity.ts';
import { BookingEvent } from './booking-event.entity.ts';

/** Who made a change: the user (null for the platform itself) and the role they acted in. */
export interface EventActor {
  user: Pick<User, 'id'> | null;
  role: BookingEventRole;
}

export function recordEvent(tx: EntityManager, booking: Booking, from: BookingStatus | null, actor: EventActor): void {
  tx.create(BookingEvent, {
    booking,
    fromStatus: from,
    toStatus: booking.status,
    actor: actor.user ? tx.getReference(User, actor.user.id) : null,
    actorRole: actor.role,
  });
}

/** Moves a booking to `to` inside the caller's transaction, with its event. */
export function moveTo(tx: EntityManager, booking: Booking, to: BookingStatus, actor: EventActor): void {
  const from = booking.status;
  booking.status = to;
  recordEvent(tx, booking, from, actor);
}
