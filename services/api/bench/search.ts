/**
 * Search benchmark (`pnpm bench` at the repository root). Starts embedded PostgreSQL and s3rver in a
 * temporary directory, migrates, bulk-inserts cars (most in Los Angeles), hosts and bookings, starts
 * the API on a free port, then measures GET /api/cars:
 *   - per scenario: a warm-up, then sequential requests → p50/p95/p99/max latency and the total found;
 *   - the plain search under concurrent connections (autocannon) → requests per second;
 *   - EXPLAIN (ANALYZE, BUFFERS) of each scenario's two statements → their database time (median of three), the
 *     blocks they read and the indexes PostgreSQL picked.
 * Talks only to 127.0.0.1, stops everything and deletes the directory at the end (also on Ctrl-C).
 * Sizes via env: BENCH_LA_CARS (70000), BENCH_OTHER_CARS (30000), BENCH_BOOKINGS_PER_CAR (10), BENCH_REQUESTS (200),
 * BENCH_SECONDS (10), BENCH_DEADLINE_SECONDS (900); BENCH_CPU_PROFILE_DIR: a CPU profile of the API's thread over each throughput run there.
 */

import { join } from 'node:path';
import { CarSearchQuerySchema, CHECKOUT_HOLD_MINUTES } from '@ladrive/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import * as v from 'valibot';
import type { RunningApi } from '../src/index.ts';
import { insertBookingsInBulk } from '../src/modules/bookings/index.ts';
import { searchQueries } from '../src/modules/cars/index.ts';
import { placeOrRefuse, resolvePlace } from '../src/modules/places/index.ts';
import { startOwnCpuProfile } from './cpu-profile.ts';
import {
  load,
  log,
  median,
  ms,
  postgresCpuMs,
  REQUESTS,
  runBench,
  timeSequential,
  WARMUP,
  withBenchEnvironment,
} from './harness.ts';

/** How much `loadData` inserts: the marketplace-scale search by default; other benches ask for less. */
export interface SearchData {
  laCars: number;
  otherCars: number;
  bookingsPerCar: number;
}

const SEARCH_DATA: SearchData = {
  laCars: Number(process.env.BENCH_LA_CARS ?? 70_000),
  otherCars: Number(process.env.BENCH_OTHER_CARS ?? 30_000),
  bookingsPerCar: Number(process.env.BENCH_BOOKINGS_PER_CAR ?? 10),
};
const HOSTS = 500;
const CONCURRENCY = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Past this the bench gives up and cleans up; a busy machine may need longer for the full-size load. */
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_SECONDS ?? 900) * 1000;
/** Where to write a CPU profile of the API's thread over each throughput run with the client in a worker, if set. */
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;

