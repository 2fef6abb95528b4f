/**
 * A booking's history is written with every change of its status: one `BookingEvent` per transition, in the
 * caller's transaction, so no status change goes unrecorded (the service's and the hold sweep's alike).
 */
import { BOOKING_NOT_FOUND, type BookingEventRole, type BookingParties, type BookingStatus } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { notFound } from '../../http/errors.ts';
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

/** A booking after its trip, as the modules that follow a trip read it (its records, its reviews). */
export interface TripBooking extends BookingParties {
  id: string;
  carId: string;
  startDate: string;
  status: BookingStatus;
  /** When its history first says completed (null until then): the review window and the records' grace count from it. */
  completedAt: Date | null;
}

/** The booking, locked for the rest of the transaction when `lock` (so its two sides write one after the other). */
export async function findTripBooking(em: EntityManager, id: string, lock = false): Promise<TripBooking> {
  const row = await kyselyOf(em)
    .selectFrom('booking as b')
    .select((eb) => [
      'b.id',
      'b.renter_id',
      'b.host_id',
      'b.car_id',
      sql<string>`to_char(b.start_date, 'YYYY-MM-DD')`.as('start_date'),
      'b.status',
      eb
        .selectFrom('booking_event as e')
        .select((inner) => inner.fn.min('e.created_at').as('at'))
        .whereRef('e.booking_id', '=', 'b.id')
        .where('e.to_status', '=', 'completed')
        .as('completed_at'),
    ])
    .where('b.id', '=', id)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return {
    id: row.id,
    renterId: row.renter_id,
    hostId: row.host_id,
    carId: row.car_id,
    startDate: row.start_date,
    status: row.status,
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
  };
}
