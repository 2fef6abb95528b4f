import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../../db/columns.ts';
import { Car } from '../cars/index.ts';
import { User } from '../users/index.ts';

/** A car a user saved (the heart on cards and the car page): once per user and car; gone with either. */
export const Favourite = defineEntity({
  name: 'Favourite',
  tableName: 'favourite',
  indexes: [{ name: 'favourite_car_id_index', properties: ['car'] }],
  uniques: [{ name: 'favourite_user_id_car_id_unique', properties: ['user', 'car'] }],
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    car: () => p.manyToOne(Car).ref().deleteRule('cascade'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type Favourite = InferEntity<typeof Favourite>;
