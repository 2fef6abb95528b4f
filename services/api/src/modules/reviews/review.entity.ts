import { REVIEW_AUTHOR_ROLES } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { timestampColumns, uuidPrimaryKey } from '../../db/columns.ts';
import { Booking } from '../bookings/index.ts';
import { Car } from '../cars/index.ts';
import { User } from '../users/index.ts';

/**
 * Spec section 3 Review, both ways (decision 0037): one per booking and side — the renter's of the car and its host,
 * the host's of the renter (the car is the booking's either way) — rating 1–5. Hidden from the other side until
 * `publishedAt`; only published renter reviews count for the car, and published reviews of a user for that user
 * (review-ratings.ts). The car's host may answer a published renter review once.
 */
export const Review = defineEntity({
  name: 'Review',
  tableName: 'review',
  indexes: [
    { name: 'review_car_id_index', properties: ['car'] },
    { name: 'review_reviewer_id_index', properties: ['reviewer'] },
    { name: 'review_reviewee_id_index', properties: ['reviewee'] },
    // the publication job: the reviews still hidden, by booking (few: at most a window's worth)
    {
      name: 'review_unpublished_index',
      expression: `create index "review_unpublished_index" on "review" ("booking_id") where "published_at" is null`,
    },
  ],
  // one review per side: the reviewer of a side is always the same person (the booking's renter or host)
  uniques: [{ name: 'review_booking_id_reviewer_id_unique', properties: ['booking', 'reviewer'] }],
  checks: [
    { name: 'review_rating_check', expression: 'rating >= 1 and rating <= 5' },
    { name: 'review_answer_check', expression: '(answer is null) = (answered_at is null)' },
    {
      name: 'review_answer_published_check',
      expression: "answer is null or (published_at is not null and author_role = 'renter')",
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    booking: () => p.manyToOne(Booking).ref(),
    car: () => p.manyToOne(Car).ref(),
    reviewer: () => p.manyToOne(User).ref(),
    reviewee: () => p.manyToOne(User).ref(),
    authorRole: p.enum(REVIEW_AUTHOR_ROLES),
    rating: p.integer(),
    comment: p.text().nullable(),
    /** When both sides could read it: when the second side wrote, or when the window closed. */
    publishedAt: p.datetime().nullable(),
    answer: p.text().nullable(),
    answeredAt: p.datetime().nullable(),
    ...timestampColumns(),
  },
});
export type Review = InferEntity<typeof Review>;
