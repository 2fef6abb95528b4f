/**
 * The API's job queue: pg-boss on the API's own PostgreSQL (decision 0034). Modules describe their scheduled
 * work as `ScheduledJob`s and their work on demand (an email, a later check) as `QueuedJob`s; every replica
 * starts one `JobQueue` with all of them, and pg-boss makes each scheduled run or sent job a row that exactly one
 * replica takes (SKIP LOCKED), retries with back-off when it fails and keeps across restarts. A job sent `in` a
 * transaction is that transaction's row: it exists only if the change it reports commits (decision 0036).
 * Knows no module: index.ts hands the jobs in.
 *
 * pg-boss's own schema (`pgboss`) is installed and upgraded by the migrations (`installJobQueueSchema`, called
 * by db/migrate.ts under the migration lock), never by a running queue, which only checks it is current.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Clock, fromKysely, PgBoss, type WorkOptions } from 'pg-boss';
import { kyselyOf } from '../db/kysely.ts';
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

/** Work done on demand, once per job sent with its data (`JobQueue.send`). */
export interface QueuedJob<Data extends object = object> {
  /** The queue's name, `<module>.<what it does>`. */
  name: string;
  /**
   * At most one job waiting per `singletonKey` (pg-boss's `short` policy): sending another while one waits adds
   * nothing, so a burst of events makes one job. A job already running does not count: what comes after it
   * gets a job of its own.
   */
  onePendingPerKey?: boolean;
  /**
   * How often its worker looks for jobs whose delay has passed (a delayed job wakes no worker). Default: the
   * backstop poll, 30 s.
   */
  pollSeconds?: number;
  /** The work; `now` is the queue's clock. A throw fails the attempt, which is retried with back-off. */
  run(data: Data, now: Date): Promise<void>;
}

export interface SendOptions {
  /** Sends in this transaction (the caller's `em.transactional`): the job exists only if it commits. */
  in?: EntityManager;
  /** Not before this instant (the queue's clock decides in `runDue`). */
  startAfter?: Date;
  /** With `onePendingPerKey`: what makes two jobs the same. */
  singletonKey?: string;
}

/**
 * Every queue's retry policy: three more attempts after about 30 s, 60 s, 120 s (with jitter). A job whose replica
 * died mid-run stops sending heartbeats and is retried 30 s on (when pg-boss's supervisor next looks, every
 * minute), instead of after pg-boss's 15-minute expiry.
 */
const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 30, retryBackoff: true, heartbeatSeconds: 30 } as const;

/**
 * How on-demand queues are worked: a job sent (its transaction committed) wakes a worker at once through
 * PostgreSQL's NOTIFY, and a worker takes up to 10 at a time and keeps fetching while batches come full, so an
 * email goes out in a moment rather than at the next poll. A job that becomes due later (a delay, a retry) is found
 * by the backstop poll, at most 30 s on.
 */
const ON_DEMAND_WORK = { batchSize: 10, burstWhenBatchFull: true } as const;

export interface JobQueueOptions {
  databaseUrl: string;
  logger: Logger;
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

/** What a replica works: its schedules and its on-demand queues. */
export interface JobsToWork {
  scheduled?: readonly ScheduledJob[];
  queued?: readonly QueuedJob[];
}

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #logger: Logger;
  readonly #now: () => Date;
  readonly #schedule: boolean;
  readonly #workers = new Map<string, string>();
  /** Jobs `runNow` and `runDue` wait for, by id: settled when this process has run them. */
  readonly #waiting = new Map<string, { resolve: () => void; reject: (err: unknown) => void }>();

