/**
 * Reviews both ways (decision 0037): after a completed trip the renter reviews the car and its host, and the host
 * reviews the renter, each once, within REVIEW_WINDOW_DAYS of the completion. Reviews are double-blind: each stays
 * hidden from the other side until both have written (both publish together) or the window closes (the reviews
 * module's job publishes what was written). A host may answer a published review of their car once.
 * The API calls these rules and nothing else decides them; the screens use the same ones. The request bodies are
 * review-fields.ts's.
 */
import type { BookingParties } from './booking-policy.ts';
import type { BookingStatus } from './enums.ts';
import { message } from './i18n/messages.ts';
import { REVIEW_REMINDER_DAYS_BEFORE_CLOSE, REVIEW_WINDOW_DAYS } from './policy.ts';
import type { PolicyActor, PolicyRefusal } from './user-policy.ts';

/** The star values of a review, best first (the order the car page's breakdown lists them in). */
export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;

/** Who wrote a review: the renter (of the car and its host) or the host (of the renter). */
export const REVIEW_AUTHOR_ROLES = ['renter', 'host'] as const;
export type ReviewAuthorRole = (typeof REVIEW_AUTHOR_ROLES)[number];

export const REVIEW_MESSAGES = {
  partiesOnly: message('reviews.partiesOnly'),
  notCompleted: message('reviews.notCompleted'),
  windowClosed: message('reviews.windowClosed', { days: REVIEW_WINDOW_DAYS }),
  alreadyReviewed: message('reviews.alreadyReviewed'),
  notFound: message('reviews.notFound'),
  answerHostOnly: message('reviews.answerHostOnly'),
  answerCarReviewsOnly: message('reviews.answerCarReviewsOnly'),
  alreadyAnswered: message('reviews.alreadyAnswered'),
};

/** The side a user reviews a booking from: its renter or its host (an admin who is neither has none). */
export function reviewAuthorRoleOf(actor: PolicyActor, booking: BookingParties): ReviewAuthorRole | null {
  if (actor.id === booking.renterId) return 'renter';
  if (actor.id === booking.hostId) return 'host';
  return null;
}

/** Writing a review of a booking: its renter and its host only (403 for anyone else). */
export function canWriteReview(
  actor: PolicyActor,
  booking: BookingParties,
): { ok: true; role: ReviewAuthorRole } | PolicyRefusal {
  const role = reviewAuthorRoleOf(actor, booking);
  return role ? { ok: true, role } : { ok: false, reason: 'forbidden', message: REVIEW_MESSAGES.partiesOnly };
}

const DAY_MS = 86_400_000;

/** When the review window of a trip completed at `completedAt` closes. */
export const reviewWindowClosesAt = (completedAt: Date): Date =>
  new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/** When the sides of a trip completed at `completedAt` that have not reviewed it yet are reminded to. */
export const reviewReminderAt = (completedAt: Date): Date =>
  new Date(reviewWindowClosesAt(completedAt).getTime() - REVIEW_REMINDER_DAYS_BEFORE_CLOSE * DAY_MS);

/**
 * Reviews of trips completed at or before this instant are past their window at `now`: what the publication job
 * selects by.
 */
export const completedBeforeWindowClosed = (now: Date): Date => new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);

/** Whether a trip may be reviewed at `now` (its completion time is null until it is completed); 409 when not. */
export function reviewWindowCheck(
  booking: { status: BookingStatus; completedAt: Date | null },
  now: Date,
): { ok: true } | { ok: false; reason: 'conflict'; message: string } {
  if (booking.status !== 'completed' || !booking.completedAt) {
    return { ok: false, reason: 'conflict', message: REVIEW_MESSAGES.notCompleted };
  }
  return now.getTime() < reviewWindowClosesAt(booking.completedAt).getTime()
    ? { ok: true }
    : { ok: false, reason: 'conflict', message: REVIEW_MESSAGES.windowClosed };
}

/**
 * Double-blind: a review is seen by its author, by everyone once published, and by admins always (a reader of the
 * booking who is its renter or host sees the other side's review only once it is published).
 */
export function reviewVisibleTo(
  review: { authorRole: ReviewAuthorRole; publishedAt: string | Date | null },
  reader: { isAdmin: boolean; role: ReviewAuthorRole | null },
): boolean {
  return reader.isAdmin || review.publishedAt !== null || review.authorRole === reader.role;
}
