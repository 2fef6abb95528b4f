/**
 * The API as a library: `startApi(options)` boots the ORM (migrations applied), the object store
 * buckets, optionally the demo seed, and an HTTP server. Used by `server.ts`, infra and tests.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_UNPAID_HOLDS, SUPPORT_EMAIL } from '@ladrive/contracts';
import { type OriginConfig, ReleaseOrigin } from '@ladrive/releases';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Koa from 'koa';
import type { Clock } from 'pg-boss';
import { createApp } from './app.ts';
import { type AppConfig, DEFAULT_API_PORT, DEFAULT_MAIL_FROM, DEFAULT_SITE_ORIGIN, normalizeOrigin } from './config.ts';
import { migrateWithLock } from './db/migrate.ts';
import { initOrm } from './db/orm.ts';
import { TrustedProxies } from './http/client-address.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { parseEncryptionKey } from './lib/encryption.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { MAIL_DISABLED, sendEmailJob } from './mail/mailer.ts';
import { Outbox } from './mail/outbox.ts';
import { DEFAULT_SIGN_IN_LIMITS, LoginRateLimiter, type SignInLimits, sessionPurgeJob } from './modules/auth/index.ts';
import { expiredHoldRelease, holdSweepJob, tripCompletionJob } from './modules/bookings/index.ts';
import {
  type CalendarFetchOptions,
  calendarRefreshJob,
  DEFAULT_CALENDAR_FETCH,
} from './modules/calendar-sync/index.ts';
import {
  ConversationStreams,
  type StreamTiming,
  streamEventsPruneJob,
  unreadMessageEmailJob,
} from './modules/conversations/index.ts';
import { entities } from './modules/entities.ts';
import {
  type CanaryCheckSettings,
  canaryCheckJob,
  canaryCheckKeeperJob,
  DEFAULT_CANARY_CHECK,
} from './modules/releases/index.ts';
import { reviewPublicationJob, reviewReminderEmailJob } from './modules/reviews/index.ts';
import { rumSweepJob } from './modules/rum/index.ts';
import {
  type BucketNames,
  DEFAULT_BUCKETS,
  type ObjectStoreOptions,
  photoVariantsRemovalJob,
  StorageService,
  uploadSweepJob,
} from './modules/storage/index.ts';
import { type SeedResult, seedDemo } from './seed/seed.ts';

export interface StartApiOptions {
  /** postgres://user:password@host:port/database */
  databaseUrl: string;
  /** minio client options (endPoint, port, useSSL, accessKey, secretKey, region?, pathStyle?). */
  objectStore: ObjectStoreOptions;
  buckets?: BucketNames;
  /** Default 4000; 0 picks a free port (see `url`). */
  port?: number;
  /** Interface to bind; default all interfaces. */
  host?: string;
  /** Site origin(s) allowed on mutating requests; default http://localhost:3000. */
  siteOrigin?: string | string[];
  /** Cookie signing keys, newest first. */
  sessionKeys: string[];
  /** 32 bytes: Buffer, 64 hex characters or base64. */
  encryptionKey: string | Buffer;
  /** Seed the demo data into a database without users, or move the seed's bookings to today (seed.ts). Default false. */
  seed?: boolean;
  /** Where generated seed photos are cached between runs. */
  photoCacheDir?: string;
  /** Show the demo accounts on the sign-in page (embedded defaults only). Default false. */
  showDemoAccounts?: boolean;
  /** Unpaid bookings one renter may hold at once. Default: contracts MAX_UNPAID_HOLDS (policy.ts). */
  maxUnpaidHolds?: number;
  /** Our reverse proxies' addresses, CIDR ranges or `loopback` (see AppConfig.trustedProxies). Default: none. */
  trustedProxies?: readonly string[];
  /** Secure cookies. Default NODE_ENV === 'production'. */
  secureCookies?: boolean;
  /** Body size limit. Default '100kb'. */
  bodyLimit?: string;
  loginRateLimit?: Partial<SignInLimits>;
  /** Fetching hosts' calendar URLs. Default DEFAULT_CALENDAR_FETCH (public addresses only); tests allow 127.0.0.1. */
  calendarFetch?: Partial<CalendarFetchOptions>;
  /** The release origin (RELEASE_* in server.ts; @ladrive/releases' originFromEnv). Default: none. */
  releaseOrigin?: OriginConfig;
  /** The automatic canary check (with a release origin only). Default: DEFAULT_CANARY_CHECK. */
  canaryCheck?: Partial<CanaryCheckSettings>;
  /** Default: JSON lines at info level. */
  logger?: Logger;
  /** Run pending migrations at start-up. Default true. */
  migrate?: boolean;
  /** pg pool size. Default 10. */
  poolMax?: number;
  /** The job queue's clock: what its jobs read as now, and what a job's delay counts from. Default: the system clock. */
  now?: () => Date;
  /** The job queue's clock (see JobQueueOptions.clock). Default: the system clock. */
  jobClock?: Clock;
  /** The conversation streams' heartbeat and longest life. Default: contracts' (CONVERSATION_STREAM_*). */
  streamTiming?: Partial<StreamTiming>;
  /**
   * Emails: the SMTP server (nodemailer's `smtp://…` URL), the sender and support's address. Default: nothing sent
   * (MAIL_DISABLED: the emails are queued and their jobs done), from DEFAULT_MAIL_FROM, to contracts' SUPPORT_EMAIL.
   */
  mail?: { smtpUrl?: string; from?: string; supportEmail?: string };
  /** Run the jobs on their cron schedules (see JobQueueOptions.schedule). Default true. */
  scheduleJobs?: boolean;
}

