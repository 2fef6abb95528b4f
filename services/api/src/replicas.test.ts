/**
 * Two API replicas as production runs them: two `node src/server.ts` processes in production mode, started
 * together on one database and one object store. They must behave as one API: a session made on one is valid
 * on the other, the sign-in throttle counts failures from both, the migrations run exactly once, and so does
 * each job of the job queue; a message posted through one reaches a conversation stream held by the other.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthUser, ConversationRef, Message, MessageEvent } from '@ladrive/contracts';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsList } from './db/migrations/index.ts';
import { JOB_QUEUE_SCHEMA } from './jobs/job-queue.ts';
import { EventStreamClient } from './testing/event-stream.ts';
import { createTestDatabase, query, SITE_ORIGIN, TestClient, type TestDatabase } from './testing/helpers.ts';
import { type Replica, replicaEnv, startReplica, stopReplicas, untilLogged } from './testing/replica-process.ts';

const migrateScript = fileURLToPath(new URL('./migrate.ts', import.meta.url));

/** `node src/migrate.ts`, the one-off migration job of infra/production. */
function runMigrationJob(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [migrateScript], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

describe('the migration job (node src/migrate.ts)', () => {
  it('refuses to run without DATABASE_URL, saying so', async () => {
    const job = await runMigrationJob({ PATH: process.env.PATH });
    expect(job.code).toBe(1);
    expect(job.stderr).toContain('needs DATABASE_URL');
  });
});

let db: TestDatabase;
let dataDir: string;
let replicas: Replica[] = [];
let a: Replica;
let b: Replica;

beforeAll(async () => {
  db = await createTestDatabase({ migrated: false });
  dataDir = await mkdtemp(join(tmpdir(), 'ladrive-replicas-'));
  const env = replicaEnv({
    databaseUrl: db.url,
    objectStore: inject('objectStore'),
    siteOrigin: SITE_ORIGIN,
    dataDir,
    bucketPrefix: 'replicas',
  });
  // started together, so both reach the migrator while the database is still empty
  replicas = await Promise.all([startReplica('replica A', env), startReplica('replica B', env)]);
  [a, b] = replicas as [Replica, Replica];
}, 120_000);

afterAll(async () => {
  await stopReplicas(replicas);
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** As the site's proxy forwards a browser's request: over HTTPS, from the client address it saw. */
const viaProxy = (clientIp: string) => ({ 'x-forwarded-for': clientIp, 'x-forwarded-proto': 'https' });

/** A new account signed up through `replica`, and its client (requests as the site's proxy sends them). */
async function signedUp(
  replica: Replica,
  name: string,
  clientIp: string,
): Promise<{ client: TestClient; user: AuthUser }> {
  const client = new TestClient(replica.url);
  const res = await client.postJson(
    '/api/signup',
    {
      email: `${name}.${randomBytes(4).toString('hex')}@example.com`,
      password: 'a-good-password',
      firstName: name,
      lastName: 'Replica',
    },
    viaProxy(clientIp),
  );
  expect(res.status).toBe(201);
  return { client, user: res.json<AuthUser>() };
}

/** The signed-in user's conversation stream on `replica`, once its first event arrived. */
async function streamOn(replica: Replica, client: TestClient, clientIp: string): Promise<EventStreamClient> {
  const stream = await EventStreamClient.open(`${replica.url}/api/conversations/stream`, {
    cookie: client.cookieHeader(),
    headers: viaProxy(clientIp),
  });
  expect(stream.status).toBe(200);
  await stream.next((event) => event.type === 'unread');
  return stream;
}

/** Posts `body` through `replica` and resolves with the ms until `stream` received it. */
async function deliveryMs(
  replica: Replica,
  sender: TestClient,
  clientIp: string,
  id: string,
  body: string,
  stream: EventStreamClient,
) {
  sender.baseUrl = replica.url;
  const posted = performance.now();
  const res = await sender.postJson(`/api/conversations/${id}/messages`, { body }, viaProxy(clientIp));
  expect(res.status).toBe(201);
  const { id: messageId } = res.json<Message>();
  const event = await stream.next(
    (candidate) =>
      candidate.type === 'message' && (JSON.parse(candidate.data) as MessageEvent).message.id === messageId,
  );
  return event.receivedAt - posted;
}

describe('two API processes on one database', () => {
  it('run each migration exactly once, by one of them', async () => {
    const rows = await query<{ name: string }>(db.url, 'select name from mikro_orm_migrations order by id');
    expect(rows.map((row) => row.name)).toEqual(migrationsList.map((migration) => migration.name));

    const migrators = replicas.filter((replica) => replica.logs.some((entry) => entry.msg === 'applied migrations'));
    expect(migrators).toHaveLength(1);
    const applied = migrators[0]!.logs.find((entry) => entry.msg === 'applied migrations')!.migrations;
    expect(applied).toEqual(migrationsList.map((migration) => migration.name));
  });

  it('share sessions: signed up on one, signed in on the other, signed out everywhere', async () => {
    const client = new TestClient(a.url);
    const email = `replica.${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await client.postJson(
      '/api/signup',
      { email, password: 'a-good-password', firstName: 'Rep', lastName: 'Lica' },
      viaProxy('198.51.100.10'),
    );
    expect(signUp.status).toBe(201);

    client.baseUrl = b.url;
    const onB = await client.get('/api/auth/user', viaProxy('198.51.100.10'));
    expect(onB.status).toBe(200);
    expect(onB.json()).toMatchObject({ email });

    expect((await client.get('/api/logout', viaProxy('198.51.100.10'))).status).toBe(303);
    client.baseUrl = a.url;
    expect((await client.get('/api/auth/user', viaProxy('198.51.100.10'))).status).toBe(401);
  });

  it('share the sign-in throttle: failures on either count towards the limit on both', async () => {
    const email = `throttled.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'the-right-password';
    const signUp = await new TestClient(a.url).postJson(
      '/api/signup',
      { email, password, firstName: 'Thr', lastName: 'Ottle' },
      viaProxy('198.51.100.20'),
    );
    expect(signUp.status).toBe(201);

    const attacker = viaProxy('198.51.100.66');
    // five failures, alternating replicas: neither replica alone saw five
    for (const replica of [a, b, a, b, a]) {
      const res = await new TestClient(replica.url).postJson('/api/login', { email, password: 'wrong' }, attacker);
      expect(res.status).toBe(401);
    }
    for (const replica of [a, b]) {
      const blocked = await new TestClient(replica.url).postJson('/api/login', { email, password }, attacker);
      expect(blocked.status).toBe(429);
      expect(blocked.json().message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    }
    // the account's owner, from their own address, is not locked out
    const owner = await new TestClient(b.url).postJson('/api/login', { email, password }, viaProxy('198.51.100.20'));
    expect(owner.status).toBe(200);
  });

  it('run each job once, on one of them', async () => {
    const sender = new PgBoss({ connectionString: db.url, migrate: false, supervise: false, schedule: false });
    await sender.start();
    const ids: string[] = [];
    try {
      for (let i = 0; i < 4; i++) ids.push((await sender.send('bookings.release-expired-holds', {}))!);
    } finally {
      await sender.stop({ graceful: false });
    }
    const runsOf = (id: string) =>
      replicas.flatMap((replica) =>
        replica.logs.filter((entry) => entry.msg === 'job done' && entry.id === id).map(() => replica.name),
      );
    await untilLogged(replicas, () => ids.every((id) => runsOf(id).length > 0));
    for (const id of ids) expect(runsOf(id)).toHaveLength(1);
    const states = await query<{ state: string }>(
      db.url,
      `select state from ${JOB_QUEUE_SCHEMA}.job where id = any($1::uuid[])`,
      [ids],
    );
    expect(states.map((row) => row.state)).toEqual(ids.map(() => 'completed'));
  });

  it('deliver a message posted through one to a conversation stream held by the other', async () => {
    const host = await signedUp(a, 'Host', '198.51.100.30');
    const renter = await signedUp(a, 'Renter', '198.51.100.31');
    const [car] = await query<{ id: string }>(
      db.url,
      `insert into car (host_id, make, model, year, category, seats, transmission, fuel_type, price_per_day, location,
                        city, state, images, is_available)
       values ($1, 'Toyota', 'Prius', 2022, 'compact', 5, 'automatic', 'hybrid', '50.00', '1 Main St', 'Los Angeles',
               'CA', '{}', true) returning id`,
      [host.user.id],
    );
    const opened = await renter.client.postJson(
      `/api/cars/${car!.id}/conversation`,
      undefined,
      viaProxy('198.51.100.31'),
    );
    const { id } = opened.json<ConversationRef>();
    // the host's tab is served by B, the renter's by A
    const [hostStream, renterStream] = [
      await streamOn(b, host.client, '198.51.100.30'),
      await streamOn(a, renter.client, '198.51.100.31'),
    ];
    try {
      const toB = await deliveryMs(a, renter.client, '198.51.100.31', id, 'Posted through A', hostStream);
      const toA = await deliveryMs(b, host.client, '198.51.100.30', id, 'Answered through B', renterStream);
      console.log(
        `conversation stream across replicas: posted on A → stream on B ${toB.toFixed(1)} ms, on B → A ${toA.toFixed(1)} ms (from the POST to the event)`,
      );
    } finally {
      await Promise.all([hostStream.close(), renterStream.close()]);
    }
  });

  it('leave nothing to the migration job, which runs beside them and changes nothing', async () => {
    const job = await runMigrationJob({ PATH: process.env.PATH, DATABASE_URL: db.url });
    expect(job.code).toBe(0);
    expect(job.stdout).toContain('"msg":"schema up to date"');
    const rows = await query<{ count: string }>(db.url, 'select count(*) from mikro_orm_migrations');
    expect(Number(rows[0]!.count)).toBe(migrationsList.length);
  });

  it('stop cleanly on SIGTERM (a rolling update or scale-down), ending the conversation streams they hold', async () => {
    const { client } = await signedUp(a, 'Leaving', '198.51.100.40');
    const streams = [await streamOn(a, client, '198.51.100.40'), await streamOn(b, client, '198.51.100.40')];
    expect(await stopReplicas(replicas)).toEqual([0, 0]);
    for (const stream of streams) {
      await stream.ended;
      expect(stream.error).toBeUndefined();
    }
  });
});