/** Bulk data with set-based inserts (generate_series), deterministic through setseed. */
export async function loadData(
  url: string,
  { laCars, otherCars, bookingsPerCar }: SearchData = SEARCH_DATA,
): Promise<{ cars: number; bookings: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select setseed(0.42)');
    await client.query(
      `insert into "user" (email, password_hash, first_name, last_name, is_host, rating, review_count, created_at)
       select 'host' || n || '@bench.test', 'x', 'Host', 'Number ' || n, true,
              round((3 + random() * 2)::numeric, 2), (random() * 80)::int, now() - n * interval '1 day'
       from generate_series(1, $1::int) as n`,
      [HOSTS],
    );
    await client.query(
      `insert into "user" (email, password_hash, first_name, last_name) values ('renter@bench.test', 'x', 'Rita', 'Renter')`,
    );
    // Los Angeles and elsewhere; 5% unavailable; every category and a spread of prices and ratings. Each car
    // stands near its city's point in the gazetteer: within ±0.25° (about 28 km) in LA, ±0.1° elsewhere.
    const cities = ['Los Angeles', 'San Diego', 'San Francisco', 'Las Vegas', 'Phoenix', 'Seattle'].map((city, k) => {
      const place = resolvePlace(city);
      if (!place) throw new Error(`the gazetteer does not know ${city}`);
      return { k, city, state: place.value.slice(-2), latitude: place.latitude, longitude: place.longitude };
    });
    await client.query(
      `with hosts as (select array_agg(id order by email) as ids from "user" where is_host),
            places as (
              select p.*, case when k = 0 then 0.25 else 0.1 end as spread
              from jsonb_to_recordset($4::jsonb) as p(k int, city text, state text, latitude float8, longitude float8))
       insert into car (host_id, make, model, year, category, seats, transmission, fuel_type, price_per_day,
                        location, city, state, latitude, longitude, description, features, images, is_available,
                        rating, review_count, trip_count, created_at)
       select hosts.ids[1 + (n % $3::int)],
              (array['Toyota','Honda','Tesla','BMW','Ford','Kia','Jeep','Nissan'])[1 + n % 8],
              'Model ' || (n % 50),
              2015 + n % 11,
              (array['economy','compact','midsize','luxury','suv','electric','truck'])[1 + (n * 7 + n / 7) % 7],
              (array[2,4,5,7,8])[1 + n % 5],
              case when n % 4 = 0 then 'manual' else 'automatic' end,
              (array['gasoline','electric','hybrid','diesel'])[1 + n % 4],
              round((20 + random() * 280)::numeric, 2),
              (100 + n % 9000) || ' ' || (array['Sunset Blvd','Main St','Ocean Ave','Figueroa St','Broadway'])[1 + n % 5],
              places.city, places.state,
              places.latitude + (random() - 0.5) * 2 * places.spread,
              places.longitude + (random() - 0.5) * 2 * places.spread,
              'A well kept car.',
              '{bluetooth,gps}', '{/api/photos/cars/bench/1.webp}',
              random() > 0.05,
              round((random() * 5)::numeric, 2), (random() * 120)::int, (random() * 200)::int,
              now() - (random() * 700) * interval '1 day'
       from generate_series(1, $1::int + $2::int) as n
       cross join hosts
       join places on places.k = case when n <= $1::int then 0 else 1 + n % 5 end`,
      [laCars, otherCars, HOSTS, JSON.stringify(cities)],
    );
    // bookingsPerCar bookings per car, back to back (never overlapping), from two months ago on, every status; with
    // the row triggers off and their rollups applied after, set-based (a trigger per row took over 25 minutes)
    await insertBookingsInBulk(client, () =>
      client.query(
        `with renter as (select id from "user" where email = 'renter@bench.test'),
              numbered as (
                select c.id, c.host_id, row_number() over (order by c.id) as n,
                       current_date - 60 + ((random() * 60)::int) as first_day
                from car c)
         insert into booking (car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address,
                              phone, emergency_contact, emergency_phone, total_price, service_fee, insurance_fee,
                              status, hold_expires_at)
         select p.id, renter.id, p.host_id,
                p.first_day + k * 10, p.first_day + k * 10 + 2 + (p.n % 6)::int,
                'D1234567', 'Rita Renter', '1 Main St', '555', 'E', '556', '100.00', '10.00', '0.00',
                (array['pending','confirmed','confirmed','completed','cancelled'])[1 + ((p.n + k) % 5)::int],
                now() + interval '${CHECKOUT_HOLD_MINUTES} minutes'
         from numbered p cross join renter cross join generate_series(0, $1::int - 1) as k`,
        [bookingsPerCar],
      ),
    );
    await client.query('commit');
    // the steady state autovacuum would reach: statistics and the visibility map
    await client.query('vacuum analyze');
    const [{ cars }] = (await client.query<{ cars: string }>('select count(*) as cars from car')).rows as [
      { cars: string },
    ];
    const [{ bookings }] = (await client.query<{ bookings: string }>('select count(*) as bookings from booking'))
      .rows as [{ bookings: string }];
    return { cars: Number(cars), bookings: Number(bookings) };
  } finally {
    await client.end();
  }
}

