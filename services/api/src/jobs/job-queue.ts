/**
 * The API's job queue: pg-boss on the API's own PostgreSQL (decision 0034). Modules describe their scheduled
 * work as `ScheduledJob`s; every replica starts one `JobQueue` with all of them, and pg-boss makes each
 * scheduled run a job that exactly one replica takes (SKIP LOCKED), retries it with back-off when it fails
 * and keeps it across restarts (it is a row). Knows no module: index.ts hands the jobs in.
 *
 * pg-boss's own schema (`pgboss`) is installed and upgraded by the migrations (`installJobQueueSchema`, called
 * by db/migrate.ts under the migration lock), never by a running queue, which only checks it is current.
 */
import { type Clock, PgBoss } from 'pg-boss';
import type { Logger } from '../lib/logger.ts';

/** The PostgreSQL schema pg-boss keeps its tables in (its default name). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

export interface ScheduledJob {
  /** The queue's name, `<module>.<what it does>`: the name jobs are sent, scheduled and listed by. */
  name: string;
  /** When it runs (cron, UTC): pg-boss creates one job per occurrence, across every replica. */
  cron: string;
  /** The work; `now` is the queue's clock. A throw fails the attempt, which is retried with back-off. */
  run(now: Date): Promise<void>;
}

/**
 * Every queue's retry policy: three more attempts after about 30 s, 60 s, 120 s (with jitter). A job whose replica
 * died mid-run stops sending heartbeats and is retried 30 s on (when pg-boss's supervisor next looks, every
 * minute), instead of after pg-boss's 15-minute expiry.
 */
const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 30, retryBackoff: true, heartbeatSeconds: 30 } as const;

export interface JobQueueOptions {
  databaseUrl: string;
  logger: Logger;
  jobs: readonly ScheduledJob[];
  /** The clock handed to every job. Default: `clock`'s time. */
  now?: () => Date;
  /**
   * The queue's own clock: its polls, heartbeats, retries and schedule (pg-boss's, in JavaScript and in
   * PostgreSQL). Tests hand in pg-boss's `TestClock` to move time instead of waiting. Default: the system clock.
   */
  clock?: Clock;
  /**
   * Whether the cron schedules run (default true). The API tests turn them off and run a job with `runNow`, so a
   * schedule firing in the middle of a test never changes what the test looks at.
   */
  schedule?: boolean;
}

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #logger: Logger;
  readonly #jobs: readonly ScheduledJob[];
  readonly #now: () => Date;
  readonly #schedule: boolean;
  readonly #workers = new Map<string, string>();
  /** Jobs `runNow` sent, by id: settled when this process has run them. */
  readonly #waiting = new Map<string, { resolve: () => void; reject: (err: unknown) => void }>();

  constructor(options: JobQueueOptions) {
    this.#logger = options.logger;
    const { clock } = options;
    this.#now = options.now ?? (clock ? () => new Date(clock.now()) : () => new Date());
    this.#jobs = options.jobs;
    this.#schedule = options.schedule ?? true;
    this.#boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: JOB_QUEUE_SCHEMA,
      application_name: 'ladrive-jobs',
      max: 3,
      migrate: false,
      instanceName: 'api',
      clock: options.clock,
      schedule: this.#schedule,
    });
    this.#boss.on('error', (err) => this.#logger.warn('job queue error', { err }));
  }

  /** Creates the queues and schedules (idempotent, so every replica does it) and starts working. */
  async start(): Promise<void> {
    await this.#boss.start();
    for (const job of this.#jobs) {
      await this.#boss.createQueue(job.name, QUEUE_OPTIONS);
      if (this.#schedule) await this.#boss.schedule(job.name, job.cron);
      const workerId = await this.#boss.work(job.name, async ([attempt]) => {
        if (attempt) await this.#runAttempt(job, attempt.id);
      });
      this.#workers.set(job.name, workerId);
    }
  }

  /**
   * Runs one attempt and records its outcome itself (pg-boss's own completion then finds nothing to do), so when a
   * `runNow` caller is told, the job's history already says how it ended.
   */
  async #runAttempt(job: ScheduledJob, id: string): Promise<void> {
    const started = performance.now();
    const waiter = this.#waiting.get(id);
    this.#waiting.delete(id);
    this.#logger.info('job started', { job: job.name, id });
    try {
      await job.run(this.#now());
    } catch (err) {
      this.#logger.warn('job failed', { job: job.name, id, err });
      await this.#boss.fail(job.name, id, { message: err instanceof Error ? err.message : String(err) });
      waiter?.reject(err);
      return;
    }
    await this.#boss.complete(job.name, id);
    this.#logger.info('job done', { job: job.name, id, ms: Math.round(performance.now() - started) });
    waiter?.resolve();
  }

  /**
   * Sends `name` now and resolves once this process has run it (rejects if that attempt fails). For tests and
   * one-process tools: with several replicas another one may take the job.
   */
  async runNow(name: string): Promise<void> {
    const id = await this.#boss.send(name, {});
    if (!id) throw new Error(`job ${name} was not queued`);
    const done = new Promise<void>((resolve, reject) => this.#waiting.set(id, { resolve, reject }));
    const workerId = this.#workers.get(name);
    if (workerId) this.#boss.notifyWorker(workerId);
    return done;
  }

  /** Waits for running jobs (what is left is retried by another replica or after a restart), then closes. */
  stop(): Promise<void> {
    return this.#boss.stop({ graceful: true, timeout: 10_000 });
  }
}

/**
 * Installs pg-boss's schema, or upgrades it to this pg-boss version, with pg-boss's own installer (a short-lived
 * instance with everything but the installer off). Run by the migrations, under their lock.
 */
export async function installJobQueueSchema(databaseUrl: string): Promise<void> {
  const installer = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_QUEUE_SCHEMA,
    application_name: 'ladrive-migrations',
    max: 1,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await installer.start();
  await installer.stop({ graceful: false });
}
