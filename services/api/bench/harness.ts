/**
 * What every benchmark needs (`pnpm bench`): embedded PostgreSQL, s3rver and the API in a temporary directory,
 * cleaned up at the end, on Ctrl-C or past a deadline; a signed-in cookie; and latency percentiles of
 * sequential requests after a warm-up. Talks only to 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKOUT_HOLD_MINUTES, INSURANCE_CENTS_PER_DAY, SERVICE_FEE_PERCENT } from '@ladrive/contracts';
import type pg from 'pg';
import {
  type EmbeddedObjectStoreHandle,
  type EmbeddedPostgresHandle,
  freePort,
  startEmbeddedObjectStore,
  startEmbeddedPostgres,
} from '../src/embedded.ts';
import { type RunningApi, silentLogger, startApi } from '../src/index.ts';

const started = performance.now();
export const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);

export const WARMUP = 20;
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
/** Milliseconds, right-aligned for the tables. */
export const ms = (value: number) => value.toFixed(2).padStart(8);
/** The median of unsorted values. */
export const median = (values: number[]) =>
  percentile(
    [...values].sort((x, y) => x - y),
    50,
  );
/** The load average (1, 5, 15 min) to print beside figures: this machine is shared. */
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) PostgreSQL has used so far: the postmaster, its children alive and those it reaped (Linux /proc;
 * `dataDir`'s postmaster.pid names the postmaster). A difference of two readings is the database's share of a window.
 */
export async function postgresCpuMs(dataDir: string): Promise<number> {
  const postmaster = (await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]!;
  let ticks = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // after the command's closing parenthesis: state, ppid, … utime (11), stime, cutime, cstime
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (pid === postmaster) ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    else if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Runs `once` WARMUP times, then REQUESTS times one after another, timing each. */
export async function timeSequential(once: () => Promise<void>): Promise<Latency> {
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
  };
}

/** Signs in through the API (`headers`: e.g. as our proxy forwards it) and returns the session cookie. */
export async function signIn(
  api: Pick<RunningApi, 'url'>,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export interface BenchEngines {
  postgres: EmbeddedPostgresHandle;
  objectStore: EmbeddedObjectStoreHandle;
  /** The temporary directory, removed at the end. */
  dir: string;
  /** Adds what to stop at the end (the last added runs first). */
  onCleanup(cleanup: () => Promise<unknown>): void;
}

/**
 * Starts embedded PostgreSQL and s3rver in a temporary directory for `run`, and removes everything afterwards,
 * whatever happens (also on Ctrl-C, or past the deadline).
 */
export async function withBenchEngines(
  name: string,
  deadlineMs: number,
  run: (engines: BenchEngines) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), `ladrive-bench-${name}-`));
  await chmod(dir, 0o755); // postgres runs as its own user and must reach its data directory
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];
  const cleanup = async () => {
    while (cleanups.length) await cleanups.pop()!().catch((err: unknown) => console.error('cleanup:', err));
  };
  const abort = (reason: string) => {
    console.error(`bench: ${reason}, cleaning up`);
    void cleanup().finally(() => process.exit(1));
  };
  process.once('SIGINT', () => abort('interrupted'));
  process.once('SIGTERM', () => abort('terminated'));
  const deadline = setTimeout(() => abort(`over ${deadlineMs / 1000}s`), deadlineMs);
  deadline.unref();

  try {
    const postgres = await startEmbeddedPostgres({
      dataDir: join(dir, 'pg'),
      port: await freePort(),
      database: 'bench',
    });
    cleanups.push(() => postgres.stop());
    const objectStore = await startEmbeddedObjectStore({ dataDir: join(dir, 's3'), port: 0 });
    cleanups.push(() => objectStore.stop());
    await run({ postgres, objectStore, dir, onCleanup: (fn) => cleanups.push(fn) });
  } finally {
    clearTimeout(deadline);
    await cleanup();
    log('stopped and cleaned up');
  }
}

export interface BenchEnvironment {
  postgres: EmbeddedPostgresHandle;
  api: RunningApi;
}

