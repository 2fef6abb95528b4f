import { type BookedDateRange, CALENDAR_IMPORT_SOURCES, CALENDAR_IMPORT_URL_MAX_LENGTH } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { timestampColumns, uuidPrimaryKey } from '../../db/columns.ts';
import { Car } from '../cars/index.ts';

/**
 * A car's calendar sync (decision 0043): the secret token of its public feed (kept as is, so its host can copy the
 * URL again; null when revoked or never made), and the import: where its blocks come from and how the last import
 * went. The imported days themselves are `car_block` rows with source 'import'. One row per car, gone with it.
 */
export const CarCalendarSync = defineEntity({
  name: 'CarCalendarSync',
  tableName: 'car_calendar_sync',
  uniques: [
    { name: 'car_calendar_sync_car_id_unique', properties: ['car'] },
    { name: 'car_calendar_sync_feed_token_unique', properties: ['feedToken'] },
  ],
  // the refresh job reads the cars with an import URL
  indexes: [
    {
      name: 'car_calendar_sync_import_url_index',
      expression:
        'create index "car_calendar_sync_import_url_index" on "car_calendar_sync" ("car_id") where "import_url" is not null',
    },
  ],
  checks: [
    {
      name: 'car_calendar_sync_import_url_check',
      expression: `char_length(import_url) <= ${CALENDAR_IMPORT_URL_MAX_LENGTH}`,
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    car: () => p.manyToOne(Car).ref().deleteRule('cascade'),
    feedToken: p.text().nullable(),
    importSource: p.enum(CALENDAR_IMPORT_SOURCES).nullable(),
    importUrl: p.text().nullable(),
    lastRefreshedAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    /** Imported days a booking holds: left unblocked, shown to the host. */
    skippedForBookings: p.json<BookedDateRange[]>().defaultRaw(`'[]'`),
    ...timestampColumns(),
  },
});
export type CarCalendarSync = InferEntity<typeof CarCalendarSync>;
