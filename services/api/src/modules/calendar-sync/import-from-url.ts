import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExpiredHoldRelease } from '../deps.ts';
import { type ImportOutcome, importCalendar, recordImportError } from './calendar-sync.service.ts';
import { CalendarFetchError } from './ics-fetch.ts';
import { CalendarRefusedError } from './ics-import.ts';

export type UrlImportResult = ({ ok: true } & ImportOutcome) | { ok: false; message: string };

/**
 * Fetches `url` and imports it for the car. A refusal the host can act on (the fetch, or a calendar that cannot be read) is
 * recorded as the car's last error and answered; anything else (the database) is thrown.
 */
export async function importFromUrl(
  em: EntityManager,
  carId: string,
  url: string,
  {
    fetch,
    now,
    releaseExpiredHolds,
    recordFailure = true,
  }: {
    fetch: (url: string) => Promise<string>;
    now: Date;
    releaseExpiredHolds: ExpiredHoldRelease;
    recordFailure?: boolean;
  },
): Promise<UrlImportResult> {
  try {
    const ics = await fetch(url);
    return { ok: true, ...(await importCalendar(em, carId, ics, { kind: 'url', url }, now, releaseExpiredHolds)) };
  } catch (err) {
    if (!(err instanceof CalendarFetchError || err instanceof CalendarRefusedError)) throw err;
    if (recordFailure) await recordImportError(em, carId, err.message);
    return { ok: false, message: err.message };
  }
}
