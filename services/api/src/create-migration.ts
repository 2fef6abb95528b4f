/**
 * Writes a new migration with the schema diff between the entities and a scratch database that
 * has every existing migration applied. Usage (from services/api):
 *   node src/create-migration.ts [name]   (embedded postgres under <DATA_DIR>/migration-scratch)
 * Then register the new class in src/db/migrations/index.ts.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultDataDir } from './config.ts';
import { initOrm, MIGRATIONS_DIR } from './db/orm.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { entities } from './modules/entities.ts';

const name = process.argv[2];
const dataDir = join(defaultDataDir(), 'migration-scratch');
await rm(dataDir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres({ dataDir, port: 54400 });
try {
  const orm = await initOrm({ url: pg.url, entities });
  await orm.migrator.up();
  const result = await orm.migrator.create(MIGRATIONS_DIR, false, false, name);
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
  await orm.close(true);
} finally {
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });
}
