/**
 * `node src/migrate.ts`: applies the pending migrations to DATABASE_URL and exits — the one-off migration job of
 * infra/production (compose service `migrate`, Kubernetes Job `ladrive-migrate`). It takes the same advisory lock
 * as an API process starting up (db/migrate.ts), so it is safe beside running replicas and run twice.
 */
import { migrateWithLock } from './db/migrate.ts';
import { initOrm } from './db/orm.ts';
import { createLogger } from './lib/logger.ts';
import { entities } from './modules/entities.ts';

const logger = createLogger('info');
const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error('node src/migrate.ts needs DATABASE_URL (postgres://user:password@host:port/database).');
  process.exit(1);
}

const orm = await initOrm({ url: databaseUrl, poolMax: 2, entities });
try {
  const applied = await migrateWithLock(orm, databaseUrl);
  logger.info(applied.length ? 'applied migrations' : 'schema up to date', { migrations: applied });
} catch (err) {
  logger.error('migrations failed', { err });
  process.exitCode = 1;
} finally {
  await orm.close(true);
}
