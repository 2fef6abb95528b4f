/**
 * Calendar sync (decision 0043): a car's feed token, its feed, and the import of another calendar into the car's
 * `car_block` rows with source 'import' — replaced as a whole, in one transaction, never touching the host's own
 * blocks and never a day a booking holds (those are skipped and reported).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Language } from '@ladrive/contracts';
import {
  type BookedDateRange,
  CALENDAR_IMPORT_WINDOW_MONTHS,
  type CalendarSyncSettings,
  calendarFeedPath,
  isoDateToUtcMs,
  marketToday,
} from '@ladrive/contracts';
import { messageText } from '@ladrive/contracts/message-text';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isoTimestamp, kyselyOf } from '../../db/kysely.ts';
import { holdsItsDates } from '../cars/index.ts';
import type { ExpiredHoldRelease } from '../deps.ts';
import { intersectRanges, subtractRanges } from './day-ranges.ts';
import { calendarFeed, type FeedEntry } from './ics-feed.ts';
import { daysTakenByCalendar } from './ics-import.ts';

/** Where the imported days came from. */
export type ImportSource = { kind: 'url'; url: string } | { kind: 'file' };

/** A car that has a calendar: listed (not removed), with what the feed's name and the permission need. */
export async function findSyncedCar(em: EntityManager, carId: string) {
  return kyselyOf(em)
    .selectFrom('car')
    .select(['id', 'host_id as hostId', 'make', 'model', 'year'])
    .where('id', '=', carId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** 32 random bytes, URL-safe: unguessable, and the only secret in the feed URL. */
const newFeedToken = () => randomBytes(32).toString('base64url');

/** The calendar day `months` calendar months after `date` (the 31st becomes the month's last day). */
export function monthsAfter(date: string, months: number): string {
  const start = new Date(isoDateToUtcMs(date));
  const firstOfMonth = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const daysInMonth = new Date(Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfMonth.setUTCDate(Math.min(start.getUTCDate(), daysInMonth));
  return firstOfMonth.toISOString().slice(0, 10);
}

/** The days an import may block: from today (Los Angeles) to the end of the longest booking window. */
export function importWindow(now: Date): { today: string; windowEnd: string } {
  const today = marketToday(now);
  return { today, windowEnd: monthsAfter(today, CALENDAR_IMPORT_WINDOW_MONTHS) };
}

const rangeColumns = [
  sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('startDate'),
  sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('endDate'),
] as const;

/** The car's blocks of `source` still running on `today`, earliest first. */
function blocksOf(em: EntityManager, carId: string, source: 'host' | 'import', today: string) {
  return kyselyOf(em)
    .selectFrom('car_block')
    .select([...rangeColumns, 'id'])
    .where('car_id', '=', carId)
    .where('source', '=', source)
    .where('end_date', '>', sql<string>`${today}::date`)
    .orderBy('start_date')
    .execute();
}

/** The car's bookings that hold their dates (paid, or pending while their hold runs), still running on `today`. */
function holdingBookingsOf(em: EntityManager, carId: string, today: string) {
  return kyselyOf(em)
    .selectFrom('booking as b')
    .select([
      'b.id',
      sql<string>`to_char(b.start_date, 'YYYY-MM-DD')`.as('startDate'),
      sql<string>`to_char(b.end_date, 'YYYY-MM-DD')`.as('endDate'),
    ])
    .where('b.car_id', '=', carId)
    .where(holdsItsDates)
    .where('b.end_date', '>', sql<string>`${today}::date`)
    .orderBy('b.start_date')
    .execute();
}

const toRange = ({ startDate, endDate }: BookedDateRange): BookedDateRange => ({ startDate, endDate });

/**
 * GET /api/cars/:id/calendar-sync, as the car's host reads it; `origin` makes the feed URL absolute, `language` is
 * the request's (the last error is kept as a message reference and said in it).
 */
export async function syncSettings(
  em: EntityManager,
  carId: string,
  origin: string,
  now: Date,
  language: Language | null,
): Promise<CalendarSyncSettings> {
  const row = await kyselyOf(em)
    .selectFrom('car_calendar_sync')
    .selectAll()
    .where('car_id', '=', carId)
    .executeTakeFirst();
  const imported = await blocksOf(em, carId, 'import', marketToday(now));
  return {
    carId,
    feedUrl: row?.feed_token ? new URL(calendarFeedPath(row.feed_token), origin).toString() : null,
    importSource: row?.import_source ?? null,
    importUrl: row?.import_url ?? null,
    lastRefreshedAt: row?.last_refreshed_at ? isoTimestamp(row.last_refreshed_at) : null,
    lastError: row?.last_error ? messageText(row.last_error, language) : null,
    importedBlocks: imported.map(toRange),
    skippedForBookings: row?.skipped_for_bookings ?? [],
  };
}

/** Writes the car's sync row (made on first use): only the columns in `changes`. */
async function upsertSync(
  em: EntityManager,
  carId: string,
  changes: Partial<{
    feed_token: string | null;
    import_source: 'url' | 'file' | null;
    import_url: string | null;
    last_refreshed_at: Date | null;
    last_error: string | null;
    skipped_for_bookings: BookedDateRange[];
  }>,
): Promise<void> {
  const values = {
    ...changes,
    ...(changes.skipped_for_bookings ? { skipped_for_bookings: JSON.stringify(changes.skipped_for_bookings) } : {}),
  };
  await kyselyOf(em)
    .insertInto('car_calendar_sync')
    .values({ car_id: carId, ...values } as never)
    .onConflict((conflict) => conflict.column('car_id').doUpdateSet({ ...values, updated_at: sql`now()` } as never))
    .execute();
}

/** A new feed token: the previous URL answers 404 from now on. */
export function rotateFeedToken(em: EntityManager, carId: string): Promise<void> {
  return upsertSync(em, carId, { feed_token: newFeedToken() });
}

export function revokeFeedToken(em: EntityManager, carId: string): Promise<void> {
  return upsertSync(em, carId, { feed_token: null });
}

/** What an import did: the days it blocks and the days it left to a booking. */
export interface ImportOutcome {
  blocked: BookedDateRange[];
  skippedForBookings: BookedDateRange[];
}

/**
 * Replaces the car's imported blocks with the days `ics` takes (from today to the end of the booking window).
 * The text is read before anything is written: a file that cannot be imported throws CalendarRefusedError and
 * changes nothing. The car row is locked, so two imports of one car (the job and the host) run one after the other.
 * Checkout holds that expired but were not swept yet are released first: they would still claim their days.
 */
export async function importCalendar(
  em: EntityManager,
  carId: string,
  ics: string,
  source: ImportSource,
  now: Date,
  releaseExpiredHolds: ExpiredHoldRelease,
): Promise<ImportOutcome> {
  const window = importWindow(now);
  const taken = daysTakenByCalendar(ics, window);
  return em.transactional(async (tx) => {
    await kyselyOf(tx).selectFrom('car').select('id').where('id', '=', carId).forUpdate().execute();
    await releaseExpiredHolds(tx, now, { carId, startDate: window.today, endDate: window.windowEnd });
    const bookings = (await holdingBookingsOf(tx, carId, window.today)).map(toRange);
    const hostBlocks = (await blocksOf(tx, carId, 'host', window.today)).map(toRange);
    // the host's own blocks already close those days: an imported copy would only duplicate them
    const blocked = subtractRanges(taken, [...bookings, ...hostBlocks]);
    const skippedForBookings = intersectRanges(taken, bookings);
    await kyselyOf(tx).deleteFrom('car_block').where('car_id', '=', carId).where('source', '=', 'import').execute();
    if (blocked.length) {
      await kyselyOf(tx)
        .insertInto('car_block')
        .values(
          blocked.map((range) => ({
            car_id: carId,
            start_date: range.startDate,
            end_date: range.endDate,
            source: 'import' as const,
          })) as never,
        )
        .execute();
    }
    await upsertSync(tx, carId, {
      import_source: source.kind,
      import_url: source.kind === 'url' ? source.url : null,
      last_refreshed_at: now,
      last_error: null,
      skipped_for_bookings: skippedForBookings,
    });
    return { blocked, skippedForBookings };
  });
}

/** A refresh that failed: the imported blocks stay as they were, the host sees why. */
export function recordImportError(em: EntityManager, carId: string, message: string): Promise<void> {
  return upsertSync(em, carId, { last_error: message });
}

/** Stops importing: the URL is forgotten and the imported blocks removed (the host's own stay). */
export async function stopImport(em: EntityManager, carId: string): Promise<void> {
  await em.transactional(async (tx) => {
    await kyselyOf(tx).deleteFrom('car_block').where('car_id', '=', carId).where('source', '=', 'import').execute();
    await upsertSync(tx, carId, {
      import_source: null,
      import_url: null,
      last_refreshed_at: null,
      last_error: null,
      skipped_for_bookings: [],
    });
  });
}

/**
 * The feed of the token's car (in its host's language), or null for an unknown or revoked token or a removed car. It lists the holding
 * bookings and the host's own blocks; imported blocks are left out, so two platforms syncing both ways do not
 * echo each other's days back forever.
 */
export async function feedOfToken(em: EntityManager, token: string, now: Date): Promise<string | null> {
  const car = await kyselyOf(em)
    .selectFrom('car_calendar_sync as s')
    .innerJoin('car as c', 'c.id', 's.car_id')
    .innerJoin('user as h', 'h.id', 'c.host_id')
    .select(['c.id', 'c.make', 'c.model', 'c.year', 'h.language'])
    .where('s.feed_token', '=', token)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!car) return null;
  const today = marketToday(now);
  const entries: FeedEntry[] = [
    ...(await holdingBookingsOf(em, car.id, today)).map((booking) => ({
      ...toRange(booking),
      uid: feedUid(token, 'booked', booking.id),
      kind: 'booked' as const,
    })),
    ...(await blocksOf(em, car.id, 'host', today)).map((block) => ({
      ...toRange(block),
      uid: feedUid(token, 'blocked', block.id),
      kind: 'blocked' as const,
    })),
  ];
  return calendarFeed(`${car.make} ${car.model} ${car.year}`, entries, now, car.language);
}

/**
 * An event's UID in the feed: keyed by the feed token, so it is stable across refreshes yet says nothing about the
 * booking or block behind it (their ids are what our other URLs are made of).
 */
const feedUid = (token: string, kind: FeedEntry['kind'], id: string) =>
  `${createHmac('sha256', token).update(`${kind}:${id}`).digest('base64url')}@ladrive`;

/** The cars the refresh job imports: an import URL, and not removed. */
export function carsWithImportUrl(em: EntityManager) {
  return kyselyOf(em)
    .selectFrom('car_calendar_sync as s')
    .innerJoin('car as c', 'c.id', 's.car_id')
    .select(['s.car_id as carId', 's.import_url as url'])
    .where('s.import_url', 'is not', null)
    .where('c.deleted_at', 'is', null)
    .orderBy('s.car_id')
    .execute();
}
