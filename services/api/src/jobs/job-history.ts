/**
 * What the job queue did, read from pg-boss's own table: each queue's jobs by state and its latest jobs (when
 * they started and ended, how many retries, the error of a failed attempt). `pnpm jobs` prints it. pg-boss's own
 * queues (`__pgboss__…`, its scheduler's) are left out: they are how a schedule becomes our jobs.
 */
import pg from 'pg';
import { JOB_QUEUE_SCHEMA } from './job-queue.ts';

/** Our queues only: pg-boss names its own `__pgboss__…`. */
const OURS = String.raw`name not like '\_\_pgboss\_\_%'`;

export interface QueueSummary {
  queue: string;
  /** Jobs by pg-boss state: created, retry, active, completed, cancelled, failed. */
  states: Record<string, number>;
}

export interface JobRecord {
  id: string;
  queue: string;
  state: string;
  retries: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** The last failed attempt's message. */
  error: string | null;
}

export interface JobHistory {
  queues: QueueSummary[];
  latest: JobRecord[];
}

export async function readJobHistory(
  databaseUrl: string,
  { queue, limit = 20 }: { queue?: string; limit?: number } = {},
): Promise<JobHistory> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ladrive-jobs-history' });
  await client.connect();
  try {
    const counted = await client.query<{ name: string; state: string; n: string }>(
      `select name, state, count(*) as n from ${JOB_QUEUE_SCHEMA}.job
        where ${OURS} and ($1::text is null or name = $1) group by name, state order by name, state`,
      [queue ?? null],
    );
    const queues = new Map<string, QueueSummary>();
    for (const row of counted.rows) {
      const summary = queues.get(row.name) ?? { queue: row.name, states: {} };
      summary.states[row.state] = Number(row.n);
      queues.set(row.name, summary);
    }
    const latest = await client.query<JobRecord>(
      `select id, name as queue, state, retry_count as retries, created_on as "createdAt",
              started_on as "startedAt", completed_on as "completedAt", output->>'message' as error
         from ${JOB_QUEUE_SCHEMA}.job
        where ${OURS} and ($1::text is null or name = $1)
        order by created_on desc, id desc limit $2`,
      [queue ?? null, limit],
    );
    return { queues: [...queues.values()], latest: latest.rows };
  } finally {
    await client.end();
  }
}
