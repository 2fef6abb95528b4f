/**
 * Car page benchmark (part of `pnpm bench`): GET /api/cars/:id against its floor, a raw node:http + pg server running
 * the same SQL (raw-baseline.ts). Loads the search bench's cars (search.ts `loadData`), then per round the API and the
 * raw server: sequential latency (p50/p99, after a warm-up), and requests per second at 10 connections (autocannon)
 * in SLICES alternating slices each, so that a change in the shared machine's load falls on both alike; every
 * request is for another car. Beside the rate, this process's CPU per request during the slices (the server and the
 * load generator, which is the same for both): the figure that holds when the machine is busy. Prints each round, the
 * medians, the API's share of the raw server's throughput (the median of each round's ratio) and the load average.
 * Target: the API ≥ 0.8 × raw (median of the rounds); exits non-zero when missed. Talks only to 127.0.0.1 and cleans
 * up (also on Ctrl-C).
 * Sizes via env: BENCH_CAR_ROUNDS (5), BENCH_SECONDS (5 per server and round), BENCH_REQUESTS (sequential, 200).
 */
import pg from 'pg';
import { carDetailQuery } from '../src/modules/cars/index.ts';
import { load, log, median, ms, runBench, timeSequential, withBenchEnvironment } from './harness.ts';
import { startRawPgServer, throughput } from './raw-baseline.ts';
import { loadData } from './search.ts';

