/**
 * `pnpm jobs [queue] [--limit N]`: the job queue's history — each queue's jobs by state and the latest jobs.
 * Reads DATABASE_URL, or the embedded PostgreSQL of `pnpm start` (EMBEDDED_PG_PORT, default 54329).
 */
import { parseArgs } from 'node:util';
import { embeddedDatabaseUrl, embeddedPostgresPort } from './config.ts';
import { readJobHistory } from './jobs/job-history.ts';

const { values, positionals } = parseArgs({
  options: { limit: { type: 'string', default: '20' } },
  allowPositionals: true,
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit takes a whole number of jobs, such as --limit 50.');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL?.trim() || embeddedDatabaseUrl(embeddedPostgresPort(process.env));

const at = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '—');

try {
  const history = await readJobHistory(databaseUrl, { queue: positionals[0], limit });
  if (history.queues.length === 0) console.log('No jobs yet.');
  console.log('Queues (jobs by state):');
  for (const { queue, states } of history.queues) {
    const counts = Object.entries(states).map(([state, n]) => `${state} ${n}`);
    console.log(`  ${queue.padEnd(36)} ${counts.join(', ')}`);
  }
  console.log(`\nLatest ${history.latest.length} jobs (UTC):`);
  for (const job of history.latest) {
    const retries = job.retries ? ` after ${job.retries} ${job.retries === 1 ? 'retry' : 'retries'}` : '';
    const error = job.error ? `  — ${job.error}` : '';
    console.log(
      `  ${at(job.createdAt)}  ${job.queue.padEnd(36)} ${job.state.padEnd(9)} started ${at(job.startedAt)}, ended ${at(job.completedAt)}${retries}${error}`,
    );
  }
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err);
  console.error(
    `Could not read the job queue at ${new URL(databaseUrl).host}: ${reason}\n` +
      'Start the site first (pnpm start), or set DATABASE_URL to the database of the API.',
  );
  process.exitCode = 1;
}