interface Scenario {
  name: string;
  query: Record<string, string>;
}

/** Sequential requests for one scenario (see harness.ts), the total found and the rows of a page. */
async function measure(api: RunningApi, scenario: Scenario) {
  const url = `${api.url}/api/cars?${new URLSearchParams(scenario.query)}`;
  let total = '';
  let rows = 0;
  const latency = await timeSequential(async () => {
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`${scenario.name}: ${res.status} ${await res.text()}`);
    total = res.headers.get('x-total-count') ?? '?';
    rows = ((await res.json()) as unknown[]).length;
  });
  return { ...latency, total, rows };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  /** Blocks read from the buffer cache and from disk, this node and the nodes under it. */
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

/** EXPLAIN ANALYZE runs per statement: the median time, as the machine is shared; the buffers do not vary. */
const EXPLAIN_RUNS = 3;

function indexesOf(node: PlanNode, found = new Set<string>()): Set<string> {
  if (node['Index Name']) found.add(node['Index Name']);
  for (const child of node.Plans ?? []) indexesOf(child, found);
  return found;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the page and count statements the API runs for this query. */
async function explain(api: RunningApi, url: string, scenario: Scenario) {
  const query = v.parse(CarSearchQuerySchema, scenario.query);
  const queries = searchQueries(api.orm.em.fork(), query, query.location ? placeOrRefuse(query.location) : undefined);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: string[] = [];
    // nearest first, the page's reach comes from the count's first round, as in searchCars
    const reach = queries.nearest ? (await queries.count().executeTakeFirstOrThrow()).reach : undefined;
    for (const [label, query] of Object.entries({ count: queries.count(), page: queries.page(reach) })) {
      const compiled = query.compile();
      const plans: { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[] = [];
      for (let run = 0; run < EXPLAIN_RUNS; run++) {
        const result = await client.query<{
          'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }];
        }>(`explain (analyze, buffers, format json) ${compiled.sql}`, compiled.parameters as unknown[]);
        plans.push(result.rows[0]!['QUERY PLAN'][0]);
      }
      const plan = plans.at(-1)!.Plan;
      const indexes = [...indexesOf(plan)];
      const time = median(plans.map((run) => run['Execution Time']));
      const planning = median(plans.map((run) => run['Planning Time']));
      out.push(
        `${label}: ${time.toFixed(2)} ms (median of ${EXPLAIN_RUNS}; planning ${planning.toFixed(2)} ms), buffers ${plan['Shared Hit Blocks']} hit + ${plan['Shared Read Blocks']} read, ${plan['Node Type']}, indexes: ${indexes.join(', ') || '(none)'}`,
      );
    }
    return out;
  } finally {
    await client.end();
  }
}

/**
 * Searches per second at CONCURRENCY connections. The client (autocannon) runs in the API's own thread as before
 * (`inThread`), or in a worker thread of its own (`worker`), as a client on another machine would not take turns with
 * the API's event loop; either way it shares the two cores. Beside it, the CPU each search cost: the API's thread (the
 * whole request: Koa, the queries, the JSON), the rest of the process (the client, GC and libuv threads) and
 * PostgreSQL (planning and running both statements).
 */
async function throughput(url: string, client: 'inThread' | 'worker', pgDataDir: string, profileFile?: string) {
  const profile = profileFile ? await startOwnCpuProfile() : undefined;
  const thread = process.threadCpuUsage();
  const proc = process.cpuUsage();
  const database = await postgresCpuMs(pgDataDir);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url, connections: CONCURRENCY, duration: SECONDS, ...(client === 'worker' ? { workers: 1 } : {}) },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  const perSearch = (micros: number) => (micros / 1000 / result.requests.total).toFixed(2);
  const threadUsage = process.threadCpuUsage(thread);
  const procUsage = process.cpuUsage(proc);
  await profile?.stop(profileFile!);
  const apiThread = threadUsage.user + threadUsage.system;
  const cpu = {
    apiThread: perSearch(apiThread),
    rest: perSearch(procUsage.user + procUsage.system - apiThread),
    postgres: perSearch(((await postgresCpuMs(pgDataDir)) - database) * 1000),
  };
  return { result, cpu };
}

