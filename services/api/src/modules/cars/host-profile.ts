import type { HostProfile } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isoTimestamp, kyselyOf } from '../../db/kysely.ts';
import { fullNameOf } from '../users/index.ts';
import { hostCars } from './cars.service.ts';

/**
 * A host's public profile (the car page's host card, plus completed trips and the cars renters can
 * book); null for an id that names no host. Nothing private: no email, phone, address or banking.
 */
export async function hostProfile(em: EntityManager, hostId: string): Promise<HostProfile | null> {
  const db = kyselyOf(em);
  const host = await db
    .selectFrom('user as u')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.profile_image_url',
      'u.created_at',
      'u.rating',
      'u.review_count',
    ])
    .where('u.id', '=', hostId)
    .where('u.is_host', '=', true)
    .executeTakeFirst();
  if (!host) return null;
  const [trips, cars] = await Promise.all([
    db
      .selectFrom('booking as b')
      .select(sql<string>`count(*)`.as('completed'))
      .where('b.host_id', '=', hostId)
      .where('b.status', '=', 'completed')
      .executeTakeFirstOrThrow(),
    hostCars(em, hostId, false),
  ]);
  return {
    id: host.id,
    firstName: host.first_name,
    lastName: host.last_name,
    fullName: fullNameOf(host.first_name, host.last_name),
    profileImageUrl: host.profile_image_url,
    memberSince: isoTimestamp(host.created_at),
    rating: host.rating,
    reviewCount: host.review_count,
    tripsCompleted: Number(trips.completed),
    cars,
  };
}
