/**
 * Admin benchmark (part of `pnpm bench`). Starts embedded PostgreSQL and s3rver in a temporary
 * directory, migrates, bulk-inserts 10,000 cars, 100,000 bookings (every status, paid and refunded
 * ones, a year of dates) and their hosts and renters, signs in as an admin, then measures the
 * admin summary and a page of each list (plain, sorted, searched, filtered, deep) with sequential
 * requests: p50/p99/max against the targets (summary p99 ≤ 100 ms, list page p99 ≤ 50 ms).
 * Exits non-zero when a target is missed. Talks only to 127.0.0.1 and cleans up (also on Ctrl-C).
 * Sizes via env: BENCH_ADMIN_CARS (10000), BENCH_ADMIN_BOOKINGS_PER_CAR (10), BENCH_REQUESTS (200).
 */
import pg from 'pg';
import type { RunningApi } from '../src/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import {
  insertBookings,
  log,
  ms,
  REQUESTS,
  runBench,
  signIn,
  timeSequential,
  WARMUP,
  withBenchEnvironment,
} from './harness.ts';

const CARS = Number(process.env.BENCH_ADMIN_CARS ?? 10_000);
const BOOKINGS_PER_CAR = Number(process.env.BENCH_ADMIN_BOOKINGS_PER_CAR ?? 10);
const HOSTS = 2_000;
const RENTERS = 8_000;
const DEADLINE_MS = 400_000;
const SUMMARY_P99_MS = 100;
const LIST_P99_MS = 50;
const ADMIN_EMAIL = 'admin@bench.test';
const ADMIN_PASSWORD = 'bench-admin-password';

/** Set-based inserts (generate_series), deterministic through setseed. */
export async function loadData(url: string): Promise<{ users: number; cars: number; bookings: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select setseed(0.42)');
    await client.query(
      `insert into "user" (email, password_hash, first_name, last_name, is_host, created_at)
       select case when n <= $1 then 'host' else 'renter' end || n || '@bench.test', 'x',
              (array['Ana','Luis','Maya','Noah','Olivia','Raj','Sara','Tom'])[1 + n % 8],
              'Person' || n, n <= $1, now() - n * interval '1 hour'
       from generate_series(1, $1::int + $2::int) as n`,
      [HOSTS, RENTERS],
    );
    await client.query(
      `with hosts as (select array_agg(id order by email) as ids from "user" where is_host)
       insert into car (host_id, make, model, year, category, seats, transmission, fuel_type, price_per_day,
                        location, city, state, features, images, is_available, rating, review_count, trip_count,
                        created_at)
       select hosts.ids[1 + (n % $2::int)],
              (array['Toyota','Honda','Tesla','BMW','Ford','Kia','Jeep','Nissan'])[1 + n % 8], 'Model ' || (n % 50),
              2015 + n % 11, (array['economy','compact','midsize','luxury','suv','electric','truck'])[1 + n % 7],
              5, 'automatic', 'gasoline', round((20 + random() * 280)::numeric, 2),
              n || ' Main St', (array['Los Angeles','San Diego','Pasadena','Irvine','Long Beach'])[1 + n % 5], 'CA',
              '{}', '{/api/photos/cars/bench/1.webp}', random() > 0.05,
              round((random() * 5)::numeric, 2), (random() * 120)::int, (random() * 200)::int,
              now() - (random() * 700) * interval '1 day'
       from generate_series(1, $1::int) as n cross join hosts`,
      [CARS, HOSTS],
    );
    // from a year ago to two months ahead, cancellations refunded in full
    await insertBookings(client, {
      perCar: BOOKINGS_PER_CAR,
      renters: RENTERS,
      fromDaysAgo: 365,
      everyDays: 40,
      refund: 'full',
    });
    await client.query(
      `insert into "user" (email, password_hash, first_name, last_name, is_admin) values ($1, $2, 'Ada', 'Admin', true)`,
      [ADMIN_EMAIL, await hashPassword(ADMIN_PASSWORD)],
    );
    await client.query('commit');
    // the steady state autovacuum would reach: statistics and the visibility map
    await client.query('vacuum analyze');
    const count = async (table: string) =>
      Number((await client.query<{ n: string }>(`select count(*) as n from "${table}"`)).rows[0]!.n);
    return { users: await count('user'), cars: await count('car'), bookings: await count('booking') };
  } finally {
    await client.end();
  }
}

