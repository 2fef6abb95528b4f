/**
 * Reviews both ways (decision 0037; the rules are contracts' booking-reviews.ts): a trip's reviews as its reader may
 * see them, writing one (which publishes both sides when it is the second), a host's answer, and the publication of
 * what was written once a window has closed (a job on the queue). Publishing refreshes the ratings in the same
 * transaction (review-ratings.ts).
 */
import {
  type BookingReview,
  type BookingReviews,
  canReadBooking,
  canWriteReview,
  completedBeforeWindowClosed,
  type PolicyActor,
  REVIEW_MESSAGES,
  type ReviewAnswer,
  type ReviewAuthorRole,
  type ReviewInsert,
  reviewAuthorRoleOf,
  reviewVisibleTo,
  reviewWindowCheck,
  reviewWindowClosesAt,
} from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { Booking, findTripBooking, type TripBooking } from '../bookings/index.ts';
import { Car } from '../cars/index.ts';
import { User } from '../users/index.ts';
import { Review } from './review.entity.ts';
import { refreshRatings } from './review-ratings.ts';
import { reviewsWithAuthors, toBookingReview } from './reviews.service.ts';

/** What the review rules need of a booking: its parties, its car, its status and when it was completed. */
/** A booking the user may read the reviews of (its parties, an admin), or 404 / 403. */
export async function authorizeReviewRead(em: EntityManager, user: PolicyActor, id: string) {
  const booking = await findTripBooking(em, id);
  const decision = canReadBooking(user, booking);
  if (!decision.ok) throw forbidden(decision.message);
  return booking;
}

/** A booking the user may review (its renter or its host), with their side, or 404 / 403. */
export async function authorizeReviewWrite(em: EntityManager, user: PolicyActor, id: string) {
  const booking = await findTripBooking(em, id);
  const decision = canWriteReview(user, booking);
  if (!decision.ok) throw forbidden(decision.message);
  return { booking, role: decision.role };
}

/** GET /api/bookings/:id/reviews: double-blind, so the other side's review shows only once published. */
export async function bookingReviews(
  em: EntityManager,
  reader: PolicyActor,
  booking: TripBooking,
  now: Date,
): Promise<BookingReviews> {
  const rows = await reviewsWithAuthors(em)
    .where('r.booking_id', '=', booking.id)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  const role = reviewAuthorRoleOf(reader, booking);
  const reviews = rows.map(toBookingReview);
  return {
    canReview:
      role !== null && reviewWindowCheck(booking, now).ok && !reviews.some((review) => review.authorRole === role),
    closesAt: booking.completedAt ? reviewWindowClosesAt(booking.completedAt).toISOString() : null,
    reviews: reviews.filter((review) => reviewVisibleTo(review, { isAdmin: reader.isAdmin, role })),
  };
}

