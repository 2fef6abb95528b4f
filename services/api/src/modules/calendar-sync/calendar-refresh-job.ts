import type { EntityManager } from '@mikro-orm/postgresql';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { carsWithImportUrl } from './calendar-sync.service.ts';
import { type CalendarFetchOptions, fetchCalendar } from './ics-fetch.ts';
import { importFromUrl } from './import-from-url.ts';

/**
 * Every hour, on one replica: each listed car with an import URL fetches it again and its imported blocks are
 * replaced. A car whose calendar fails keeps its previous blocks and records why; the others go on.
 */
export function calendarRefreshJob(
  em: EntityManager,
  fetchOptions: CalendarFetchOptions,
  logger: Logger,
): ScheduledJob {
  return {
    name: 'calendar-sync.refresh-imports',
    cron: '20 * * * *',
    async run(now) {
      const cars = await carsWithImportUrl(em.fork());
      let failed = 0;
      for (const { carId, url } of cars) {
        const outcome = await importFromUrl(em.fork(), carId, url!, {
          fetch: (target) => fetchCalendar(target, fetchOptions),
          now,
        });
        if (!outcome.ok) failed++;
      }
      if (cars.length) logger.info('refreshed calendar imports', { cars: cars.length, failed });
    },
  };
}
