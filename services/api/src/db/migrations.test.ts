/** The migrations against a fresh database: all applied, matching the entities, with their indexes. */
import { PLATFORM_COMMISSION_PERCENT } from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../index.ts';
import { query, type TestDatabase, useTestApi } from '../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;

// an empty database: the API applies every migration at start-up, as on a new installation
useTestApi((started) => ({ db, api } = started), { migrated: false });

describe('migrations', () => {
  it('are all applied and the entities match the schema (migration:check)', async () => {
    expect(await api.orm.migrator.getPending()).toEqual([]);
    expect(await api.orm.migrator.checkSchema()).toBe(false);
    const sql = await api.orm.schema.getUpdateSchemaSQL();
    expect(sql.trim()).toBe('');
  });

  it('store the commission rate of contracts’ policy.ts on every new booking', async () => {
    const [column] = await query<{ column_default: string }>(
      db.url,
      `select column_default from information_schema.columns
       where table_name = 'booking' and column_name = 'platform_commission_percent'`,
    );
    expect(
      column?.column_default,
      'PLATFORM_COMMISSION_PERCENT changed: write its migration with `node src/create-migration.ts <name>`',
    ).toBe(String(PLATFORM_COMMISSION_PERCENT));
  });

  it('index the foreign keys and the session expiry', async () => {
    const rows = await query<{ indexname: string }>(
      db.url,
      "select indexname from pg_indexes where schemaname = 'public'",
    );
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'session_expire_index',
        'car_host_id_index',
        'booking_car_id_index',
        'booking_renter_id_index',
        'booking_host_id_index',
        'review_car_id_index',
        'review_reviewer_id_index',
        'review_reviewee_id_index',
        'review_booking_id_reviewer_id_unique',
        'user_email_unique',
        // search (migration search_indexes)
        'car_available_rank_index',
        'car_price_per_day_index',
        'car_category_index',
        'car_city_trgm_index',
        'car_state_trgm_index',
        'car_location_trgm_index',
        'booking_car_active_dates_index',
        'favourite_car_id_index',
        'favourite_user_id_car_id_unique',
      ]),
    );
  });
});
