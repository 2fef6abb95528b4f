/**
 * Bookings inserted in bulk (bulk-insert.ts) leave the rollups exactly as the row triggers would: the same bookings
 * are inserted once with the triggers (then rolled back to a savepoint) and once in bulk, on top of bookings already
 * there, and the platform's months, the hosts' months, the date claims, the trip counts and the cars' claimed days
 * must be equal.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/helpers.ts';
import { BOOKING_TRIGGERS_APPLIED_IN_BULK, insertBookingsInBulk } from './bulk-insert.ts';

let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(
    `insert into "user" (email, password_hash, first_name, last_name, is_host)
     select 'person' || n || '@bulk.test', 'x', 'Person', 'Number ' || n, n <= 3 from generate_series(1, 6) as n`,
  );
  // cars with trip counts of their own: the bulk insert adds to them as the trigger does
  await client.query(
    `insert into car (host_id, make, model, year, category, seats, transmission, fuel_type, price_per_day, location,
                      city, state, images, trip_count)
     select (array_agg(u.id order by u.email))[1 + n % 3], 'Kia', 'Niro', 2024, 'compact', 5, 'automatic', 'hybrid',
            (30 + n * 7.25)::numeric(10, 2), '9 Elm St', 'Pasadena', 'CA', '{}', n % 4
     from generate_series(1, 8) as n cross join "user" u where u.is_host group by n`,
  );
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

/**
 * Per car, the bookings of slots `first`..`last` (12 days apart, so across months), back to back: every status,
 * paid and unpaid cancellations with full, half and no refunds, with and without insurance, at two commission rates.
 */
const insertBookings = (first: number, last: number) =>
  client.query(
    `with renters as (select array_agg(id order by email) as ids from "user" where not is_host),
          cars as (select id, host_id, price_per_day, row_number() over (order by id) as n from car),
          slots as (
            select c.*, k, date '2026-08-20' + (k * 12 + c.n)::int as start_day, 1 + ((c.n + k) % 5)::int as days,
                   (array['pending','confirmed','completed','cancelled','cancelled','cancelled'])[1 + (c.n + k) % 6]
                     as status,
                   (c.n + k) % 3 = 0 as insured
            from cars c cross join generate_series($1::int, $2::int) as k),
          priced as (
            select s.*, s.price_per_day * s.days as base, case when s.insured then 25 * s.days else 0 end as insurance
            from slots s)
     insert into booking (id, car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address,
                          phone, emergency_contact, emergency_phone, add_insurance, total_price, service_fee,
                          insurance_fee, payment_intent_id, refund_amount, status, platform_commission_percent,
                          hold_expires_at)
     select md5('bulk ' || p.id || p.k)::uuid, p.id, renters.ids[1 + (p.n + p.k) % 3], p.host_id, p.start_day,
            p.start_day + p.days, 'D1234567', 'Bulk Renter', '1 Main St', '555', 'E', '556', p.insured,
            round((p.base + p.insurance) * 1.1, 2), round((p.base + p.insurance) * 0.1, 2), p.insurance,
            case when p.status <> 'pending' and (p.n + p.k) % 4 <> 0 then 'pi_sim_' || md5(p.id::text || p.k) end,
            case when p.status = 'cancelled' then
              (array[p.base + p.insurance, round((p.base + p.insurance) / 2, 2), 0])[1 + (p.n + p.k) % 3] end,
            p.status, case when p.k % 2 = 0 then 15 else 10 end, p.start_day - 10
     from priced p cross join renters`,
    [first, last],
  );

/** Everything the triggers on booking write. */
async function rollups() {
  const rows = async (sql: string) => (await client.query(sql)).rows;
  return {
    platformMonths: await rows('select * from platform_revenue_month order by month'),
    hostMonths: await rows('select * from host_earnings_month order by host_id, month'),
    claims: await rows('select * from car_date_claim order by holder_id'),
    tripCounts: await rows('select id, trip_count from car order by id'),
    claimedDays: await rows('select id, claimed_days::text, first_hold_expiry from car order by id'),
  };
}

describe('insertBookingsInBulk', () => {
  it('leaves the rollups, claims and trip counts as the row triggers do', async () => {
    await insertBookings(0, 2); // bookings already there, with their triggers
    await client.query('begin');
    try {
      await client.query('savepoint by_triggers');
      await insertBookings(3, 14);
      const byTriggers = await rollups();
      await client.query('rollback to savepoint by_triggers');

      await insertBookingsInBulk(client, () => insertBookings(3, 14));
      const inBulk = await rollups();

      expect(inBulk).toEqual(byTriggers);
      // the comparison covers every kind of row: earned, upcoming and refunded shares, claims and completed trips
      expect(byTriggers.platformMonths.length).toBeGreaterThan(2);
      expect(byTriggers.hostMonths.some((row) => Number(row.upcoming_gross_cents) > 0)).toBe(true);
      expect(byTriggers.hostMonths.some((row) => Number(row.earned_commission_cents) > 0)).toBe(true);
      expect(byTriggers.claims.length).toBeGreaterThan(24);
      expect(byTriggers.tripCounts.some((row) => row.trip_count > 4)).toBe(true);
      expect(byTriggers.claimedDays.every((row) => row.claimed_days !== '{}' && row.first_hold_expiry)).toBe(true);
      // later writes in the transaction fire the triggers again
      expect((await client.query('show session_replication_role')).rows).toEqual([
        { session_replication_role: 'origin' },
      ]);
    } finally {
      await client.query('rollback');
    }
  });

  it('is refused outside a transaction, before anything is written', async () => {
    const before = await client.query('select count(*) from booking');
    await expect(insertBookingsInBulk(client, () => insertBookings(3, 4))).rejects.toThrow(/transaction block/);
    expect((await client.query('select count(*) from booking')).rows).toEqual(before.rows);
  });

  it('knows every trigger on booking', async () => {
    const { rows } = await client.query<{ tgname: string }>(
      `select tgname from pg_trigger where tgrelid = 'booking'::regclass and not tgisinternal order by tgname`,
    );
    expect(rows.map((row) => row.tgname)).toEqual([...BOOKING_TRIGGERS_APPLIED_IN_BULK].sort());
  });
});
