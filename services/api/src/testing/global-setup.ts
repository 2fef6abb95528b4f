import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedObjectStore, startEmbeddedPostgres } from '../embedded.ts';
import type { ObjectStoreOptions } from '../modules/storage/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…/postgres on the shared embedded cluster (for CREATE/DROP DATABASE). */
    pgAdminUrl: string;
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
  project.provide('objectStore', objectStore.client);
  // rendered demo photos are cached across runs: only the first run on a machine renders them
  project.provide('photoCacheDir', join(tmpdir(), 'ladrive-test-photo-cache'));
  return async () => {
    await objectStore.stop();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
