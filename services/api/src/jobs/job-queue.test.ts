/**
 * The job queue on a real PostgreSQL (a test database, pg-boss's schema installed by the migrations): a job run
 * now reads the queue's clock and is kept in the history, a failed attempt waits its back-off before the next,
 * and a job queued while no process works it is done by the next one to start. Jobs sent on demand exist only
 * if the transaction they were sent in commits, wait for their start by the queue's clock, and can be kept to one
 * waiting per key.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm } from '../db/orm.ts';
import { silentLogger } from '../lib/logger.ts';
import { entities } from '../modules/entities.ts';
import { createTestDatabase, query, type TestDatabase } from '../testing/helpers.ts';
import { readJobHistory } from './job-history.ts';
import { JOB_QUEUE_SCHEMA, JobQueue, type QueuedJob, type ScheduledJob } from './job-queue.ts';

let db: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await db?.drop();
});

/** A queue over this file's database, stopped after the file. */
async function startQueue(jobs: ScheduledJob[], now?: () => Date, queued: QueuedJob[] = []): Promise<JobQueue> {
  const queue = new JobQueue({ databaseUrl: db.url, logger: silentLogger, now });
  queues.push(queue);
  await queue.start({ scheduled: jobs, queued });
  return queue;
}

/** Once a year: these tests run their jobs themselves, the schedule never does. */
const YEARLY = '0 0 1 1 *';

const historyOf = (name: string) =>
  query<{ state: string; output: { message?: string } | null; retry_in_seconds: number }>(
    db.url,
    `select state, output, extract(epoch from start_after - now())::int as retry_in_seconds
       from ${JOB_QUEUE_SCHEMA}.job where name = $1 order by created_on`,
    [name],
  );

describe('the job queue', () => {
  it('runs a job now with its clock, and keeps it in the history', async () => {
    const clock = new Date('2031-05-04T12:00:00Z');
    const seen: Date[] = [];
    const queue = await startQueue(
      [{ name: 'test.clock', cron: YEARLY, run: async (now) => void seen.push(now) }],
      () => clock,
    );
    await queue.runNow('test.clock');
    expect(seen).toEqual([clock]);
    expect(await historyOf('test.clock')).toMatchObject([{ state: 'completed' }]);
  });

  it('keeps a failed attempt for a retry after a back-off, with the reason', async () => {
    const queue = await startQueue([
      {
        name: 'test.fails',
        cron: YEARLY,
        run: () => Promise.reject(new Error('the object store is down')),
      },
    ]);
    await expect(queue.runNow('test.fails')).rejects.toThrow('the object store is down');
    const [attempt] = await historyOf('test.fails');
    expect(attempt).toMatchObject({ state: 'retry', output: { message: 'the object store is down' } });
    // the first retry waits 15–30 s (30 s × 2^0 with jitter), later ones twice as long each
    expect(attempt!.retry_in_seconds).toBeGreaterThanOrEqual(10);
  });

  it("shows what it did in its history (pnpm jobs): each queue's states, the latest jobs, the last error", async () => {
    const queue = await startQueue([
      { name: 'test.history', cron: YEARLY, run: async () => undefined },
      { name: 'test.history-fails', cron: YEARLY, run: () => Promise.reject(new Error('SMTP said no')) },
    ]);
    await queue.runNow('test.history');
    await queue.runNow('test.history');
    await expect(queue.runNow('test.history-fails')).rejects.toThrow();

    const history = await readJobHistory(db.url);
    expect(history.queues).toEqual(
      expect.arrayContaining([
        { queue: 'test.history', states: { completed: 2 } },
        { queue: 'test.history-fails', states: { retry: 1 } },
      ]),
    );
    expect(history.latest[0]).toMatchObject({ queue: 'test.history-fails', state: 'retry', error: 'SMTP said no' });

    const one = await readJobHistory(db.url, { queue: 'test.history', limit: 1 });
    expect(one.queues).toEqual([{ queue: 'test.history', states: { completed: 2 } }]);
    expect(one.latest).toEqual([
      expect.objectContaining({ queue: 'test.history', state: 'completed', retries: 0, error: null }),
    ]);
    expect(one.latest[0]!.completedAt).toBeInstanceOf(Date);
  });

  it('does a job queued while nothing worked it once a process starts (it outlives a restart)', async () => {
    const before = await startQueue([{ name: 'test.restart', cron: YEARLY, run: async () => undefined }]);
    await before.stop();

    const sender = new PgBoss({ connectionString: db.url, migrate: false, supervise: false, schedule: false });
    await sender.start();
    await sender.send('test.restart', {});
    await sender.stop({ graceful: false });
    expect(await historyOf('test.restart')).toMatchObject([{ state: 'created' }]);

    const ran = new Promise<void>((resolve) => {
      void startQueue([{ name: 'test.restart', cron: YEARLY, run: async () => resolve() }]);
    });
    await ran;
  });
});

