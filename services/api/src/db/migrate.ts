/**
 * Migrations that run once however many API processes start together: each process takes a PostgreSQL
 * advisory lock on its own connection before asking the migrator what is pending. The first one applies
 * the migrations; the others wait on the lock and then find nothing pending. The lock is a session lock,
 * so a process that dies mid-migration releases it with its connection (and allOrNothing rolls it back).
 * The job queue's schema (pg-boss's own tables) is part of the migrations: installed or upgraded under the same lock.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { installJobQueueSchema } from '../jobs/job-queue.ts';

/** One bigint key for the whole application: "LADRIVE\0" as ASCII. */
export const MIGRATION_LOCK_KEY = 0x4c41445249564500n;

export async function migrateWithLock(orm: MikroORM, databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ladrive-migrations' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    const applied = await orm.migrator.up();
    await installJobQueueSchema(databaseUrl);
    return applied.map((migration) => migration.name);
  } finally {
    // ending the session releases the lock as well; unlocking first lets a waiting replica go on at once
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => undefined);
    await client.end();
  }
}