const ROUNDS = Number(process.env.BENCH_CAR_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Each round's throughput, per server, in this many alternating slices of SECONDS / SLICES. */
const SLICES = 5;
const CONNECTIONS = 10;
/** The API's pool (harness.ts `poolMax`): the raw server gets as many connections. */
const POOL_MAX = 10;
const TARGET_RATIO = 0.8;
const DEADLINE_MS = 240_000;
const CAR_IDS = 500;
/** A read by primary key costs the same at any size: the search's cars at the size it used before issue 28. */
const CAR_DATA = { laCars: 12_000, otherCars: 4_000, bookingsPerCar: 2 };

async function carIds(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ id: string }>('select id from car order by random() limit $1', [CAR_IDS]);
    return rows.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

interface Measured {
  p50: number;
  p99: number;
  perSecond: number;
  /** This process's CPU (the server and autocannon) per request answered at CONNECTIONS. */
  cpuMicrosPerRequest: number;
}

async function main() {
  await withBenchEnvironment('car-page', DEADLINE_MS, async ({ postgres, api }) => {
    const { cars } = await loadData(postgres.url, CAR_DATA);
    const ids = await carIds(postgres.url);
    log(`inserted ${cars} cars; ${ids.length} of them asked for in turn`);
    // the API's statement, compiled once: the raw server binds each request's id to it
    const { sql } = carDetailQuery(api.orm.em.fork(), ids[0]!).compile();
    const raw = await startRawPgServer(postgres.url, POOL_MAX, (path) => {
      const id = /^\/cars\/([\w-]+)$/.exec(path)?.[1];
      return id ? { sql, parameters: [id] } : undefined;
    });
    try {
      const servers = { api: { url: api.url, prefix: '/api/cars/' }, raw: { url: raw.url, prefix: '/cars/' } };
      const pathsOf = ({ prefix }: { prefix: string }) => {
        let n = 0;
        return () => `${prefix}${ids[n++ % ids.length]}`;
      };
      const sequential = async ({ url }: { url: string }, nextPath: () => string) => {
        const latency = await timeSequential(async () => {
          const res = await fetch(`${url}${nextPath()}`);
          if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        });
        return { p50: latency.p50, p99: latency.p99 };
      };
      /** One slice at CONNECTIONS: requests answered, seconds taken, this process's CPU microseconds. */
      const slice = async ({ url }: { url: string }, nextPath: () => string) => {
        const cpu = process.cpuUsage();
        const rate = await throughput(url, { connections: CONNECTIONS, seconds: SECONDS / SLICES, nextPath });
        const used = process.cpuUsage(cpu);
        if (rate.non2xx || rate.errors) throw new Error(`${url}: ${rate.non2xx} non-2xx, ${rate.errors} errors`);
        return { requests: rate.requests.total, seconds: rate.duration, cpuMicros: used.user + used.system };
      };
      const measureRound = async (): Promise<{ api: Measured; raw: Measured }> => {
        const paths = { api: pathsOf(servers.api), raw: pathsOf(servers.raw) };
        const latency = {
          api: await sequential(servers.api, paths.api),
          raw: await sequential(servers.raw, paths.raw),
        };
        const totals = {
          api: { requests: 0, seconds: 0, cpuMicros: 0 },
          raw: { requests: 0, seconds: 0, cpuMicros: 0 },
        };
        for (let i = 0; i < SLICES; i++)
          for (const side of i % 2 ? (['raw', 'api'] as const) : (['api', 'raw'] as const)) {
            const measured = await slice(servers[side], paths[side]);
            totals[side].requests += measured.requests;
            totals[side].seconds += measured.seconds;
            totals[side].cpuMicros += measured.cpuMicros;
          }
        const of = (side: 'api' | 'raw'): Measured => ({
          ...latency[side],
          perSecond: totals[side].requests / totals[side].seconds,
          cpuMicrosPerRequest: totals[side].cpuMicros / totals[side].requests,
        });
        return { api: of('api'), raw: of('raw') };
      };
      const loadBefore = load();
      const rounds: { api: Measured; raw: Measured }[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        rounds.push(await measureRound());
        log(`round ${round} done`);
      }

      console.log(`\nGET /api/cars/:id vs a raw node:http + pg server on the same SQL (${sql.length} characters)`);
      console.log(
        `sequential latency (ms); requests/s at ${CONNECTIONS} connections, ${SECONDS}s each in ${SLICES} alternating slices; µs of CPU per request (server + load generator)`,
      );
      console.log(
        `${'round'.padEnd(8)}  API p50  API p99    API/s  API µs  raw p50  raw p99    raw/s  raw µs  API/raw`,
      );
      const row = (name: string, r: { api: Measured; raw: Measured }, ratio: number) =>
        console.log(
          `${name.padEnd(8)} ${ms(r.api.p50)} ${ms(r.api.p99)} ${r.api.perSecond.toFixed(0).padStart(8)} ${r.api.cpuMicrosPerRequest.toFixed(0).padStart(7)} ${ms(r.raw.p50)} ${ms(r.raw.p99)} ${r.raw.perSecond.toFixed(0).padStart(8)} ${r.raw.cpuMicrosPerRequest.toFixed(0).padStart(7)} ${ratio.toFixed(2).padStart(8)}`,
        );
      // each round measures both servers in alternating slices: its ratio is the fair comparison, its median the figure
      const ratios = rounds.map((r) => r.api.perSecond / r.raw.perSecond);
      for (const [i, r] of rounds.entries()) row(String(i + 1), r, ratios[i]!);
      const pick = (side: 'api' | 'raw'): Measured => ({
        p50: median(rounds.map((r) => r[side].p50)),
        p99: median(rounds.map((r) => r[side].p99)),
        perSecond: median(rounds.map((r) => r[side].perSecond)),
        cpuMicrosPerRequest: median(rounds.map((r) => r[side].cpuMicrosPerRequest)),
      });
      const medians = { api: pick('api'), raw: pick('raw') };
      const ratio = median(ratios);
      row('median', medians, ratio);
      console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
      if (ratio < TARGET_RATIO) {
        console.error(`the API serves ${ratio.toFixed(2)} × the raw server, below the target of ${TARGET_RATIO} ×`);
        process.exitCode = 1;
      } else console.log(`the API serves ${ratio.toFixed(2)} × the raw server, within the target of ${TARGET_RATIO} ×`);
    } finally {
      await raw.close();
    }
  });
}

runBench(main);
