/**
 * Configuration of the app. `startApi` takes it as options; `server.ts` builds it from the
 * environment (see `readEnv`), falling back to the embedded defaults of `embedded.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { Logger } from './lib/logger.ts';

export interface AppConfig {
  /** Origins allowed on mutating requests (Origin header); the first one is the site origin. */
  siteOrigins: string[];
  /** Cookie signing keys, newest first (keygrip verifies with any, signs with the first). */
  sessionKeys: string[];
  /** 32-byte AES-256-GCM key for bank numbers. */
  encryptionKey: Buffer;
  /** Lists the demo accounts on the sign-in page (embedded defaults only). */
  showDemoAccounts: boolean;
  /** Trust X-Forwarded-* headers (the API runs behind the site's /api proxy). */
  trustProxy: boolean;
  /** Secure cookies (NODE_ENV=production). */
  secureCookies: boolean;
  /** Maximum JSON / form body size. */
  bodyLimit: string;
  /** Sign-in throttle: failed attempts per email+IP in the window. */
  loginRateLimit: { maxFailures: number; windowMs: number };
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

export function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

/** Normalises an origin (scheme://host[:port], no path, no trailing slash). */
export function normalizeOrigin(value: string): string {
  return new URL(value).origin;
}