export interface RunningApi {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  app: Koa;
  orm: MikroORM;
  storage: StorageService;
  config: AppConfig;
  seed: SeedResult | undefined;
  /**
   * The job queue this replica works (scheduled housekeeping, emails, later checks); `jobs.runNow(name)` runs a
   * scheduled job at once, `jobs.runDue(name)` the queued ones whose time has come by the queue's clock.
   */
  jobs: JobQueue;
  /** This replica's conversation streams and their listening connection. */
  conversationStreams: ConversationStreams;
  /**
   * Stops accepting connections, ends the conversation streams (their browsers reconnect elsewhere) and the other
   * open connections, stops the job queue, then closes the ORM. Idempotent.
   */
  close(): Promise<void>;
}

export function buildConfig(options: StartApiOptions): AppConfig {
  const origins = options.siteOrigin ?? DEFAULT_SITE_ORIGIN;
  if (options.sessionKeys.length === 0) throw new Error('At least one session key is required');
  return {
    siteOrigins: (Array.isArray(origins) ? origins : [origins]).map(normalizeOrigin),
    sessionKeys: options.sessionKeys,
    encryptionKey: Buffer.isBuffer(options.encryptionKey)
      ? options.encryptionKey
      : parseEncryptionKey(options.encryptionKey),
    showDemoAccounts: options.showDemoAccounts ?? false,
    trustedProxies: TrustedProxies.parse(options.trustedProxies ?? []),
    maxUnpaidHolds: options.maxUnpaidHolds ?? MAX_UNPAID_HOLDS,
    secureCookies: options.secureCookies ?? process.env.NODE_ENV === 'production',
    bodyLimit: options.bodyLimit ?? '100kb',
    loginRateLimit: { ...DEFAULT_SIGN_IN_LIMITS, ...options.loginRateLimit },
    calendarFetch: { ...DEFAULT_CALENDAR_FETCH, ...options.calendarFetch },
    releaseOrigin: options.releaseOrigin && new ReleaseOrigin(options.releaseOrigin),
    logger: options.logger ?? createLogger('info'),
  };
}

/**
 * How long an idle keep-alive connection stays open: longer than any proxy in front keeps its side (nginx's
 * upstream keepalive_timeout and an Ingress's are 60 s, Node's agents 5 s). With Node's default of 5 s, a proxy
 * could send a request on a connection the API was closing at that moment, and the visitor got a 502/504.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** On close, how long requests in flight may take before their connections are cut. */
export const IN_FLIGHT_GRACE_MS = 2000;

