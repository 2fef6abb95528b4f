/**
 * Message delivery benchmark (part of `pnpm bench`). Starts embedded PostgreSQL and s3rver in a temporary directory
 * and two API replicas on them as production runs them (`node src/server.ts` processes, src/testing/replica-process.ts),
 * inserts 100 hosts with a car each and 100 renters, each renter with one conversation with one host, and signs
 * every one of the 200 in. Each holds a conversation stream, renters on replica A and hosts on replica B. Then, per
 * round, 50 messages a second for 30 s, in turn renter → host and host → renter, posted in turn through A and B
 * without waiting for the answers. It reports per round and as the median of the rounds:
 *   - delivery latency, from sending the POST to the other party's stream receiving the message: p50/p95/p99/max;
 *   - messages lost: not received within 10 s of the round's end by both parties' streams (the sender's own tabs
 *     get it too), which must be 0 (the script exits non-zero otherwise);
 *   - the POST's own latency (p50/p99);
 * and each replica's resident memory (RSS) when it is ready, with the streams open, and after each round, and
 * the load average (this 2-core machine runs PostgreSQL, both replicas and the 200 clients).
 * Talks only to 127.0.0.1 and cleans up (also on Ctrl-C).
 * Sizes via env: BENCH_MESSAGE_STREAMS (200), BENCH_MESSAGE_RATE (50 a second), BENCH_MESSAGE_SECONDS (30),
 * BENCH_MESSAGE_ROUNDS (3).
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { type ConversationRef, MESSAGES_PER_MINUTE, type Message, type MessageEvent } from '@ladrive/contracts';
import pg from 'pg';
import { hashPassword } from '../src/lib/password.ts';
import { EventStreamClient } from '../src/testing/event-stream.ts';
import { type Replica, replicaEnv, startReplica, stopReplicas } from '../src/testing/replica-process.ts';
import { load, log, median, ms, percentile, runBench, withBenchEngines } from './harness.ts';

const STREAMS = Number(process.env.BENCH_MESSAGE_STREAMS ?? 200);
const RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_MESSAGE_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_MESSAGE_ROUNDS ?? 3);
const PAIRS = Math.floor(STREAMS / 2);
/** How long after a round's last POST a message may still arrive before it counts as lost. */
const DRAIN_MS = 10_000;
const DEADLINE_MS = 120_000 + ROUNDS * (SECONDS * 1000 + DRAIN_MS);
const PASSWORD = 'bench-message-password';
const SITE_ORIGIN = 'http://localhost:3000';
/** As the site's proxy forwards a browser's request (the replicas run in production mode: Secure cookies). */
const VIA_PROXY = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' };
const SIGN_IN_CONCURRENCY = 4;

interface Party {
  cookie: string;
  stream: EventStreamClient;
}

interface Pair {
  conversationId: string;
  renter: Party;
  host: Party;
}

interface Sent {
  id: string;
  /** performance.now() just before the POST was sent. */
  postedAt: number;
  postMs: number;
  sender: Party;
  recipient: Party;
}

/** The renters and hosts (pair n is renter n and host n) and each host's car, set-based. */
async function loadData(url: string): Promise<{ number: number; renter: string; host: string; car: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into "user" (email, password_hash, first_name, last_name, is_host)
       select kind || n || '@bench.test', $2, initcap(kind), 'Number ' || n, kind = 'host'
       from generate_series(1, $1::int) as n cross join (values ('renter'), ('host')) as kinds(kind)`,
      [PAIRS, await hashPassword(PASSWORD)],
    );
    await client.query(
      `insert into car (host_id, make, model, year, category, seats, transmission, fuel_type, price_per_day,
                        location, city, state, images, is_available)
       select id, 'Toyota', 'Prius', 2022, 'compact', 5, 'automatic', 'hybrid', '50.00', '1 Main St', 'Los Angeles',
              'CA', '{}', true
       from "user" where is_host`,
    );
    const pairs = await client.query<{ number: number; renter: string; host: string; car: string }>(
      `select n as number, 'renter' || n || '@bench.test' as renter, h.email as host, c.id as car
       from generate_series(1, $1::int) as n
       join "user" h on h.email = 'host' || n || '@bench.test'
       join car c on c.host_id = h.id
       order by n`,
      [PAIRS],
    );
    return pairs.rows;
  } finally {
    await client.end();
  }
}

async function signIn(replica: Replica, email: string): Promise<string> {
  const res = await fetch(`${replica.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...VIA_PROXY },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** `items` through `work`, `concurrency` at a time, in order. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += concurrency) {
    results.push(...(await Promise.all(items.slice(i, i + concurrency).map((item, j) => work(item, i + j)))));
  }
  return results;
}

