/**
 * Each car's claimed days on its row (`claimed_days`, `first_hold_expiry`, kept by car_date_claim's triggers) equal
 * what its bookings and blocks say, worked out here from those tables directly: after every kind of write (new
 * bookings and blocks, payment, a hold extended, cancellation, completion, changed dates, removals, statements over
 * many rows) and when two transactions book the same car at the same moment.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/helpers.ts';

let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(
    `insert into "user" (email, password_hash, first_name, last_name, is_host)
     values ('host@claims.test', 'x', 'Hal', 'Host', true), ('renter@claims.test', 'x', 'Rita', 'Renter', false)`,
  );
  await client.query(
    `insert into car (host_id, make, model, year, category, seats, transmission, fuel_type, price_per_day, location,
                      city, state, images)
     select u.id, 'Kia', 'Niro ' || n, 2024, 'compact', 5, 'automatic', 'hybrid', 40, '9 Elm St', 'Pasadena', 'CA', '{}'
     from generate_series(1, 3) as n cross join "user" u where u.is_host`,
  );
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

/** The cars' summaries as the triggers left them, and as the bookings and blocks say they should be. */
async function summaries(on: pg.ClientBase = client) {
  const kept = await on.query(`select id, claimed_days::text, first_hold_expiry from car order by model`);
  const expected = await on.query(
    `select c.id,
            coalesce((select range_agg(daterange(x.start_date, x.end_date, '[)'))
                      from (select start_date, end_date from booking b
                            where b.car_id = c.id and b.status in ('pending', 'confirmed')
                            union all
                            select start_date, end_date from car_block k where k.car_id = c.id) as x),
                     '{}')::text as claimed_days,
            (select min(hold_expires_at) from booking b where b.car_id = c.id and b.status = 'pending')
              as first_hold_expiry
     from car c order by c.model`,
  );
  return { kept: kept.rows, expected: expected.rows };
}

/** Books `car` (its model number) for [from, to) days from 2027-03-01, in `status`, holding for `holdMinutes`. */
const book = (on: pg.ClientBase, car: number, from: number, to: number, status: string, holdMinutes = 15) =>
  on.query(
    `insert into booking (car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address, phone,
                          emergency_contact, emergency_phone, total_price, service_fee, insurance_fee, status,
                          hold_expires_at)
     select c.id, r.id, c.host_id, date '2027-03-01' + $2::int, date '2027-03-01' + $3::int, 'D1', 'Rita Renter',
            '1 Main St', '555', 'E', '556', '100.00', '10.00', '0.00', $4, now() + $5::int * interval '1 minute'
     from car c cross join "user" r where c.model = 'Niro ' || $1 and r.email = 'renter@claims.test'
     returning id`,
    [car, from, to, status, holdMinutes],
  );

const block = (car: number, from: number, to: number) =>
  client.query(
    `insert into car_block (car_id, start_date, end_date)
     select id, date '2027-03-01' + $2::int, date '2027-03-01' + $3::int from car where model = 'Niro ' || $1
     returning id`,
    [car, from, to],
  );

describe("a car's claimed days", () => {
  it('follow its bookings and blocks through every kind of write', async () => {
    const steps: [string, () => Promise<unknown>][] = [
      ['nothing claimed', async () => {}],
      [
        'bookings in every status and blocks, overlapping blocks too',
        async () => {
          await book(client, 1, 0, 3, 'pending');
          await book(client, 1, 5, 7, 'confirmed');
          await book(client, 1, 9, 12, 'cancelled');
          await book(client, 1, 14, 16, 'completed');
          await book(client, 2, 2, 4, 'pending', -5); // a hold that already ran out
          await block(2, 10, 13);
          await block(2, 11, 15);
          await block(3, 1, 2);
        },
      ],
      [
        'payment confirms a hold',
        () =>
          client.query(
            `update booking set status = 'confirmed' where status = 'pending' and end_date < date '2027-03-04' and hold_expires_at > now()`,
          ),
      ],
      [
        'a hold extended (a request waiting for its host)',
        () => client.query(`update booking set hold_expires_at = now() + interval '1 day' where status = 'pending'`),
      ],
      [
        'dates moved',
        () =>
          client.query(
            `update booking set start_date = start_date + 20, end_date = end_date + 20 where status = 'confirmed'`,
          ),
      ],
      [
        'a block moved',
        () => client.query(`update car_block set end_date = end_date + 3 where start_date = date '2027-03-01' + 1`),
      ],
      [
        'cancellation and completion',
        () =>
          client.query(
            `update booking set status = case when status = 'pending' then 'cancelled' else 'completed' end`,
          ),
      ],
      ['a block removed', () => client.query(`delete from car_block where start_date = date '2027-03-01' + 10`)],
      ['bookings deleted', () => client.query('delete from booking')],
      ['every block deleted', () => client.query('delete from car_block')],
    ];
    for (const [step, write] of steps) {
      await write();
      const { kept, expected } = await summaries();
      expect(kept, step).toEqual(expected);
    }
  });

  it('keep the days of two bookings of one car made at the same moment', async () => {
    const second = new pg.Client({ connectionString: db.url });
    await second.connect();
    try {
      await client.query('begin');
      await second.query('begin');
      await book(client, 3, 30, 32, 'confirmed');
      const [{ pid }] = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [
        { pid: number },
      ];
      // the second waits for the car's row until the first commits, then sees its claim
      const waiting = book(second, 3, 40, 42, 'pending');
      while ((await client.query('select 1 from unnest(pg_blocking_pids($1)) as blocker', [pid])).rowCount === 0) {
        // until the second is blocked by the first (the lock manager's state, not a timer)
      }
      await client.query('commit');
      await waiting;
      await second.query('commit');
      const { kept, expected } = await summaries();
      expect(kept).toEqual(expected);
      expect(kept[2]?.claimed_days).toBe('{[2027-03-31,2027-04-02),[2027-04-10,2027-04-12)}');
    } finally {
      await second.end();
    }
  });
});
