import {
  averageRating,
  type BookingReview,
  CAR_REVIEWS_PAGE_SIZE,
  type RatingBreakdown,
  REVIEW_STARS,
  type Review,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isoTimestamp, kyselyOf, type RowOf } from '../../db/kysely.ts';
import { fullNameOf } from '../users/index.ts';
import { countsForCar } from './review-ratings.ts';

/** What every review read selects: the review and its author's display name and avatar. */
const REVIEW_COLUMNS = [
  'r.id',
  'r.booking_id',
  'r.car_id',
  'r.reviewer_id',
  'r.reviewee_id',
  'r.author_role',
  'r.rating',
  'r.comment',
  'r.created_at',
  'r.published_at',
  'r.answer',
  'r.answered_at',
  'u.first_name',
  'u.last_name',
  'u.profile_image_url',
] as const;

/** Reviews with their authors (`review as r`, `user as u`). */
export function reviewsWithAuthors(em: EntityManager) {
  return kyselyOf(em).selectFrom('review as r').innerJoin('user as u', 'u.id', 'r.reviewer_id').select(REVIEW_COLUMNS);
}

type ReviewRow = RowOf<{ r: 'review'; u: 'user' }, typeof REVIEW_COLUMNS>;

const timestampOrNull = (value: Date | string | null) => (value === null ? null : isoTimestamp(value));

export function toBookingReview(row: ReviewRow): BookingReview {
  return {
    id: row.id,
    bookingId: row.booking_id,
    carId: row.car_id,
    reviewerId: row.reviewer_id,
    revieweeId: row.reviewee_id,
    authorRole: row.author_role,
    rating: row.rating,
    comment: row.comment,
    createdAt: isoTimestamp(row.created_at),
    publishedAt: timestampOrNull(row.published_at),
    answer: row.answer,
    answeredAt: timestampOrNull(row.answered_at),
    reviewer: { fullName: fullNameOf(row.first_name, row.last_name), profileImageUrl: row.profile_image_url },
  };
}

/** A published review of a car as the public reads it: its side and publication are implied. */
function toCarReview(row: ReviewRow): Review {
  const { authorRole: _side, publishedAt: _published, ...review } = toBookingReview(row);
  return review;
}

export interface CarReviewsPage {
  reviews: Review[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page of a car's published renter reviews, most recently published first (ties by id, so pages never shift or
 * repeat), each with the reviewer's display name (null when nameless) and avatar; the total counts them all.
 */
export async function carReviews(
  em: EntityManager,
  carId: string,
  page = 1,
  pageSize = CAR_REVIEWS_PAGE_SIZE,
): Promise<CarReviewsPage> {
  const counted = await kyselyOf(em)
    .selectFrom('review as r')
    .select(sql<string>`count(*)`.as('total'))
    .where('r.car_id', '=', carId)
    .where(countsForCar('r'))
    .executeTakeFirstOrThrow();
  const rows = await reviewsWithAuthors(em)
    .where('r.car_id', '=', carId)
    .where(countsForCar('r'))
    .orderBy('r.published_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { reviews: rows.map(toCarReview), total: Number(counted.total), page, pageSize };
}

/** A car's published renter reviews counted by stars (5★ to 1★, zeros included), with their mean. */
export async function ratingBreakdown(em: EntityManager, carId: string): Promise<RatingBreakdown> {
  const rows = await kyselyOf(em)
    .selectFrom('review as r')
    .select(['r.rating', sql<string>`count(*)`.as('count')])
    .where('r.car_id', '=', carId)
    .where(countsForCar('r'))
    .groupBy('r.rating')
    .execute();
  const countOf = (stars: number) => Number(rows.find((row) => row.rating === stars)?.count ?? 0);
  const stars = REVIEW_STARS.map((value) => ({ stars: value, count: countOf(value) }));
  const total = stars.reduce((sum, row) => sum + row.count, 0);
  const ratingSum = stars.reduce((sum, row) => sum + row.stars * row.count, 0);
  return { total, average: averageRating(ratingSum, total), stars };
}