/** The signed-in user's conversation stream on `replica`, once its first event arrived. */
async function openStream(replica: Replica, cookie: string): Promise<EventStreamClient> {
  const stream = await EventStreamClient.open(`${replica.url}/api/conversations/stream`, {
    cookie,
    headers: VIA_PROXY,
  });
  if (stream.status !== 200) throw new Error(`stream: ${stream.status}`);
  await stream.next((event) => event.type === 'unread');
  return stream;
}

/** Resident memory of a replica's process, in MB (Linux). */
async function rssMb(replica: Replica): Promise<number> {
  const status = await readFile(`/proc/${replica.process.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

/** The message ids each stream received, with when. */
function receipts(stream: EventStreamClient): Map<string, number> {
  return new Map(
    stream.events
      .filter((event) => event.type === 'message')
      .map((event) => [(JSON.parse(event.data) as MessageEvent).message.id, event.receivedAt]),
  );
}

interface RoundResult {
  sent: number;
  refused: number;
  lost: number;
  delivery: { p50: number; p95: number; p99: number; max: number };
  post: { p50: number; p99: number };
}

/** One round: RATE messages a second for SECONDS, then up to DRAIN_MS for the last ones to arrive. */
async function round(replicas: Replica[], pairs: Pair[], number: number): Promise<RoundResult> {
  const total = RATE * SECONDS;
  const start = performance.now();
  const posts: Promise<Sent | undefined>[] = [];
  for (let k = 0; k < total; k++) {
    const due = start + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await delay(wait);
    const pair = pairs[k % pairs.length]!;
    const fromRenter = Math.floor(k / pairs.length) % 2 === 0;
    const [sender, recipient] = fromRenter ? [pair.renter, pair.host] : [pair.host, pair.renter];
    const replica = replicas[k % replicas.length]!;
    const postedAt = performance.now();
    posts.push(
      fetch(`${replica.url}/api/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: sender.cookie, ...VIA_PROXY },
        body: JSON.stringify({ body: `Round ${number}, message ${k}` }),
      }).then(async (res) => {
        const postMs = performance.now() - postedAt;
        if (res.status !== 201) {
          console.error(`POST ${res.status}: ${await res.text()}`);
          return undefined;
        }
        return { id: ((await res.json()) as Message).id, postedAt, postMs, sender, recipient };
      }),
    );
  }
  const sent = (await Promise.all(posts)).filter((message) => message !== undefined);

  // every party's stream has every message it takes part in, or the drain time is over
  const expected = new Map<EventStreamClient, Set<string>>();
  for (const message of sent) {
    for (const { stream } of [message.sender, message.recipient]) {
      expected.set(stream, (expected.get(stream) ?? new Set()).add(message.id));
    }
  }
  const allIn = Promise.all(
    [...expected].map(([stream, ids]) =>
      stream.until(() => {
        const got = receipts(stream);
        return [...ids].every((id) => got.has(id)) ? true : undefined;
      }),
    ),
  );
  await Promise.race([allIn, delay(DRAIN_MS)]);

  const received = new Map([...expected.keys()].map((stream) => [stream, receipts(stream)]));
  const latencies: number[] = [];
  let lost = 0;
  for (const message of sent) {
    const atRecipient = received.get(message.recipient.stream)?.get(message.id);
    const atSender = received.get(message.sender.stream)?.get(message.id);
    if (atRecipient === undefined || atSender === undefined) lost++;
    if (atRecipient !== undefined) latencies.push(atRecipient - message.postedAt);
  }
  latencies.sort((x, y) => x - y);
  const postTimes = sent.map((message) => message.postMs).sort((x, y) => x - y);
  return {
    sent: sent.length,
    refused: total - sent.length,
    lost,
    delivery: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    },
    post: { p50: percentile(postTimes, 50), p99: percentile(postTimes, 99) },
  };
}