/** The engines (withBenchEngines) and the API in this process on them, migrated. */
export function withBenchEnvironment(
  name: string,
  deadlineMs: number,
  run: (env: BenchEnvironment) => Promise<void>,
): Promise<void> {
  return withBenchEngines(name, deadlineMs, async ({ postgres, objectStore, onCleanup }) => {
    const api = await startApi({
      databaseUrl: postgres.url,
      objectStore: objectStore.client,
      port: 0,
      host: '127.0.0.1',
      sessionKeys: [randomBytes(32).toString('base64url')],
      encryptionKey: randomBytes(32),
      logger: silentLogger,
      seed: false,
      poolMax: 10,
      // the bench's clients play our proxy (X-Forwarded-For)
      trustedProxies: ['loopback'],
    });
    onCleanup(() => api.close());
    log(`PostgreSQL, s3rver and the API up (${api.url}), migrations applied`);
    await run({ postgres, api });
  });
}

/** The entry point of a benchmark script: a failure is printed and fails the run. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

/**
 * Per car, `perCar` bookings back to back (never overlapping) from `fromDaysAgo` days ago, one every `everyDays`
 * days, for the renters (every user who is not a host); amounts from the pricing rule (contracts policy.ts: the
 * service fee, the insurance per day on some); paid ones have an intent; every other cancellation is refunded (`refund`: all of it, or half).
 */
export async function insertBookings(
  client: pg.Client,
  options: { perCar: number; renters: number; fromDaysAgo: number; everyDays: number; refund: 'full' | 'half' },
): Promise<void> {
  const refunded = options.refund === 'full' ? 'p.base + p.insurance' : 'round((p.base + p.insurance) / 2, 2)';
  const fee = `round((p.base + p.insurance) * ${SERVICE_FEE_PERCENT} / 100.0, 2)`;
  await client.query(
    `with renters as (select array_agg(id order by email) as ids from "user" where not is_host),
          cars as (select id, host_id, price_per_day, row_number() over (order by id) as n from car),
          slots as (
            select c.*, k, current_date - $3::int + ((c.n % 7) + k * $4::int)::int as start_day,
                   1 + ((c.n + k) % 5)::int as days, (c.n + k) % 3 = 0 as insured
            from cars c cross join generate_series(0, $1::int - 1) as k),
          priced as (
            select s.*, s.price_per_day * s.days as base, case when s.insured then ${INSURANCE_CENTS_PER_DAY / 100} * s.days else 0 end as insurance,
                   case when s.start_day + s.days < current_date then
                          (array['completed','completed','completed','cancelled'])[1 + (s.n + s.k) % 4]
                        else (array['pending','confirmed','confirmed','cancelled'])[1 + (s.n + s.k) % 4] end as status
            from slots s)
     insert into booking (car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address, phone,
                          emergency_contact, emergency_phone, add_insurance, total_price, service_fee, insurance_fee,
                          payment_intent_id, refund_amount, status, created_at, hold_expires_at)
     select p.id, renters.ids[1 + ((p.n * 7 + p.k) % $2::int)], p.host_id, p.start_day, p.start_day + p.days,
            'D1234567', 'Bench Renter', '1 Main St', '555', 'E', '556', p.insured,
            p.base + p.insurance + ${fee}, ${fee},
            p.insurance,
            case when p.status in ('confirmed', 'completed') or (p.status = 'cancelled' and p.k % 2 = 0)
                 then 'pi_sim_' || md5(p.id::text || p.k) end,
            case when p.status = 'cancelled' then case when p.k % 2 = 0 then ${refunded} else 0 end end,
            p.status, p.start_day - 10 + (p.n % 600) * interval '1 second',
            p.start_day - 10 + (p.n % 600) * interval '1 second' + interval '${CHECKOUT_HOLD_MINUTES} minutes'
     from priced p cross join renters`,
    [options.perCar, options.renters, options.fromDaysAgo, options.everyDays],
  );
}