describe('jobs sent on demand', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await initOrm({ url: db.url, entities, poolMax: 2 });
  });

  afterAll(() => orm?.close(true));

  const dataOf = (name: string) =>
    query<{ data: { n: number }; state: string }>(
      db.url,
      `select data, state from ${JOB_QUEUE_SCHEMA}.job where name = $1 order by created_on`,
      [name],
    );

  it('exist only when the transaction they were sent in commits', async () => {
    const ran: number[] = [];
    const queue = await startQueue([], undefined, [
      { name: 'test.in-transaction', run: async (data) => void ran.push((data as { n: number }).n) },
    ]);
    const rolledBack = orm.em.fork().transactional(async (tx) => {
      await queue.send('test.in-transaction', { n: 1 }, { in: tx, startAfter: new Date(Date.now() + 3_600_000) });
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');
    expect(await dataOf('test.in-transaction')).toEqual([]);

    await orm.em.fork().transactional(async (tx) => {
      await queue.send('test.in-transaction', { n: 2 }, { in: tx, startAfter: new Date(Date.now() + 3_600_000) });
      // not visible outside the transaction until it commits
      expect(await dataOf('test.in-transaction')).toEqual([]);
    });
    expect(await dataOf('test.in-transaction')).toMatchObject([{ data: { n: 2 }, state: 'created' }]);
  });

  it('run when their start comes by the queue’s clock, with their data', async () => {
    let clock = new Date('2031-05-04T12:00:00Z');
    const seen: Array<{ n: number; at: Date }> = [];
    const queue = await startQueue([], () => clock, [
      { name: 'test.later', run: async (data, now) => void seen.push({ n: (data as { n: number }).n, at: now }) },
    ]);
    const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
    await queue.send('test.later', { n: 5 }, { startAfter: minutes(5) });
    await queue.send('test.later', { n: 60 }, { startAfter: minutes(60) });

    expect(await queue.runDue('test.later')).toBe(0);
    clock = minutes(5);
    expect(await queue.runDue('test.later')).toBe(1);
    expect(seen).toEqual([{ n: 5, at: clock }]);
    clock = minutes(55);
    expect(await queue.runDue('test.later')).toBe(1);
    expect(seen.map((run) => run.n)).toEqual([5, 60]);
  });

  it('keep one job waiting per key when asked: a second send while one waits adds nothing', async () => {
    const queue = await startQueue([], undefined, [
      { name: 'test.one-per-key', onePendingPerKey: true, run: async () => undefined },
    ]);
    const later = { startAfter: new Date(Date.now() + 3_600_000) };
    await orm.em.fork().transactional(async (tx) => {
      expect(await queue.send('test.one-per-key', { n: 1 }, { ...later, in: tx, singletonKey: 'a' })).toBeTruthy();
    });
    await orm.em.fork().transactional(async (tx) => {
      // the transaction goes on after a send that added nothing
      expect(await queue.send('test.one-per-key', { n: 2 }, { ...later, in: tx, singletonKey: 'a' })).toBeNull();
      expect(await queue.send('test.one-per-key', { n: 3 }, { ...later, in: tx, singletonKey: 'b' })).toBeTruthy();
    });
    expect((await dataOf('test.one-per-key')).map((job) => job.data.n)).toEqual([1, 3]);
  });
});
