import {
  averageRating,
  CAR_REVIEWS_PAGE_SIZE,
  type RatingBreakdown,
  REVIEW_STARS,
  type Review,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isoTimestamp, kyselyOf } from '../../db/kysely.ts';
import { fullNameOf } from '../users/index.ts';

export interface CarReviewsPage {
  reviews: Review[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page of a car's reviews, newest first (ties by id, so pages never shift or repeat), each with the
 * reviewer's display name ('Usuario' when nameless) and avatar; the total counts them all.
 */
export async function carReviews(
  em: EntityManager,
  carId: string,
  page = 1,
  pageSize = CAR_REVIEWS_PAGE_SIZE,
): Promise<CarReviewsPage> {
  const counted = await kyselyOf(em)
    .selectFrom('review')
    .select(sql<string>`count(*)`.as('total'))
    .where('car_id', '=', carId)
    .executeTakeFirstOrThrow();
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
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const reviews = rows.map(
    (row): Review => ({
      id: row.id,
      bookingId: row.booking_id,
      carId: row.car_id,
      reviewerId: row.reviewer_id,
      revieweeId: row.reviewee_id,
      rating: row.rating,
      comment: row.comment,
      createdAt: isoTimestamp(row.created_at),
      reviewer: { fullName: fullNameOf(row.first_name, row.last_name), profileImageUrl: row.profile_image_url },
    }),
  );
  return { reviews, total: Number(counted.total), page, pageSize };
}

/** Every review of a car counted by stars (5★ to 1★, zeros included), with their mean. */
export async function ratingBreakdown(em: EntityManager, carId: string): Promise<RatingBreakdown> {
  const rows = await kyselyOf(em)
    .selectFrom('review')
    .select(['rating', sql<string>`count(*)`.as('count')])
    .where('car_id', '=', carId)
    .groupBy('rating')
    .execute();
  const countOf = (stars: number) => Number(rows.find((row) => row.rating === stars)?.count ?? 0);
  const stars = REVIEW_STARS.map((value) => ({ stars: value, count: countOf(value) }));
  const total = stars.reduce((sum, row) => sum + row.count, 0);
  const ratingSum = stars.reduce((sum, row) => sum + row.stars * row.count, 0);
  return { total, average: averageRating(ratingSum, total), stars };
}
