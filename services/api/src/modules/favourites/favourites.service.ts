/**
 * A user's saved cars. Saving and removing are idempotent: saving a saved car or removing one not saved
 * changes nothing and answers the same state.
 */
import type { Car, FavouriteState } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../../db/kysely.ts';
import { CAR_COLUMNS, toCar } from '../cars/index.ts';
import { Favourite } from './favourite.entity.ts';

/**
 * The cars the user saved, most recently saved first (paused ones too: the list says so on each card; removed
 * ones no more: their page is gone).
 */
export async function favouriteCars(em: EntityManager, userId: string): Promise<Car[]> {
  const rows = await kyselyOf(em)
    .selectFrom('favourite as f')
    .innerJoin('car as c', 'c.id', 'f.car_id')
    .select(CAR_COLUMNS)
    .where('f.user_id', '=', userId)
    .where('c.deleted_at', 'is', null)
    .orderBy('f.created_at', 'desc')
    .orderBy('c.id', 'asc')
    .execute();
  return rows.map(toCar);
}

export async function saveFavourite(em: EntityManager, userId: string, carId: string): Promise<FavouriteState> {
  // insert-or-nothing in one statement: two clicks racing each other never answer a unique violation
  await em.upsert(
    Favourite,
    { user: userId, car: carId },
    { onConflictFields: ['user', 'car'], onConflictAction: 'ignore' },
  );
  return { carId, favourite: true };
}

export async function removeFavourite(em: EntityManager, userId: string, carId: string): Promise<FavouriteState> {
  await em.nativeDelete(Favourite, { user: userId, car: carId });
  return { carId, favourite: false };
}
