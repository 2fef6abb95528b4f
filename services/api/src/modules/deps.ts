import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import type { AppConfig } from '../config.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { LoginRateLimiter } from './auth/index.ts';
import type { ConversationStreams } from './conversations/index.ts';
import type { StorageService } from './storage/index.ts';

/** What the routers and use cases need; built once in `createApp`. The signed-in user: users' `requireUser`. */
export interface AppDeps {
  orm: MikroORM;
  storage: StorageService;
  config: AppConfig;
  limiter: LoginRateLimiter;
  /** This replica's conversation streams (GET /api/conversations/stream). */
  conversationStreams: ConversationStreams;
  /** The job queue, to send work for later (`jobs.send`). */
  jobs: JobQueue;
  /** Emails, queued in the transaction of the change they report. */
  outbox: Outbox;
  /** The bookings module's release of expired checkout holds, for the modules it builds on (cars, calendar sync). */
  releaseExpiredHolds: ExpiredHoldRelease;
}

/**
 * Releases the checkout holds of `dates.carId` that expired by `now` and overlap [startDate, endDate), inside `tx`,
 * as the platform's cancellations: until the sweep runs they still claim their days in the database.
 */
export type ExpiredHoldRelease = (
  tx: EntityManager,
  now: Date,
  dates: { carId: string; startDate: string; endDate: string },
) => Promise<number>;

/** koa-session's session object (it does not augment Koa's types). */
export interface AppSession {
  userId?: string;
  regenerate(): Promise<void> | undefined;
  [key: string]: unknown;
}

export function sessionOf(ctx: Context): AppSession | null {
  return (ctx as unknown as { session: AppSession | null }).session;
}

export function setSession(ctx: Context, value: null): void {
  (ctx as unknown as { session: AppSession | null }).session = value;
}
