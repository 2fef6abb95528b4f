/**
 * Checkout holds (contracts booking-rules): an unpaid booking holds its dates for CHECKOUT_HOLD_MINUTES (policy.ts)
 * from its creation, stored as `hold_expires_at` (the one fact every check below reads). Reads honour
 * the expiry at once through `holdsItsDates` (the cars module's car-availability.ts); the sweep (and every new booking of the car) then records the
 * release as a cancellation by the platform, so the EXCLUDE constraint frees the dates too.
 */
import { BOOKING_RULE_MESSAGES, eventRoleOf } from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError } from '../../http/errors.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { Booking } from './booking.entity.ts';
import { queueHoldExpiredEmail } from './booking-emails.ts';
import { moveTo } from './booking-history.ts';

export const holdExpired = () => new ApiError(409, BOOKING_RULE_MESSAGES.holdExpired);
export const tooManyHolds = () => new ApiError(409, BOOKING_RULE_MESSAGES.tooManyHolds);

/**
 * Cancels expired holds inside the caller's transaction, recorded as the platform's act, and queues each renter's
 * reminder in it.
 */
export async function releaseHolds(tx: EntityManager, outbox: Outbox, bookings: readonly Booking[]): Promise<void> {
  for (const booking of bookings) {
    moveTo(tx, booking, 'cancelled', { user: null, role: eventRoleOf('system') });
    booking.refundAmount = '0.00';
  }
  await tx.flush();
  for (const booking of bookings) await queueHoldExpiredEmail(tx, outbox, booking.id);
}

export interface ExpiredHoldFilter {
  /** Only this car's holds over these dates (a renter asking for them). */
  carId: string;
  startDate: string;
  endDate: string;
}

/**
 * Releases unpaid bookings whose hold has expired, inside the caller's transaction. Rows another replica is
 * releasing are skipped (SKIP LOCKED), so sweeps never wait on each other.
 */
export async function releaseExpiredHolds(
  tx: EntityManager,
  outbox: Outbox,
  now: Date,
  filter?: ExpiredHoldFilter,
): Promise<number> {
  const ids = await kyselyOf(tx)
    .selectFrom('booking as b')
    .select('b.id')
    .where('b.status', '=', 'pending')
    .where('b.hold_expires_at', '<=', now)
    .$if(filter !== undefined, (query) =>
      query
        .where('b.car_id', '=', filter!.carId)
        .where(
          sql<boolean>`daterange(b.start_date, b.end_date, '[)') && daterange(${filter!.startDate}::date, ${filter!.endDate}::date, '[)')`,
        ),
    )
    .orderBy('b.hold_expires_at')
    .limit(500)
    .execute();
  if (ids.length === 0) return 0;
  const bookings = await tx.find(
    Booking,
    { id: { $in: ids.map((row) => row.id) }, status: 'pending' },
    { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
  );
  await releaseHolds(tx, outbox, bookings);
  return bookings.length;
}

/** How many unpaid holds a renter has running now. */
export async function liveHoldsOf(em: EntityManager, renterId: string, now: Date): Promise<number> {
  const row = await kyselyOf(em)
    .selectFrom('booking as b')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('b.renter_id', '=', renterId)
    .where('b.status', '=', 'pending')
    .where('b.hold_expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Releases expired holds every minute, on one replica (the job queue's). */
export function holdSweepJob(em: EntityManager, outbox: Outbox, logger: Logger): ScheduledJob {
  return {
    name: 'bookings.release-expired-holds',
    cron: '* * * * *',
    async run(now) {
      const released = await em.fork().transactional((tx) => releaseExpiredHolds(tx, outbox, now));
      if (released) logger.info('released expired checkout holds', { released });
    },
  };
}
