/**
 * Configuration of the app. `startApi` takes it as options; `server.ts` builds it from the
 * environment (see `readEnv`), falling back to the embedded defaults of `embedded.ts`.
 */
import { fileURLToPath } from 'node:url';
import { SITE_NAME } from '@ladrive/contracts';
import type { ReleaseOrigin } from '@ladrive/releases';
import type { TrustedProxies } from './http/client-address.ts';
import type { Logger } from './lib/logger.ts';
import { smtpUrlProblem } from './mail/mailer.ts';
import type { SignInLimits } from './modules/auth/index.ts';
import type { CalendarFetchOptions } from './modules/calendar-sync/index.ts';

export interface AppConfig {
  /** Origins allowed on mutating requests (Origin header); the first one is the site origin. */
  siteOrigins: string[];
  /** Cookie signing keys, newest first (keygrip verifies with any, signs with the first). */
  sessionKeys: string[];
  /** 32-byte AES-256-GCM key for bank numbers. */
  encryptionKey: Buffer;
  /** Lists the demo accounts on the sign-in page (embedded defaults only). */
  showDemoAccounts: boolean;
  /**
   * The reverse proxies of ours in front of the API, by address: X-Forwarded-* is believed only from them, and the
   * client address is the first X-Forwarded-For entry, from the right, that is not one of them (http/client-address.ts).
   */
  trustedProxies: TrustedProxies;
  /** Secure cookies (NODE_ENV=production). */
  secureCookies: boolean;
  /** Maximum JSON / form body size. */
  bodyLimit: string;
  /** Unpaid bookings one renter may hold at once (contracts MAX_UNPAID_HOLDS). */
  maxUnpaidHolds: number;
  /** Sign-in throttle (see modules/auth/rate-limit.ts). */
  loginRateLimit: SignInLimits;
  /** Fetching hosts' calendar URLs: limits, and (tests only) whether private addresses may be reached. */
  calendarFetch: CalendarFetchOptions;
  /**
   * The environment's release origin (the bucket `pnpm release` writes): the admin's view of releases reads it, and
   * the canary job ends or promotes canaries in it. None: GET /api/admin/releases answers 503.
   */
  releaseOrigin: ReleaseOrigin | undefined;
  logger: Logger;
}

export const DEFAULT_API_PORT = 4000;

/** The embedded PostgreSQL of `pnpm start` and the tests (embedded.ts): a local cluster, its own credentials. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;
export const EMBEDDED_PG = { user: 'postgres', password: 'postgres', host: '127.0.0.1' } as const;

/** The embedded PostgreSQL's port: EMBEDDED_PG_PORT (`pnpm start` and e2e shift it with the site's port). */
export const embeddedPostgresPort = (env: NodeJS.ProcessEnv) =>
  Number(env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PG_PORT);

/** The URL of a database of the embedded cluster on `port` (running or not). */
export const embeddedDatabaseUrl = (port: number, database = 'ladrive') =>
  `postgres://${EMBEDDED_PG.user}:${EMBEDDED_PG.password}@${EMBEDDED_PG.host}:${port}/${encodeURIComponent(database)}`;
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';
/** MAIL_FROM on the embedded defaults: the sender of every email. */
export const DEFAULT_MAIL_FROM = `${SITE_NAME} <no-reply@ladrive.example>`;
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** `<repo root>/.data` (services/api/src → ../../..). */
export function defaultDataDir(): string {
  return fileURLToPath(new URL('../../../.data', import.meta.url));
}

export function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * TRUSTED_PROXIES: a comma list of addresses, CIDR ranges, `loopback` and `private`; set but empty trusts none.
 * Unset: none in production (its configuration names its proxy), loopback on a local run (the site server proxies
 * /api from there).
 * The variable it replaced, TRUSTED_PROXY_HOPS, is refused rather than silently ignored.
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv): string[] {
  if (env.TRUSTED_PROXY_HOPS !== undefined)
    throw new InvalidConfigurationError(
      'TRUSTED_PROXY_HOPS is no longer read: set TRUSTED_PROXIES to the addresses or CIDR ranges of your proxies instead',
    );
  if (env.TRUSTED_PROXIES !== undefined) return parseList(env.TRUSTED_PROXIES);
  return isProductionEnv(env) ? [] : ['loopback'];
}