async function main() {
  // each sender's share of the rate must stay under the per-sender limit, or the API refuses (429)
  const perSenderPerMinute = (RATE * 60) / (PAIRS * 2);
  if (perSenderPerMinute > MESSAGES_PER_MINUTE) {
    throw new Error(
      `${RATE} messages a second from ${PAIRS * 2} people is ${perSenderPerMinute} a minute each: above the limit of ${MESSAGES_PER_MINUTE}; open more streams (BENCH_MESSAGE_STREAMS)`,
    );
  }
  await withBenchEngines('messages', DEADLINE_MS, async ({ postgres, objectStore, dir, onCleanup }) => {
    const env = replicaEnv({
      databaseUrl: postgres.url,
      objectStore: objectStore.client,
      siteOrigin: SITE_ORIGIN,
      dataDir: dir,
      bucketPrefix: 'bench',
    });
    const replicas = await Promise.all([startReplica('replica A', env), startReplica('replica B', env)]);
    onCleanup(() => stopReplicas(replicas));
    const [a, b] = replicas as [Replica, Replica];
    log(`PostgreSQL, s3rver and two API replicas up (${a.url}, ${b.url}), migrations applied`);
    const memory: { when: string; mb: number[] }[] = [];
    const measureMemory = async (when: string) => memory.push({ when, mb: await Promise.all(replicas.map(rssMb)) });
    await measureMemory('ready');

    // signed in first (scrypt's memory shows up in the replicas' RSS), then the conversations, then the streams
    const signedIn = await inBatches(await loadData(postgres.url), SIGN_IN_CONCURRENCY / 2, async (pair) => {
      const [renter, host] = await Promise.all([signIn(a, pair.renter), signIn(b, pair.host)]);
      const res = await fetch(`${a.url}/api/cars/${pair.car}/conversation`, {
        method: 'POST',
        headers: { cookie: renter, ...VIA_PROXY },
      });
      if (res.status !== 201) throw new Error(`conversation: ${res.status} ${await res.text()}`);
      return { conversationId: ((await res.json()) as ConversationRef).id, renter, host };
    });
    await measureMemory(`${signedIn.length * 2} users signed in`);
    const streams: EventStreamClient[] = [];
    onCleanup(() => Promise.all(streams.map((stream) => stream.close())));
    const pairs = await inBatches(signedIn, SIGN_IN_CONCURRENCY, async (pair): Promise<Pair> => {
      const [renter, host] = await Promise.all([openStream(a, pair.renter), openStream(b, pair.host)]);
      streams.push(renter, host);
      return {
        conversationId: pair.conversationId,
        renter: { cookie: pair.renter, stream: renter },
        host: { cookie: pair.host, stream: host },
      };
    });
    log(`${pairs.length * 2} users signed in, each holding a stream (renters on A, hosts on B)`);

    await measureMemory(`${pairs.length * 2} streams open`);
    const loadBefore = load();
    const results: RoundResult[] = [];
    for (let n = 1; n <= ROUNDS; n++) {
      results.push(await round(replicas, pairs, n));
      await measureMemory(`after round ${n}`);
      log(`round ${n} done`);
    }

    console.log(
      `\nmessage delivery — ${pairs.length * 2} streams (${pairs.length} on each replica), ${RATE} messages/s for ${SECONDS} s per round, posted through both replicas`,
    );
    console.log('delivery = from sending the POST to the other party’s stream receiving it (ms)');
    console.log(
      `${'round'.padEnd(8)} ${'sent'.padStart(6)} ${'lost'.padStart(5)}      p50      p95      p99      max   POST p50 POST p99`,
    );
    const row = (name: string, r: Omit<RoundResult, 'refused'>) =>
      console.log(
        `${name.padEnd(8)} ${String(r.sent).padStart(6)} ${String(r.lost).padStart(5)} ${ms(r.delivery.p50)} ${ms(r.delivery.p95)} ${ms(r.delivery.p99)} ${ms(r.delivery.max)} ${ms(r.post.p50)} ${ms(r.post.p99)}`,
      );
    for (const [i, result] of results.entries()) row(String(i + 1), result);
    const pick = (get: (r: RoundResult) => number) => median(results.map(get));
    row('median', {
      sent: pick((r) => r.sent),
      lost: pick((r) => r.lost),
      delivery: {
        p50: pick((r) => r.delivery.p50),
        p95: pick((r) => r.delivery.p95),
        p99: pick((r) => r.delivery.p99),
        max: pick((r) => r.delivery.max),
      },
      post: { p50: pick((r) => r.post.p50), p99: pick((r) => r.post.p99) },
    });
    console.log(
      `\nresident memory (RSS, MB)${''.padEnd(10)}${replicas.map((replica) => replica.name.padStart(10)).join('')}`,
    );
    for (const { when, mb } of memory) {
      console.log(`${when.padEnd(35)}${mb.map((value) => value.toFixed(1).padStart(10)).join('')}`);
    }
    console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);

    const lost = results.reduce((sum, r) => sum + r.lost, 0);
    const refused = results.reduce((sum, r) => sum + r.refused, 0);
    if (lost || refused) {
      console.error(`lost ${lost} messages, ${refused} POSTs refused`);
      process.exitCode = 1;
    } else console.log('no message lost');
  });
}

if (import.meta.main) runBench(main);
