/**
 * Configuration of the app. `startApi` takes it as options; `server.ts` builds it from the
 * environment (see `readEnv`), falling back to the embedded defaults of `embedded.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { Logger } from './lib/logger.ts';
import type { SignInLimits } from './modules/auth/rate-limit.ts';

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
   * How many reverse proxies of ours stand in front of the API (the site's /api proxy: 1). The client address is
   * taken from that many X-Forwarded-For entries, counted from the right; 0 ignores X-Forwarded-* altogether.
   */
  proxyHops: number;
  /** Secure cookies (NODE_ENV=production). */
  secureCookies: boolean;
  /** Maximum JSON / form body size. */
  bodyLimit: string;
  /** Unpaid bookings one renter may hold at once (contracts MAX_UNPAID_HOLDS). */
  maxUnpaidHolds: number;
  /** Sign-in throttle (see modules/auth/rate-limit.ts). */
  loginRateLimit: SignInLimits;
  logger: Logger;
}

export const DEFAULT_API_PORT = 4000;
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'ladrive.sid';

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

/** TRUSTED_PROXY_HOPS: a whole number ≥ 0, default 1 (the site's /api proxy). */
export function parseProxyHops(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number ≥ 0, not "${value}"`);
  return hops;
}

export function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

/** Normalises an origin (scheme://host[:port], no path, no trailing slash). */
export function normalizeOrigin(value: string): string {
  return new URL(value).origin;
}
