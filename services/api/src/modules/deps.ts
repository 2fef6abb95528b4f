import type { MikroORM } from '@mikro-orm/postgresql';
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
}

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
