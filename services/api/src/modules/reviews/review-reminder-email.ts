/**
 * The reminder to review a trip (decision 0037): completing a trip queues it (bookings' queueCompletionEmails) for
 * REVIEW_REMINDER_DAYS_BEFORE_CLOSE days before its review window closes, by the job queue's clock. When it runs it
 * emails only the sides that have not reviewed yet, and nothing once the trip can no longer be reviewed.
 */
import { REVIEW_AUTHOR_ROLES, reviewWindowCheck, reviewWindowClosesAt } from '@ladrive/contracts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { kyselyOf } from '../../db/kysely.ts';
import type { QueuedJob } from '../../jobs/job-queue.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { findTripBooking, queueReviewEmails, REVIEW_REMINDER_JOB, type ReviewReminder } from '../bookings/index.ts';

export function reviewReminderEmailJob(deps: { orm: MikroORM; outbox: Outbox }): QueuedJob<ReviewReminder> {
  const { orm, outbox } = deps;
  return {
    name: REVIEW_REMINDER_JOB,
    run: ({ bookingId }, now) =>
      orm.em.fork().transactional(async (tx) => {
        const booking = await findTripBooking(tx, bookingId);
        if (!reviewWindowCheck(booking, now).ok || !booking.completedAt) return;
        const written = await kyselyOf(tx)
          .selectFrom('review')
          .select('author_role')
          .where('booking_id', '=', bookingId)
          .execute();
        const missing = REVIEW_AUTHOR_ROLES.filter((role) => !written.some((row) => row.author_role === role));
        if (missing.length === 0) return;
        await queueReviewEmails(tx, outbox, bookingId, missing, {
          reminder: true,
          closesAt: reviewWindowClosesAt(booking.completedAt),
        });
      }),
  };
}