async function findBookingReview(em: EntityManager, id: string): Promise<BookingReview> {
  return toBookingReview(await reviewsWithAuthors(em).where('r.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * Makes these reviews readable by both sides and everyone, and refreshes what they rate (the car, for a renter's
 * review; the reviewee), inside the caller's transaction.
 */
async function publish(tx: EntityManager, reviews: readonly Review[], now: Date): Promise<void> {
  if (reviews.length === 0) return;
  for (const review of reviews) review.publishedAt = now;
  await tx.flush();
  const distinct = (ids: string[]) => [...new Set(ids)];
  await refreshRatings(tx, {
    carIds: distinct(reviews.filter((review) => review.authorRole === 'renter').map((review) => review.car.id)),
    userIds: distinct(reviews.map((review) => review.reviewee.id)),
  });
}

/**
 * POST /api/bookings/:id/reviews. Under the booking's lock, so of two sides writing at once the second sees the
 * first: it then publishes both.
 */
export async function writeReview(
  em: EntityManager,
  author: PolicyActor,
  { booking: { id }, role }: { booking: TripBooking; role: ReviewAuthorRole },
  input: ReviewInsert,
  now: Date,
): Promise<BookingReview> {
  const reviewId = await em.transactional(async (tx) => {
    const booking = await findTripBooking(tx, id, true);
    const window = reviewWindowCheck(booking, now);
    if (!window.ok) throw new ApiError(409, window.message);
    const written = await tx.find(Review, { booking: id });
    if (written.some((review) => review.authorRole === role)) throw new ApiError(409, REVIEW_MESSAGES.alreadyReviewed);
    const review = tx.create(Review, {
      booking: tx.getReference(Booking, id),
      car: tx.getReference(Car, booking.carId),
      reviewer: tx.getReference(User, author.id),
      reviewee: tx.getReference(User, role === 'renter' ? booking.hostId : booking.renterId),
      authorRole: role,
      rating: input.rating,
      comment: input.comment,
    });
    await tx.flush();
    // the other side has written: both publish now
    if (written.length > 0) await publish(tx, [review, ...written], now);
    return review.id;
  });
  return findBookingReview(em, reviewId);
}

/** A published renter review the user may answer (they host its car), or 404 / 403 / 409; returns its id. */
export async function authorizeAnswer(em: EntityManager, user: PolicyActor, id: string): Promise<string> {
  const review = await kyselyOf(em)
    .selectFrom('review as r')
    .innerJoin('booking as b', 'b.id', 'r.booking_id')
    .select(['r.author_role', 'r.published_at', 'b.host_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  // an unpublished review is hidden from all but its author, who has nothing to answer
  if (!review || review.published_at === null) throw notFound(REVIEW_MESSAGES.notFound);
  if (review.host_id !== user.id) throw forbidden(REVIEW_MESSAGES.answerHostOnly);
  if (review.author_role !== 'renter') throw new ApiError(409, REVIEW_MESSAGES.answerCarReviewsOnly);
  return id;
}

/** POST /api/reviews/:id/answer: the answer is written once; of two at once, one finds the other there. */
export async function answerReview(
  em: EntityManager,
  id: string,
  input: ReviewAnswer,
  now: Date,
): Promise<BookingReview> {
  const answered = await em.nativeUpdate(
    Review,
    { id, answer: null },
    { answer: input.answer, answeredAt: now, updatedAt: now },
  );
  if (answered === 0) throw new ApiError(409, REVIEW_MESSAGES.alreadyAnswered);
  return findBookingReview(em, id);
}

/**
 * Publishes the reviews whose window has closed (the other side never wrote), inside the caller's transaction. Rows
 * another replica is publishing are skipped (SKIP LOCKED).
 */
export async function publishClosedReviews(tx: EntityManager, now: Date): Promise<number> {
  const due = await kyselyOf(tx)
    .selectFrom('review as r')
    .innerJoin('booking_event as e', (join) =>
      join.onRef('e.booking_id', '=', 'r.booking_id').on('e.to_status', '=', 'completed'),
    )
    .select('r.id')
    .where('r.published_at', 'is', null)
    .where('e.created_at', '<=', completedBeforeWindowClosed(now))
    .orderBy('e.created_at')
    .limit(500)
    .execute();
  if (due.length === 0) return 0;
  const reviews = await tx.find(
    Review,
    { id: { $in: due.map((row) => row.id) }, publishedAt: null },
    { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
  );
  await publish(tx, reviews, now);
  return reviews.length;
}

/** Publishes the reviews of closed windows every 15 minutes, on one replica (the job queue's). */
export function reviewPublicationJob(em: EntityManager, logger: Logger): ScheduledJob {
  return {
    name: 'reviews.publish-closed-windows',
    cron: '*/15 * * * *',
    async run(now) {
      const published = await em.fork().transactional((tx) => publishClosedReviews(tx, now));
      if (published) logger.info('published reviews whose window closed', { published });
    },
  };
}