export function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

/** A variable set to something the API cannot use: the operator's to fix, said in a sentence. */
export class InvalidConfigurationError extends Error {
  override name = 'InvalidConfigurationError';
}

/** SMTP_URL: nodemailer's smtp:// or smtps:// URL, or "disabled" (emails queued and recorded, none sent). */
export function parseSmtpUrl(value: string): string {
  const problem = smtpUrlProblem(value.trim());
  if (problem) throw new InvalidConfigurationError(problem);
  return value.trim();
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * MAIL_FROM (`named`: an address, or `Name <address>`) and SUPPORT_EMAIL (an address); `name` is the variable's,
 * for the error.
 */
export function parseMailAddress(name: string, value: string, { named = false } = {}): string {
  const trimmed = value.trim();
  const address = named ? (/<([^<>]+)>$/.exec(trimmed)?.[1] ?? trimmed) : trimmed;
  if (!ADDRESS.test(address)) {
    const expected = named ? 'an email address or "Name <address>"' : 'an email address';
    throw new InvalidConfigurationError(`${name} must be ${expected}, not "${value}"`);
  }
  return trimmed;
}

/**
 * A variable (`name`) that must be an http(s) origin and nothing more (S3_PUBLIC_URL: presigned URLs carry no path
 * prefix), normalised; anything else is the operator's to fix.
 */
export function parseOriginOnly(name: string, value: string): string {
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
    throw new InvalidConfigurationError(
      `${name} must be an origin such as https://storage.example.com, not "${value}"`,
    );
  return url.origin;
}

/** Normalises an origin (scheme://host[:port], no path, no trailing slash). */
export function normalizeOrigin(value: string): string {
  return new URL(value).origin;
}

/**
 * What production must be given, each a variable the API refuses to start without. Which object store
 * port and TLS setting to use have safe defaults (S3_PORT: the scheme's, S3_USE_SSL: true), so they are not here.
 * A deployment that must not send email says so: SMTP_URL=disabled.
 */
export const REQUIRED_PRODUCTION_ENV = [
  'DATABASE_URL',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'S3_BUCKET_CAR_PHOTOS',
  'S3_BUCKET_BOOKING_DOCUMENTS',
  'S3_BUCKET_CAR_UPLOADS',
  'SESSION_KEYS',
  'DATA_ENCRYPTION_KEY',
  'SITE_ORIGIN',
  'SMTP_URL',
  'MAIL_FROM',
] as const;

/**
 * Production is said explicitly (NODE_ENV=production or LADRIVE_ENV=production): then nothing falls back to
 * the embedded engines or locally generated secrets, so a forgotten variable cannot start a replica on an
 * empty embedded database or with keys no other replica shares.
 */
export function isProductionEnv(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' || env.LADRIVE_ENV === 'production';
}

export class MissingConfigurationError extends Error {
  readonly missing: readonly string[];

  constructor(missing: readonly string[]) {
    super(
      `The API runs in production mode (NODE_ENV or LADRIVE_ENV is "production") and refuses to start without: ${missing.join(', ')}. ` +
        'Set them (infra/production/ shows where each comes from), or unset NODE_ENV/LADRIVE_ENV for a local run on embedded defaults.',
    );
    this.name = 'MissingConfigurationError';
    this.missing = missing;
  }
}

/** The production variables that are unset or blank (all of them, so one restart fixes everything). */
export function missingProductionEnv(env: NodeJS.ProcessEnv): string[] {
  return REQUIRED_PRODUCTION_ENV.filter((name) => !env[name]?.trim());
}

/** Throws a MissingConfigurationError naming every absent variable when production mode lacks any. */
export function assertProductionEnv(env: NodeJS.ProcessEnv): void {
  if (!isProductionEnv(env)) return;
  const missing = missingProductionEnv(env);
  if (missing.length) throw new MissingConfigurationError(missing);
}
