/**
 * The migrations against a fresh database: all applied, matching the entities, with their indexes; and the
 * query layer's tables, inferred from those entities, typed as the driver reads them.
 */
import { type CarCategory, type CarFeature, PLATFORM_COMMISSION_PERCENT } from '@ladrive/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RunningApi } from '../index.ts';
import { query, type TestDatabase, useTestApi } from '../testing/helpers.ts';
import { isoTimestamp, kyselyOf } from './kysely.ts';

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

describe('the query layer (kysely.ts)', () => {
  it('reads each kind of column as the type inferred from the entities', async () => {
    const db = kyselyOf(api.orm.em.fork());
    const host = await db
      .insertInto('user')
      .values({ email: 'kysely-types@example.com', password_hash: 'x', first_name: 'Kay', last_name: 'Sely' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('car')
      .values({
        host_id: host.id,
        make: 'Test',
        model: 'Typed',
        year: 2024,
        category: 'suv',
        seats: 5,
        transmission: 'automatic',
        fuel_type: 'hybrid',
        price_per_day: '45.50',
        location: '1 Test St',
        city: 'Testville',
        state: 'CA',
        latitude: 34.05,
        features: ['gps', 'bluetooth'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const car = await db.selectFrom('car').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    // numeric: a decimal string, never a float
    expectTypeOf(car.price_per_day).toEqualTypeOf<string>();
    expect(car.price_per_day).toBe('45.50');
    expectTypeOf(car.rating).toEqualTypeOf<string>();
    expect(car.rating).toBe('0.00');
    // enums and arrays as the contracts name their values
    expectTypeOf(car.category).toEqualTypeOf<CarCategory>();
    expect(car.category).toBe('suv');
    expectTypeOf(car.features).toEqualTypeOf<CarFeature[]>();
    expect(car.features).toEqual(['gps', 'bluetooth']);
    // double precision, integers, booleans, nullable columns
    expectTypeOf(car.latitude).toEqualTypeOf<number | null>();
    expect([car.latitude, car.longitude]).toEqual([34.05, null]);
    expectTypeOf(car.trip_count).toEqualTypeOf<number>();
    expect(car.trip_count).toBe(0);
    expectTypeOf(car.is_available).toEqualTypeOf<boolean>();
    expect(car.is_available).toBe(true);
    // a foreign key by its column name
    expectTypeOf(car.host_id).toEqualTypeOf<string>();
    expect(car.host_id).toBe(host.id);
    // timestamps: whatever the driver hands over, isoTimestamp makes it ISO 8601
    expectTypeOf(car.created_at).toEqualTypeOf<Date | string>();
    expect(isoTimestamp(car.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // date: a calendar day string; bigint: a decimal string (the entity's bigint is the ORM's conversion)
    await db
      .insertInto('host_earnings_month')
      .values({ host_id: host.id, month: '2026-01-01', earned_gross_cents: 1234n })
      .execute();
    const month = await db
      .selectFrom('host_earnings_month')
      .select(['month', 'earned_gross_cents'])
      .where('host_id', '=', host.id)
      .executeTakeFirstOrThrow();
    expectTypeOf(month.month).toEqualTypeOf<string>();
    expectTypeOf(month.earned_gross_cents).toEqualTypeOf<string>();
    expect(month).toEqual({ month: '2026-01-01', earned_gross_cents: '1234' });
  });
});
