import type { HostProfile } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { hostCars } from './cars.service.ts';
import { HOST_CARD_COLUMNS, toCarHost } from './host-card.ts';

/**
 * A host's public profile (the car page's host card, plus completed trips and the cars renters can
 * book); null for an id that names no host. Nothing private: no email, phone, address or banking.
 */
export async function hostProfile(em: EntityManager, hostId: string): Promise<HostProfile | null> {
  const db = kyselyOf(em);
  const host = await db
    .selectFrom('user as h')
    .select(['h.id as host_id', ...HOST_CARD_COLUMNS])
    .where('h.id', '=', hostId)
    .where('h.is_host', '=', true)
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
  return { ...toCarHost(host), tripsCompleted: Number(trips.completed), cars };
}
