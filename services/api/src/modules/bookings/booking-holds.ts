/**
 * Checkout holds (contracts booking-rules): an unpaid booking holds its dates for CHECKOUT_HOLD_MINUTES (policy.ts)
 * from its creation, stored as `hold_expires_at` (the one fact every check below reads); a paid request to a car
 * that needs its host's approval holds them until the host's response deadline, stored in the same column, so it
 * expires the same way (refunded in full, the renter told it expired). Reads honour
 * the expiry at once through `holdsItsDates` (the cars module's car-availability.ts); the sweep (and every new booking of the car) then records the
 * release as a cancellation by the platform, so the EXCLUDE constraint frees the dates too.
 */
import { BOOKING_RULE_MESSAGES, cancellationQuote } from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError } from '../../http/errors.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Outbox } from '../../mail/outbox.ts';
import type { ExpiredHoldRelease } from '../deps.ts';
import { Booking } from './booking.entity.ts';
import { queueHoldExpiredEmail, queueRequestExpiredEmail } from './booking-emails.ts';
import { moveTo } from './booking-history.ts';

export const holdExpired = () => new ApiError(409, BOOKING_RULE_MESSAGES.holdExpired);
export const tooManyHolds = () => new ApiError(409, BOOKING_RULE_MESSAGES.tooManyHolds);

/**
 * Cancels expired holds (as of `now`) inside the caller's transaction, recorded as the platform's act with the
 * lifecycle's refund (nothing for an unpaid hold, the whole total for a paid request), and queues each renter's
 * email in it: the checkout reminder, or the expired request's refund.
 */
export async function releaseHolds(
  tx: EntityManager,
  outbox: Outbox,
  bookings: readonly Booking[],
  now: Date,
): Promise<void> {
  const paid = new Set<string>();
  for (const booking of bookings) {
    const outcome = cancellationQuote(booking, now, 'system');
    if (!outcome.ok) throw new Error(`booking ${booking.id} was released before its hold expired`);
    if (booking.paymentIntentId) paid.add(booking.id);
    moveTo(tx, booking, 'cancelled', { user: null, role: 'system' });
    booking.refundAmount = outcome.quote.refund;
  }
  await tx.flush();
  for (const { id } of bookings) {
    await (paid.has(id) ? queueRequestExpiredEmail(tx, outbox, id) : queueHoldExpiredEmail(tx, outbox, id));
  }
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
  // checked again under the lock: a request paid since the select (its hold moved to the host's deadline) no
  // longer qualifies and is left alone rather than released (which would throw and roll back the whole batch)
  const bookings = await tx.find(
    Booking,
    { id: { $in: ids.map((row) => row.id) }, status: 'pending', holdExpiresAt: { $lte: now } },
    { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
  );
  await releaseHolds(tx, outbox, bookings, now);
  return bookings.length;
}

/** `releaseExpiredHolds` for the modules the bookings module builds on (AppDeps), its emails queued in `outbox`. */
export function expiredHoldRelease(outbox: Outbox): ExpiredHoldRelease {
  return (tx, now, dates) => releaseExpiredHolds(tx, outbox, now, dates);
}

/** How many unpaid holds a renter has running now (a paid request awaiting its host is not one). */
export async function liveHoldsOf(em: EntityManager, renterId: string, now: Date): Promise<number> {
  const row = await kyselyOf(em)
    .selectFrom('booking as b')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('b.renter_id', '=', renterId)
    .where('b.status', '=', 'pending')
    .where('b.payment_intent_id', 'is', null)
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
      if (released) logger.info('released expired holds', { released });
    },
  };
}
