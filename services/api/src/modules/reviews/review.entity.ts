import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { timestampColumns, uuidPrimaryKey } from '../../db/columns.ts';
import { Booking } from '../bookings/index.ts';
import { Car } from '../cars/index.ts';
import { User } from '../users/index.ts';

/** Spec section 3 Review: one per booking and reviewer, rating 1–5. */
export const Review = defineEntity({
  name: 'Review',
  tableName: 'review',
  indexes: [
    { name: 'review_car_id_index', properties: ['car'] },
    { name: 'review_reviewer_id_index', properties: ['reviewer'] },
    { name: 'review_reviewee_id_index', properties: ['reviewee'] },
  ],
  uniques: [{ name: 'review_booking_id_reviewer_id_unique', properties: ['booking', 'reviewer'] }],
  checks: [{ name: 'review_rating_check', expression: 'rating >= 1 and rating <= 5' }],
  properties: {
    id: uuidPrimaryKey(),
    booking: () => p.manyToOne(Booking).ref(),
    car: () => p.manyToOne(Car).ref(),
    reviewer: () => p.manyToOne(User).ref(),
    reviewee: () => p.manyToOne(User).ref(),
    rating: p.integer(),
    comment: p.text().nullable(),
    ...timestampColumns(),
  },
});
export type Review = InferEntity<typeof Review>;
