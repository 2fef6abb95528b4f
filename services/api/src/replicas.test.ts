/**
 * Two API replicas as production runs them: two `node src/server.ts` processes in production mode, started
 * together on one database and one object store. They must behave as one API: a session made on one is valid
 * on the other, the sign-in throttle counts failures from both, the migrations run exactly once, and so does
 * each job of the job queue.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsList } from './db/migrations/index.ts';
import { JOB_QUEUE_SCHEMA } from './jobs/job-queue.ts';
import { createTestDatabase, query, SITE_ORIGIN, TestClient, type TestDatabase } from './testing/helpers.ts';

interface Replica {
  name: string;
  process: ChildProcess;
  url: string;
  /** Every JSON log line the process printed so far. */
  logs: Record<string, unknown>[];
  /** Called after each new log line. */
  onLog: Set<() => void>;
  exited: Promise<number | null>;
}

const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));
const migrateScript = fileURLToPath(new URL('./migrate.ts', import.meta.url));

/** Starts `node src/server.ts` and resolves once it logs 'api ready' (rejects if it exits first). */
function startReplica(name: string, env: NodeJS.ProcessEnv): Promise<Replica> {
  const child = spawn(process.execPath, [serverScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: Record<string, unknown>[] = [];
  const onLog = new Set<() => void>();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      for (const listener of onLog) listener();
      if (entry.msg === 'api ready') resolve({ name, process: child, url: String(entry.url), logs, onLog, exited });
    });
    void exited.then((code) => reject(new Error(`${name} exited with ${code} before it was ready:\n${stderr}`)));
  });
}

/** Resolves once `done` holds for the replicas' logs (checked now and after every new line). */
function untilLogged(replicas: Replica[], done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!done()) return;
      for (const replica of replicas) replica.onLog.delete(check);
      resolve();
    };
    for (const replica of replicas) replica.onLog.add(check);
    check();
  });
}

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
  const store = inject('objectStore');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LADRIVE_ENV: 'production',
    DATABASE_URL: db.url,
    S3_ENDPOINT: store.endPoint,
    S3_PORT: String(store.port),
    S3_USE_SSL: 'false',
    S3_ACCESS_KEY: store.accessKey,
    S3_SECRET_KEY: store.secretKey,
    S3_BUCKET_CAR_PHOTOS: 'replicas-car-photos',
    S3_BUCKET_BOOKING_DOCUMENTS: 'replicas-booking-documents',
    S3_BUCKET_CAR_UPLOADS: 'replicas-car-uploads',
    SESSION_KEYS: randomBytes(24).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SITE_ORIGIN,
    // this file sends no email: production's explicit "no sending" (emails queued and recorded only)
    SMTP_URL: 'disabled',
    MAIL_FROM: 'LA Drive <no-reply@replicas.test>',
    TRUSTED_PROXY_HOPS: '1',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    DATA_DIR: dataDir,
  };
  // started together, so both reach the migrator while the database is still empty
  replicas = await Promise.all([startReplica('replica A', env), startReplica('replica B', env)]);
  [a, b] = replicas as [Replica, Replica];
}, 120_000);

afterAll(async () => {
  for (const replica of replicas) replica.process.kill('SIGTERM');
  await Promise.all(replicas.map((replica) => replica.exited));
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** As the site's proxy forwards a browser's request: over HTTPS, from the client address it saw. */
const viaProxy = (clientIp: string) => ({ 'x-forwarded-for': clientIp, 'x-forwarded-proto': 'https' });

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

  it('leave nothing to the migration job, which runs beside them and changes nothing', async () => {
    const job = await runMigrationJob({ PATH: process.env.PATH, DATABASE_URL: db.url });
    expect(job.code).toBe(0);
    expect(job.stdout).toContain('"msg":"schema up to date"');
    const rows = await query<{ count: string }>(db.url, 'select count(*) from mikro_orm_migrations');
    expect(Number(rows[0]!.count)).toBe(migrationsList.length);
  });

  it('stop cleanly on SIGTERM (a rolling update or scale-down)', async () => {
    for (const replica of replicas) replica.process.kill('SIGTERM');
    expect(await Promise.all(replicas.map((replica) => replica.exited))).toEqual([0, 0]);
  });
});
