import type { Review } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isoTimestamp, kyselyOf } from '../../db/kysely.ts';
import { fullNameOf } from '../users/display-name.ts';

/** Most reviews GET /api/cars/:id/reviews returns (the car page shows the first 2). */
export const CAR_REVIEWS_LIMIT = 50;

/** A car's reviews, newest first, each with the reviewer's display name ('Usuario' when nameless) and avatar. */
export async function carReviews(em: EntityManager, carId: string, limit = CAR_REVIEWS_LIMIT): Promise<Review[]> {
  const rows = await kyselyOf(em)
    .selectFrom('review as r')
    .innerJoin('user as u', 'u.id', 'r.reviewer_id')
    .select([
      'r.id',
      'r.booking_id',
      'r.car_id',
      'r.reviewer_id',
      'r.reviewee_id',
      'r.rating',
      'r.comment',
      'r.created_at',
      'u.first_name',
      'u.last_name',
      'u.profile_image_url',
    ])
    .where('r.car_id', '=', carId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    bookingId: row.booking_id,
    carId: row.car_id,
    reviewerId: row.reviewer_id,
    revieweeId: row.reviewee_id,
    rating: row.rating,
    comment: row.comment,
    createdAt: isoTimestamp(row.created_at),
    reviewer: { fullName: fullNameOf(row.first_name, row.last_name), profileImageUrl: row.profile_image_url },
  }));
}
