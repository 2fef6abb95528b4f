import type { HealthReport } from '@ladrive/contracts';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { StorageService } from '../storage/index.ts';

const TIMEOUT_MS = 3000;

async function within(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(orm: MikroORM, storage: StorageService): Promise<HealthReport> {
  const [database, objectStore] = await Promise.all([
    within(async () => {
      await orm.em.fork().getConnection().execute('select 1');
      return true;
    }),
    within(() => storage.ping()),
  ]);
  return {
    status: database && objectStore ? 'ok' : 'degraded',
    database: database ? 'ok' : 'down',
    objectStore: objectStore ? 'ok' : 'down',
  };
}
