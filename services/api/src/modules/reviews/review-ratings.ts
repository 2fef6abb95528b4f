/**
 * The one definition of the ratings (decision 0037), in SQL: a car's `rating` is the mean of its published renter
 * reviews with two decimals (PostgreSQL's `round`, half away from zero, as contracts' `averageRating`) and
 * `review_count` how many they are; a user's are the same over the published reviews of them (as a host and as a
 * renter). Publishing a review and the demo seed both call `refreshRatings`, in their own transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';

/** The reviews a car's rating counts, for `review` aliased as `alias`: published, written by a renter. */
export const countsForCar = (alias: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(`${alias}.published_at`)} is not null and ${sql.ref(`${alias}.author_role`)} = 'renter'`;

export interface RatingTargets {
  carIds: readonly string[];
  userIds: readonly string[];
}

/**
 * Recomputes the ratings and review counts of these cars and users from their published reviews, inside the
 * caller's transaction. The rows are locked first, in id order: a second publication for the same car waits for the
 * first to commit and then reads its reviews too (a statement's snapshot is taken after the lock), and two never
 * deadlock.
 */
export async function refreshRatings(tx: EntityManager, { carIds, userIds }: RatingTargets): Promise<void> {
  const db = kyselyOf(tx);
  if (carIds.length > 0) {
    await db.selectFrom('car').select('id').where('id', 'in', carIds).orderBy('id').forUpdate().execute();
    await sql`
      update car as c set rating = s.rating, review_count = s.review_count
      from (
        select c.id, coalesce(round(avg(r.rating), 2), 0) as rating, count(r.id) as review_count
        from car c left join review r on r.car_id = c.id and ${countsForCar('r')}
        where c.id in (${sql.join(carIds)})
        group by c.id
      ) as s
      where c.id = s.id`.execute(db);
  }
  if (userIds.length > 0) {
    await db.selectFrom('user').select('id').where('id', 'in', userIds).orderBy('id').forUpdate().execute();
    await sql`
      update "user" as u set rating = s.rating, review_count = s.review_count
      from (
        select u.id, coalesce(round(avg(r.rating), 2), 0) as rating, count(r.id) as review_count
        from "user" u left join review r on r.reviewee_id = u.id and r.published_at is not null
        where u.id in (${sql.join(userIds)})
        group by u.id
      ) as s
      where u.id = s.id`.execute(db);
  }
}