async function main() {
  await withBenchEnvironment('search', DEADLINE_MS, async ({ postgres, api }) => {
    const loadStart = performance.now();
    const { cars, bookings } = await loadData(postgres.url);
    log(
      `inserted ${cars} cars (${SEARCH_DATA.laCars} in Los Angeles), ${HOSTS} hosts, ${bookings} bookings in ${((performance.now() - loadStart) / 1000).toFixed(1)}s`,
    );

    const from = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const scenarios: Scenario[] = [
      { name: 'location=los angeles (page 1)', query: { location: 'los angeles' } },
      {
        name: '+ category=suv, price 50..150',
        query: { location: 'los angeles', category: 'suv', minPrice: '50', maxPrice: '150' },
      },
      { name: `+ dates ${from}..${to}`, query: { location: 'los angeles', startDate: from, endDate: to } },
      { name: 'location=los angeles, page 50', query: { location: 'los angeles', page: '50' } },
      { name: 'location=seattle (a smaller city)', query: { location: 'seattle' } },
      { name: 'location=LAX (an airport, 10 km)', query: { location: 'LAX' } },
      { name: 'location=90401 (a ZIP code), by price', query: { location: '90401', sort: 'price_asc' } },
      { name: 'no filter (page 1)', query: {} },
    ];

    const loadBefore = load();
    console.log(`\nGET /api/cars — ${WARMUP} warm-up, then ${REQUESTS} sequential requests each (ms)`);
    console.log(`${'scenario'.padEnd(44)}      p50      p95      p99      max   total  rows`);
    for (const scenario of scenarios) {
      const r = await measure(api, scenario);
      console.log(
        `${scenario.name.padEnd(44)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${r.total.padStart(7)} ${String(r.rows).padStart(5)}`,
      );
    }

    console.log(`\nquery plans (EXPLAIN (ANALYZE, BUFFERS), median of ${EXPLAIN_RUNS} runs)`);
    for (const scenario of scenarios) {
      console.log(`  ${scenario.name}`);
      for (const line of await explain(api, postgres.url, scenario)) console.log(`    ${line}`);
    }

    const datesQuery = new URLSearchParams({ location: 'los angeles', startDate: from, endDate: to });
    for (const search of ['location=los%20angeles', String(datesQuery)]) {
      for (const client of ['inThread', 'worker'] as const) {
        console.log(
          `\nthroughput: GET /api/cars?${search}, ${CONCURRENCY} connections, ${SECONDS}s (autocannon ${client === 'worker' ? 'in a worker thread' : "in the API's thread"})`,
        );
        const profileFile =
          PROFILE_DIR && client === 'worker'
            ? join(PROFILE_DIR, `search-${search === datesQuery.toString() ? 'dates' : 'place'}.cpuprofile`)
            : undefined;
        const { result, cpu } = await throughput(
          `${api.url}/api/cars?${search}`,
          client,
          postgres.dataDir,
          profileFile,
        );
        if (profileFile) console.log(`  the API thread's CPU profile: ${profileFile}`);
        console.log(
          `  ${result.requests.average.toFixed(0)} req/s average (${result.requests.total} requests), latency avg ${result.latency.average.toFixed(2)} ms, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
        );
        console.log(
          `  CPU per search: API thread ${cpu.apiThread} ms, rest of the process (client, GC) ${cpu.rest} ms, PostgreSQL ${cpu.postgres} ms`,
        );
      }
    }
    console.log(`\nload average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
  });
}

if (import.meta.main) runBench(main);