interface Scenario {
  name: string;
  path: string;
  targetP99: number;
}

/** Sequential requests for one scenario (see harness.ts) and the total the list reports. */
async function measure(api: RunningApi, cookie: string, scenario: Scenario) {
  let total = '';
  const latency = await timeSequential(async () => {
    const res = await fetch(`${api.url}${scenario.path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${scenario.name}: ${res.status} ${await res.text()}`);
    total = res.headers.get('x-total-count') ?? '-';
    await res.arrayBuffer();
  });
  return { ...latency, total };
}

async function main() {
  await withBenchEnvironment('admin', DEADLINE_MS, async ({ postgres, api }) => {
    const loadStart = performance.now();
    const { users, cars, bookings } = await loadData(postgres.url);
    log(
      `inserted ${users} users, ${cars} cars, ${bookings} bookings in ${((performance.now() - loadStart) / 1000).toFixed(1)}s`,
    );
    const cookie = await signIn(api, ADMIN_EMAIL, ADMIN_PASSWORD);

    const scenarios: Scenario[] = [
      { name: 'GET /api/admin/dashboard', path: '/api/admin/dashboard', targetP99: SUMMARY_P99_MS },
      { name: 'users, page 1 (newest first)', path: '/api/admin/users', targetP99: LIST_P99_MS },
      { name: 'users, sort=name, page 40', path: '/api/admin/users?sort=name&page=40', targetP99: LIST_P99_MS },
      { name: 'users, q=renter2012 (email)', path: '/api/admin/users?q=renter2012', targetP99: LIST_P99_MS },
      { name: 'cars, page 1 (newest first)', path: '/api/admin/cars', targetP99: LIST_P99_MS },
      { name: 'cars, sort=-pricePerDay', path: '/api/admin/cars?sort=-pricePerDay', targetP99: LIST_P99_MS },
      { name: 'cars, q=tesla model 1', path: '/api/admin/cars?q=tesla%20model%201', targetP99: LIST_P99_MS },
      { name: 'cars, q=host12 (host email)', path: '/api/admin/cars?q=host12', targetP99: LIST_P99_MS },
      { name: 'bookings, page 1 (newest first)', path: '/api/admin/bookings', targetP99: LIST_P99_MS },
      { name: 'bookings, page 100', path: '/api/admin/bookings?page=100', targetP99: LIST_P99_MS },
      {
        name: 'bookings, status=confirmed, sort=startDate',
        path: '/api/admin/bookings?status=confirmed&sort=startDate',
        targetP99: LIST_P99_MS,
      },
      { name: 'bookings, sort=-totalPrice', path: '/api/admin/bookings?sort=-totalPrice', targetP99: LIST_P99_MS },
      { name: 'bookings, q=renter2123 (renter)', path: '/api/admin/bookings?q=renter2123', targetP99: LIST_P99_MS },
      { name: 'bookings, q=kia model 5 (car)', path: '/api/admin/bookings?q=kia%20model%205', targetP99: LIST_P99_MS },
    ];

    console.log(`\nadmin API — ${WARMUP} warm-up, then ${REQUESTS} sequential requests each (ms)`);
    console.log(`${'scenario'.padEnd(46)}      p50      p99      max   target   total`);
    const missed: string[] = [];
    for (const scenario of scenarios) {
      const r = await measure(api, cookie, scenario);
      const ok = r.p99 <= scenario.targetP99;
      if (!ok) missed.push(`${scenario.name}: p99 ${r.p99.toFixed(2)} ms > ${scenario.targetP99} ms`);
      console.log(
        `${scenario.name.padEnd(46)} ${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)} ${`≤${scenario.targetP99}`.padStart(8)} ${r.total.padStart(7)} ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    if (missed.length) {
      console.error(`\ntargets missed:\n  ${missed.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('\nevery p99 within its target');
  });
}

if (import.meta.main) runBench(main);
