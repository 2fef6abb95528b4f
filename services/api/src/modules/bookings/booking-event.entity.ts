import { BOOKING_EVENT_ROLES, BOOKING_STATUSES } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../../db/columns.ts';
import { User } from '../users/index.ts';
import { Booking } from './booking.entity.ts';

/**
 * One status change of a booking (its history): written in the transaction that makes the change, never
 * updated. `fromStatus` is null for the creation; `actor` is null for the system.
 */
export const BookingEvent = defineEntity({
  name: 'BookingEvent',
  tableName: 'booking_event',
  indexes: [
    { name: 'booking_event_booking_id_index', properties: ['booking'] },
    { name: 'booking_event_actor_id_index', properties: ['actor'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    booking: () => p.manyToOne(Booking).ref().deleteRule('cascade'),
    fromStatus: p.enum(BOOKING_STATUSES).nullable(),
    toStatus: p.enum(BOOKING_STATUSES),
    actor: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    actorRole: p.enum(BOOKING_EVENT_ROLES),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type BookingEvent = InferEntity<typeof BookingEvent>;
