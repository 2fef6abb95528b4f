import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateWithLock } from '../db/migrate.ts';
import { initOrm } from '../db/orm.ts';
import { freePort, startEmbeddedObjectStore, startEmbeddedPostgres } from '../embedded.ts';
import { entities } from '../modules/entities.ts';
import type { ObjectStoreOptions } from '../modules/storage/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…/postgres on the shared embedded cluster (for CREATE/DROP DATABASE). */
    pgAdminUrl: string;
    /** A database migrated once for the run; each test file's database is a copy of it (CREATE DATABASE … TEMPLATE). */
    pgTemplateDatabase: string;
    objectStore: ObjectStoreOptions;
    photoCacheDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'ladrive-api-test-'));
  await chmod(dir, 0o755); // postgres runs as its own user and must reach its data directory
  const postgres = await startEmbeddedPostgres({
    dataDir: join(dir, 'pg'),
    port: await freePort(),
    database: 'postgres',
  });
  const objectStore = await startEmbeddedObjectStore({ dataDir: join(dir, 's3'), port: 0 });
  project.provide('pgAdminUrl', postgres.urlFor('postgres'));
  project.provide('pgTemplateDatabase', await migratedTemplate(postgres.urlFor('postgres'), postgres.urlFor));
  project.provide('objectStore', objectStore.client);
  // rendered demo photos are cached across runs: only the first run on a machine renders them
  project.provide('photoCacheDir', join(tmpdir(), 'ladrive-test-photo-cache'));
  return async () => {
    await objectStore.stop();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

const TEMPLATE_DATABASE = 'ladrive_migrated_template';

/**
 * Applies the migrations once, to a database every test file then copies: a copy is a file-level clone
 * (tens of milliseconds), where migrating each file's database took about a second of the API suite's time.
 * The template must have no open connection when it is copied, so its ORM is closed before any test runs.
 */
async function migratedTemplate(adminUrl: string, urlFor: (database: string) => string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(TEMPLATE_DATABASE)}`);
  } finally {
    await client.end();
  }
  const url = urlFor(TEMPLATE_DATABASE);
  const orm = await initOrm({ url, entities, poolMax: 1 });
  try {
    await migrateWithLock(orm, url);
  } finally {
    await orm.close(true);
  }
  return TEMPLATE_DATABASE;
}
