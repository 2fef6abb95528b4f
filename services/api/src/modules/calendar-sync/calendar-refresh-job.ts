import { CALENDAR_SYNC_MESSAGES } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ExpiredHoldRelease } from '../deps.ts';
import { carsWithImportUrl, recordImportError } from './calendar-sync.service.ts';
import { type CalendarFetchOptions, fetchCalendar } from './ics-fetch.ts';
import { importFromUrl } from './import-from-url.ts';

/**
 * Every hour, on one replica: each listed car with an import URL fetches it again and its imported blocks are
 * replaced. A car whose calendar fails keeps its previous blocks and records why; the other cars go on (one car's
 * failure, even an unexpected one, never holds back the rest).
 */
export function calendarRefreshJob(
  em: EntityManager,
  fetchOptions: CalendarFetchOptions,
  releaseExpiredHolds: ExpiredHoldRelease,
  logger: Logger,
): ScheduledJob {
  const fetch = (url: string) => fetchCalendar(url, fetchOptions);
  return {
    name: 'calendar-sync.refresh-imports',
    cron: '20 * * * *',
    async run(now) {
      const cars = await carsWithImportUrl(em.fork());
      let failed = 0;
      for (const { carId, url } of cars) {
        try {
          const outcome = await importFromUrl(em.fork(), carId, url!, { fetch, now, releaseExpiredHolds });
          if (!outcome.ok) failed++;
        } catch (err) {
          failed++;
          logger.warn('calendar import failed', { carId, err });
          await recordImportError(em.fork(), carId, CALENDAR_SYNC_MESSAGES.importFailed);
        }
      }
      if (cars.length) logger.info('refreshed calendar imports', { cars: cars.length, failed });
    },
  };
}
