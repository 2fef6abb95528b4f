/**
 * Writes a new migration with the schema diff between the entities and a scratch database that
 * has every existing migration applied, registers it in src/db/migrations/index.ts and formats both.
 * Usage (from services/api):
 *   pnpm exec node src/create-migration.ts [name]   (embedded postgres under <DATA_DIR>/migration-scratch)
 * The diff covers what the entities derive from contracts' policy.ts (the commission rate is the default of
 * booking.platform_commission_percent), so a changed rate comes out here.
 */
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultDataDir } from './config.ts';
import { registerMigration } from './db/migration-list.ts';
import { initOrm, MIGRATIONS_DIR } from './db/orm.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { entities } from './modules/entities.ts';

const name = process.argv[2];
const dataDir = join(defaultDataDir(), 'migration-scratch');
await rm(dataDir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres({ dataDir, port: 54400 });
let created: string | undefined;
try {
  const orm = await initOrm({ url: pg.url, entities });
  await orm.migrator.up();
  created = (await orm.migrator.create(MIGRATIONS_DIR, false, false, name)).fileName || undefined;
  await orm.close(true);
} finally {
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });
}

if (created) {
  const index = join(MIGRATIONS_DIR, 'index.ts');
  await writeFile(index, registerMigration(await readFile(index, 'utf8'), created.replace(/\.ts$/, '')));
  // the generator's template is not the project's style: format what was written, as `pnpm lint` checks it
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', join(MIGRATIONS_DIR, created), index], {
    stdio: 'inherit',
  });
  console.log(`created ${created} and registered it in src/db/migrations/index.ts`);
} else {
  console.log('no changes');
}
