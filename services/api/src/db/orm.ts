import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations/index.ts';

export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url).pathname;

export interface DatabaseOptions {
  /** postgres://user:password@host:port/dbname */
  url: string;
  /** pg pool size (default 10). */
  poolMax?: number;
  /** Log SQL (debug). */
  debug?: boolean;
  /** The entities; the modules own them (src/modules/entities.ts), this layer only configures the ORM. */
  entities: NonNullable<Options['entities']>;
}

export function ormConfig(db: DatabaseOptions): Options {
  return defineConfig({
    clientUrl: db.url,
    entities: db.entities,
    extensions: [Migrator],
    migrations: {
      // explicit list: no glob, no TS loader detection; the files are plain erasable TypeScript
      migrationsList,
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
    },
    pool: { min: 0, max: db.poolMax ?? 10 },
    driverOptions: { connectionTimeoutMillis: 5000 },
    debug: db.debug ?? false,
    // migrations and the session store work outside a request; everything else goes through RequestContext
    allowGlobalContext: false,
  });
}

export async function initOrm(db: DatabaseOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(db));
}