  constructor(options: JobQueueOptions) {
    this.#logger = options.logger;
    const { clock } = options;
    this.#now = options.now ?? (clock ? () => new Date(clock.now()) : () => new Date());
    this.#schedule = options.schedule ?? true;
    this.#boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: JOB_QUEUE_SCHEMA,
      application_name: 'ladrive-jobs',
      max: 3,
      migrate: false,
      instanceName: 'api',
      clock: options.clock,
      // one more connection per replica, held for LISTEN: sent jobs wake their worker (ON_DEMAND_WORK)
      useListenNotify: true,
      schedule: this.#schedule,
    });
    this.#boss.on('error', (err) => this.#logger.warn('job queue error', { err }));
  }

  /**
   * Creates the queues and schedules (idempotent, so every replica does it) and starts working them. Jobs that send
   * jobs take this queue before it starts, so it is made first and started with them.
   */
  async start({ scheduled = [], queued = [] }: JobsToWork): Promise<void> {
    await this.#boss.start();
    for (const job of scheduled) {
      await this.#boss.createQueue(job.name, QUEUE_OPTIONS);
      if (this.#schedule) await this.#boss.schedule(job.name, job.cron);
      await this.#work(job.name, {}, () => job.run(this.#now()));
    }
    for (const job of queued) {
      await this.#boss.createQueue(job.name, {
        ...QUEUE_OPTIONS,
        policy: job.onePendingPerKey ? 'short' : 'standard',
        notify: true,
      });
      const polling = job.pollSeconds
        ? { pollingIntervalSeconds: job.pollSeconds, notifyPollingIntervalSeconds: job.pollSeconds }
        : {};
      await this.#work(job.name, { ...ON_DEMAND_WORK, ...polling }, (data) => job.run(data, this.#now()));
    }
  }

  async #work(name: string, options: WorkOptions, run: (data: object) => Promise<void>): Promise<void> {
    const workerId = await this.#boss.work<object>(name, options, async (attempts) => {
      for (const attempt of attempts) await this.#runAttempt(name, attempt.id, () => run(attempt.data ?? {}));
    });
    this.#workers.set(name, workerId);
  }

  /** The queue's clock: what jobs are handed as `now`, and what a delay is counted from. */
  now(): Date {
    return this.#now();
  }

  /**
   * Queues a job of `name` with `data`. With `in`, the job is a row of that transaction, so it is never sent for a
   * change that rolled back and never lost for one that committed. Resolves with the job's id, or null when
   * `onePendingPerKey` found one already waiting.
   */
  send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const { in: tx, ...jobOptions } = options;
    return this.#boss.send(name, data, { ...jobOptions, ...(tx ? { db: fromKysely(kyselyOf(tx)) } : {}) });
  }

  /**
   * Runs one attempt and records its outcome itself (pg-boss's own completion then finds nothing to do), so when a
   * `runNow` caller is told, the job's history already says how it ended.
   */
  async #runAttempt(name: string, id: string, run: () => Promise<void>): Promise<void> {
    const started = performance.now();
    const waiter = this.#waiting.get(id);
    this.#waiting.delete(id);
    this.#logger.info('job started', { job: name, id });
    try {
      await run();
    } catch (err) {
      this.#logger.warn('job failed', { job: name, id, err });
      await this.#boss.fail(name, id, { message: err instanceof Error ? err.message : String(err) });
      waiter?.reject(err);
      return;
    }
    await this.#boss.complete(name, id);
    this.#logger.info('job done', { job: name, id, ms: Math.round(performance.now() - started) });
    waiter?.resolve();
  }

  /** Settles when this process has run job `id` (rejects if that attempt fails). */
  #ranBy(id: string): Promise<void> {
    return new Promise<void>((resolve, reject) => this.#waiting.set(id, { resolve, reject }));
  }

  #wake(name: string): void {
    const workerId = this.#workers.get(name);
    if (workerId) this.#boss.notifyWorker(workerId);
  }

  /**
   * Sends `name` now and resolves once this process has run it (rejects if that attempt fails). For tests and
   * one-process tools: with several replicas another one may take the job.
   */
  async runNow(name: string): Promise<void> {
    const id = await this.#boss.send(name, {});
    if (!id) throw new Error(`job ${name} was not queued`);
    const done = this.#ranBy(id);
    this.#wake(name);
    return done;
  }

  /**
   * Runs now the waiting jobs of `name` whose start has come by the queue's clock, and resolves once this process
   * has run them all (rejects if one fails); resolves with how many there were. On the system clock pg-boss does
   * this by itself; on a test's clock (`StartApiOptions.now`) it is how a delay passes without waiting for it.
   */
  async runDue(name: string): Promise<number> {
    const now = this.#now().getTime();
    const due = (await this.#boss.findJobs(name, { queued: true })).filter((job) => job.startAfter.getTime() <= now);
    const done = due.map((job) => this.#ranBy(job.id));
    for (const job of due) await this.#boss.update(name, undefined, { id: job.id, startAfter: new Date(0) });
    this.#wake(name);
    await Promise.all(done);
    return due.length;
  }

  /**
   * Each queue's jobs waiting (created or to retry, deferred included) and running, across replicas, counted now
   * (pg-boss's own queue counts are refreshed only by its periodic maintenance): the metrics' queue depth.
   */
  async depths(): Promise<{ name: string; queued: number; active: number }[]> {
    const { rows } = await this.#boss.getDb().executeSql(
      `select q.name,
              count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
              count(j.id) filter (where j.state = 'active')::int as active
         from ${JOB_QUEUE_SCHEMA}.queue q left join ${JOB_QUEUE_SCHEMA}.job j on j.name = q.name
        group by q.name order by q.name`,
    );
    return rows as { name: string; queued: number; active: number }[];
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
