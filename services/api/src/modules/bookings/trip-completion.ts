/**
 * Trips end by themselves (decision 0037): a confirmed trip nobody marked completed is completed by the platform
 * TRIP_AUTO_COMPLETE_HOURS after its return time (contracts' lifecycle table, actor `system`), recorded in its
 * history as the platform's act; the car's trip count follows (the `car_trip_count_rollup` trigger), and both sides
 * are asked for their review.
 */
import { checkTransition, eventRoleOf, lastEndDateDueForCompletion } from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../../db/kysely.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { Booking } from './booking.entity.ts';
import { type CompletionMail, queueCompletionEmails } from './booking-emails.ts';
import { moveTo } from './booking-history.ts';

/**
 * Completes the confirmed trips due at `now`, inside the caller's transaction, a batch at a time. Rows being changed
 * elsewhere (a host completing or an admin cancelling one) are skipped (SKIP LOCKED) and seen again next time.
 */
export async function completeReturnedTrips(tx: EntityManager, mail: CompletionMail, now: Date): Promise<number> {
  const due = await kyselyOf(tx)
    .selectFrom('booking')
    .select('id')
    .where('status', '=', 'confirmed')
    .where('end_date', '<=', lastEndDateDueForCompletion(now))
    .orderBy('end_date')
    .limit(500)
    .execute();
  if (due.length === 0) return 0;
  const bookings = await tx.find(
    Booking,
    { id: { $in: due.map((row) => row.id) }, status: 'confirmed' },
    { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
  );
  const completed: string[] = [];
  for (const booking of bookings) {
    const check = checkTransition(booking, 'completed', 'system', now);
    if (!check.ok) continue;
    moveTo(tx, booking, 'completed', { user: null, role: eventRoleOf(check.rule.actor) });
    completed.push(booking.id);
  }
  await tx.flush();
  for (const id of completed) await queueCompletionEmails(tx, mail, id, now);
  return completed.length;
}

/** Completes returned trips every 15 minutes, on one replica (the job queue's). */
export function tripCompletionJob(em: EntityManager, mail: CompletionMail, logger: Logger): ScheduledJob {
  return {
    name: 'bookings.complete-returned-trips',
    cron: '*/15 * * * *',
    async run(now) {
      const completed = await em.fork().transactional((tx) => completeReturnedTrips(tx, mail, now));
      if (completed) logger.info('completed returned trips', { completed });
    },
  };
}
