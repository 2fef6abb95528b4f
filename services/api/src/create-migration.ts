/**
 * Writes a new migration with the schema diff between the entities and a scratch database that
 * has every existing migration applied, and lists it in src/db/migrations/index.ts. Usage (from services/api):
 *   node src/create-migration.ts [name]   (embedded postgres under <DATA_DIR>/migration-scratch)
 * then `pnpm format` at the root. The diff covers what the entities derive from contracts' policy.ts (the
 * commission rate is the default of booking.platform_commission_percent), so a changed rate comes out here.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultDataDir } from './config.ts';
import { initOrm, MIGRATIONS_DIR } from './db/orm.ts';
import { withMigrationListed } from './db/register-migration.ts';
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
  if (result.fileName) {
    const index = join(MIGRATIONS_DIR, 'index.ts');
    await writeFile(index, withMigrationListed(await readFile(index, 'utf8'), result.fileName.replace(/\.ts$/, '')));
  }
  console.log(result.fileName ? `created ${result.fileName}, listed in migrations/index.ts` : 'no changes');
  await orm.close(true);
} finally {
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });
}
