/**
 * A job whose API process dies mid-run is not lost and not done twice: the process is killed (SIGKILL, no
 * goodbye) while the job runs; the next API to start sees its heartbeat stopped, retries it and completes it, and
 * the job's history shows the one interrupted attempt and the one that finished. The restarted API runs on
 * pg-boss's TestClock, so the minutes pg-boss waits before it gives up on a silent worker pass in a tick.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PgBoss, TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningApi } from '../index.ts';
import type { LogFields, Logger } from '../lib/logger.ts';
import { createTestDatabase, query, SITE_ORIGIN, startTestApi, type TestDatabase } from '../testing/helpers.ts';
import { replicaEnv, startReplica, untilLogged } from '../testing/replica-process.ts';
import { JOB_QUEUE_SCHEMA } from './job-queue.ts';

const PURGE = 'auth.purge-expired-sessions';

let db: TestDatabase;
let dataDir: string;
let restarted: RunningApi | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ladrive-job-crash-'));
});

afterAll(async () => {
  await restarted?.close();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A logger that keeps what it is told and wakes whoever waits for a line. */
function recordingLogger() {
  const lines: { msg: string; fields: LogFields }[] = [];
  const waiters = new Set<() => void>();
  const keep = (msg: string, fields: LogFields = {}) => {
    lines.push({ msg, fields });
    for (const waiter of waiters) waiter();
  };
  const logger: Logger = { info: keep, warn: keep, error: keep };
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!done()) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  return { lines, logger, until };
}

describe('a job whose API process is killed mid-run', () => {
  it('is done once, by the next API to start', async () => {
    await query(
      db.url,
      `insert into session (sid, sess, expire) values
         ('expired', '{}', now() - interval '1 day'), ('live', '{}', now() + interval '1 day')`,
    );
    // the purge will start and then wait on this lock, inside its delete: the process dies mid-job
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table session in access exclusive mode');

    const doomed = await startReplica(
      'doomed',
      replicaEnv({
        databaseUrl: db.url,
        objectStore: inject('objectStore'),
        siteOrigin: SITE_ORIGIN,
        dataDir,
        bucketPrefix: 'job-crash',
      }),
    );
    const sender = new PgBoss({ connectionString: db.url, migrate: false, supervise: false, schedule: false });
    await sender.start();
    const id = (await sender.send(PURGE, {}))!;
    await sender.stop({ graceful: false });
    await untilLogged([doomed], () => doomed.logs.some((line) => line.msg === 'job started' && line.id === id));
    doomed.process.kill('SIGKILL');
    await doomed.exited;
    await blocker.query('rollback');
    await blocker.end();
    expect(doomed.logs.some((line) => line.msg === 'job done')).toBe(false);

    const clock = new TestClock(Date.now());
    const { lines, logger, until } = recordingLogger();
    restarted = await startTestApi(db.url, { jobClock: clock, logger });
    const doneHere = () => lines.some((line) => line.msg === 'job done' && line.fields.id === id);
    // pg-boss's supervisor finds the silent heartbeat, the retry waits its back-off, a poll takes it
    for (let minute = 0; minute < 10 && !doneHere(); minute++) await clock.tick(60_000);
    await until(doneHere);

    const [job] = await query<{ state: string; retry_count: number }>(
      db.url,
      `select state, retry_count from ${JOB_QUEUE_SCHEMA}.job where id = $1`,
      [id],
    );
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
    expect(lines.filter((line) => line.msg === 'job started' && line.fields.id === id)).toHaveLength(1);
    const sessions = await query<{ sid: string }>(db.url, 'select sid from session order by sid');
    expect(sessions.map((row) => row.sid)).toEqual(['live']);
  });
});