export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const config = buildConfig(options);
  const { logger } = config;
  const orm = await initOrm({ url: options.databaseUrl, poolMax: options.poolMax, entities });
  let server: Server | undefined;
  let jobs: JobQueue | undefined;
  let conversationStreams: ConversationStreams | undefined;
  try {
    if (options.migrate ?? true) {
      // replicas starting together: one applies, the others wait for it (db/migrate.ts)
      const applied = await migrateWithLock(orm, options.databaseUrl);
      if (applied.length) logger.info('applied migrations', { migrations: applied });
    }
    const storage = new StorageService(options.objectStore, options.buckets ?? DEFAULT_BUCKETS);
    await storage.ensureBuckets();
    const seed = options.seed
      ? await seedDemo(orm, storage, {
          photoCacheDir: options.photoCacheDir,
          logger,
          encryptionKey: config.encryptionKey,
          now: options.now?.(),
        })
      : undefined;

    // the housekeeping, the emails and later checks, each run once across replicas by the job queue (jobs/job-queue.ts)
    const queue = new JobQueue({
      databaseUrl: options.databaseUrl,
      logger,
      now: options.now,
      clock: options.jobClock,
      schedule: options.scheduleJobs,
    });
    jobs = queue; // from here on, a failed start-up stops it too
    const outbox = new Outbox(queue, {
      origin: config.siteOrigins[0]!,
      supportEmail: options.mail?.supportEmail ?? SUPPORT_EMAIL,
    });
    // with a release origin, its canaries are judged by their browser reports (modules/releases)
    const origin = config.releaseOrigin;
    const canaryCheck = { ...DEFAULT_CANARY_CHECK, ...options.canaryCheck };
    const canaryJobs = origin
      ? {
          scheduled: [canaryCheckKeeperJob(queue)],
          queued: [canaryCheckJob({ em: orm.em, origin, settings: canaryCheck, logger, jobs: queue })],
        }
      : { scheduled: [], queued: [] };
    await queue.start({
      scheduled: [
        holdSweepJob(orm.em, outbox, logger),
        tripCompletionJob(orm.em, { outbox, jobs: queue }, logger),
        reviewPublicationJob(orm.em, logger),
        uploadSweepJob(storage, logger),
        sessionPurgeJob(orm, new LoginRateLimiter(orm, config.loginRateLimit), logger),
        streamEventsPruneJob(orm.em, logger),
        calendarRefreshJob(orm.em, config.calendarFetch, expiredHoldRelease(outbox), logger),
        rumSweepJob(orm.em, logger),
        ...canaryJobs.scheduled,
      ],
      queued: [
        sendEmailJob(
          { smtpUrl: options.mail?.smtpUrl ?? MAIL_DISABLED, from: options.mail?.from ?? DEFAULT_MAIL_FROM },
          logger,
        ),
        unreadMessageEmailJob({ orm, jobs: queue, outbox }),
        reviewReminderEmailJob({ orm, outbox }),
        photoVariantsRemovalJob(storage),
        ...canaryJobs.queued,
      ],
    });

    const streams = new ConversationStreams({
      orm,
      databaseUrl: options.databaseUrl,
      logger,
      timing: options.streamTiming,
    });
    conversationStreams = streams;
    await streams.start();

    const app = createApp({ orm, storage, config, conversationStreams: streams, jobs: queue, outbox });
    const httpServer = createServer(
      { keepAliveTimeout: IDLE_CONNECTION_MS, headersTimeout: IDLE_CONNECTION_MS + 1000 },
      app.callback(),
    );
    server = httpServer;
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(options.port ?? DEFAULT_API_PORT, options.host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}`;

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          httpServer.close(() => resolve());
          httpServer.closeIdleConnections();
          void streams.close();
          // give in-flight requests a moment, then cut what is left
          setTimeout(() => httpServer.closeAllConnections(), IN_FLIGHT_GRACE_MS).unref();
        });
        await streams.close();
        await queue.stop();
        await orm.close(true);
      })();
      return closing;
    };
    return { url, port, app, orm, storage, config, seed, jobs: queue, conversationStreams: streams, close };
  } catch (err) {
    server?.close();
    await conversationStreams?.close().catch(() => undefined);
    await jobs?.stop().catch(() => undefined);
    await orm.close(true).catch(() => undefined);
    throw err;
  }
}

export { createApp } from './app.ts';
export type { AppConfig } from './config.ts';
export { DEFAULT_API_PORT, DEFAULT_EMBEDDED_PG_PORT, REQUIRED_PRODUCTION_ENV } from './config.ts';
export { initOrm, ormConfig } from './db/orm.ts';
export { TrustedProxies } from './http/client-address.ts';
export type { Logger } from './lib/logger.ts';
export { createLogger, silentLogger } from './lib/logger.ts';
export type { BucketNames, ObjectStoreOptions } from './modules/storage/index.ts';
export { seedDemo } from './seed/seed.ts';
export type { SeedResult };
