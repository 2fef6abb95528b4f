/**
 * Host dashboard benchmark (part of `pnpm bench`). Starts embedded PostgreSQL and s3rver in a
 * temporary directory, migrates, bulk-inserts one host with 500 cars and 20,000 bookings (every
 * status, paid and refunded cancellations, a year and a half of dates, reviews on completed trips),
 * signs in as that host, then measures GET /api/host/:hostId/dashboard with sequential requests:
 * p50/p99/max against the target (p99 ≤ 50 ms), next to GET /api/auth/user measured the same way
 * (the floor a loaded machine sets: session and user lookups, HTTP), and EXPLAIN ANALYZE of the figures
 * statement (its plan and PostgreSQL's own time).
 * Exits non-zero when the target is missed. Talks only to 127.0.0.1 and cleans up (also on Ctrl-C).
 * Sizes via env: BENCH_HOST_CARS (500), BENCH_HOST_BOOKINGS_PER_CAR (40), BENCH_REQUESTS (200).
 */
import { calendarDateIn, occupancyWindow } from '@ladrive/contracts';
import pg from 'pg';
import type { RunningApi } from '../src/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { figuresStatement } from '../src/modules/host/index.ts';
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

const CARS = Number(process.env.BENCH_HOST_CARS ?? 500);
const BOOKINGS_PER_CAR = Number(process.env.BENCH_HOST_BOOKINGS_PER_CAR ?? 40);
const RENTERS = 2_000;
const DEADLINE_MS = 120_000;
const P99_TARGET_MS = 50;
const HOST_EMAIL = 'host@bench.test';
const HOST_PASSWORD = 'bench-host-password';

/** Set-based inserts (generate_series), deterministic through setseed. Returns the host's id and the counts. */
async function loadData(url: string): Promise<{ hostId: string; cars: number; bookings: number; reviews: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select setseed(0.42)');
    const host = await client.query<{ id: string }>(
      `insert into "user" (email, password_hash, first_name, last_name, is_host)
       values ($1, $2, 'Hana', 'Host', true) returning id`,
      [HOST_EMAIL, await hashPassword(HOST_PASSWORD)],
    );
    const hostId = host.rows[0]!.id;
    await client.query(
      `insert into "user" (email, password_hash, first_name, last_name)
       select 'renter' || n || '@bench.test', 'x', 'Rita', 'Renter ' || n from generate_series(1, $1::int) as n`,
      [RENTERS],
    );
    await client.query(
      `insert into car (host_id, make, model, year, category, seats, transmission, fuel_type, price_per_day,
                        location, city, state, features, images, is_available, created_at)
       select $1, (array['Toyota','Honda','Tesla','BMW','Ford','Kia','Jeep','Nissan'])[1 + n % 8], 'Model ' || (n % 50),
              2015 + n % 11, (array['economy','compact','midsize','luxury','suv','electric','truck'])[1 + n % 7],
              5, 'automatic', 'gasoline', round((20 + random() * 280)::numeric, 2),
              n || ' Main St', 'Los Angeles', 'CA', '{}', '{/api/photos/cars/bench/1.webp}', random() > 0.05,
              now() - (random() * 700) * interval '1 day'
       from generate_series(1, $2::int) as n`,
      [hostId, CARS],
    );
    // from ~14 months ago to ~2 months ahead, cancellations refunded by half
    await insertBookings(client, {
      perCar: BOOKINGS_PER_CAR,
      renters: RENTERS,
      fromDaysAgo: 420,
      everyDays: 12,
      refund: 'half',
    });
    await client.query(
      `insert into review (booking_id, car_id, reviewer_id, reviewee_id, author_role, rating, created_at, published_at)
       select id, car_id, renter_id, host_id, 'renter', 3 + (hashtext(id::text) & 3) % 3, end_date + 1, end_date + 15
       from booking where status = 'completed' and hashtext(id::text) % 2 = 0`,
    );
    await client.query('commit');
    // the steady state autovacuum would reach: statistics and the visibility map
    await client.query('vacuum analyze');
    const count = async (table: string) =>
      Number((await client.query<{ n: string }>(`select count(*) as n from "${table}"`)).rows[0]!.n);
    return { hostId, cars: await count('car'), bookings: await count('booking'), reviews: await count('review') };
  } finally {
    await client.end();
  }
}

/** Sequential requests to `path` (see harness.ts) and the last body. */
async function measure(api: RunningApi, cookie: string, path: string) {
  let body = '';
  const latency = await timeSequential(async () => {
    const res = await fetch(`${api.url}${path}`, { headers: { cookie } });
    body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
  });
  return { ...latency, body };
}

/** EXPLAIN ANALYZE of the dashboard's figures statement: its plan and PostgreSQL's own execution time. */
async function explain(api: RunningApi, url: string, hostId: string): Promise<string> {
  const compiled = figuresStatement(hostId, occupancyWindow(calendarDateIn(new Date()))).compile(
    api.orm.em.fork().getKysely(),
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${compiled.sql}`,
      compiled.parameters as unknown[],
    );
    return plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n');
  } finally {
    await client.end();
  }
}

async function main() {
  await withBenchEnvironment('host', DEADLINE_MS, async ({ postgres, api }) => {
    const loadStart = performance.now();
    const { hostId, cars, bookings, reviews } = await loadData(postgres.url);
    log(
      `inserted one host with ${cars} cars, ${bookings} bookings, ${reviews} reviews in ${((performance.now() - loadStart) / 1000).toFixed(1)}s`,
    );
    const cookie = await signIn(api, HOST_EMAIL, HOST_PASSWORD);
    const path = `/api/host/${hostId}/dashboard`;
    const dashboard = await measure(api, cookie, path);
    // the same signed-in round trip with no work behind it: the floor this machine sets right now
    const floor = await measure(api, cookie, '/api/auth/user');
    const { p99 } = dashboard;
    console.log(`\nhost dashboard — ${WARMUP} warm-up, then ${REQUESTS} sequential requests (ms)`);
    console.log(`${''.padEnd(34)}      p50      p99      max`);
    for (const [name, r] of [
      ['GET /api/host/:hostId/dashboard', dashboard],
      ['GET /api/auth/user (floor)', floor],
    ] as const) {
      console.log(`${name.padEnd(34)} ${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)}`);
    }
    console.log(`target: dashboard p99 ≤ ${P99_TARGET_MS} ms`);
    const figures = JSON.parse(dashboard.body) as Record<string, unknown>;
    console.log(`\nthe figures statement in PostgreSQL:\n${await explain(api, postgres.url, hostId)}`);
    console.log(
      `figures: totalEarnings ${figures.totalEarnings}, completedTrips ${figures.completedTrips}, avgRating ${figures.avgRating}, occupancyRate ${figures.occupancyRate}%`,
    );
    if (p99 > P99_TARGET_MS) {
      console.error(`target missed: p99 ${p99.toFixed(2)} ms > ${P99_TARGET_MS} ms`);
      process.exitCode = 1;
    } else console.log('p99 within the target');
  });
}

if (import.meta.main) runBench(main);
