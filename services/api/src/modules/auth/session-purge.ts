/** Forgets what no longer counts: expired sessions and sign-in failures older than the throttle's window. */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import type { LoginRateLimiter } from './rate-limit.ts';
import { purgeExpiredSessions } from './session-store.ts';

/** Purges every hour, on one replica (the job queue's). */
export function sessionPurgeJob(orm: MikroORM, limiter: LoginRateLimiter, logger: Logger): ScheduledJob {
  return {
    name: 'auth.purge-expired-sessions',
    cron: '30 * * * *',
    async run(now) {
      const [sessions, failures] = await Promise.all([purgeExpiredSessions(orm, now), limiter.prune()]);
      if (sessions || failures) logger.info('purged expired sessions and sign-in failures', { sessions, failures });
    },
  };
}
