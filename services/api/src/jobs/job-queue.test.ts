/**
 * The job queue on a real PostgreSQL (a test database, pg-boss's schema installed by the migrations): a job run
 * now reads the queue's clock and is kept in the history, a failed attempt waits its back-off before the next,
 * and a job queued while no process works it is done by the next one to start.
 */
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import { createTestDatabase, query, type TestDatabase } from '../testing/helpers.ts';
import { readJobHistory } from './job-history.ts';
import { JOB_QUEUE_SCHEMA, JobQueue, type ScheduledJob } from './job-queue.ts';

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
async function startQueue(jobs: ScheduledJob[], now?: () => Date): Promise<JobQueue> {
  const queue = new JobQueue({ databaseUrl: db.url, logger: silentLogger, jobs, now });
  queues.push(queue);
  await queue.start();
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
