/**
 * Which version of a canaried remote a visitor gets. Each visitor carries a bucket, 0–99, in a cookie the site
 * origin sets on their first page and keeps for long, so the same visitor always gets the same version; a
 * remote's canary at `percent` goes to `percent` consecutive buckets (wrapping after 99) from a start drawn from
 * the remote's name and the canary's version, so each canary tries a different share of visitors instead of the
 * same first buckets every time. The site origin resolves remotes.json with it
 * before inlining it (infra/src/site-page.ts locally, the production proxy's shell.js through the njs bundle of
 * infra/src/proxy-bundle.ts), so the shell, the hints and the browser reports see one plain descriptor per remote.
 *
 * Kept to what njs parses once lowered to ES5 (no classes, no URLSearchParams; imports only of njs-safe modules).
 */
import { cookieValue } from '@ladrive/contracts/cookies';
import type { RemoteDescriptor, RemotesManifest } from './remotes-manifest.ts';

/** The visitor's bucket cookie: not HttpOnly (nothing secret in it; the browser reports may read it). */
export const BUCKET_COOKIE = 'ladrive-bucket';

/** 400 days: the longest a browser keeps a cookie (Chrome caps Max-Age there). */
export const BUCKET_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export const BUCKETS = 100;

/** The bucket a Cookie header carries, or undefined when it carries none (or one that is not 0–99). */
export function bucketOf(cookieHeader: string | undefined): number | undefined {
  const value = cookieValue(cookieHeader, BUCKET_COOKIE);
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

/** A new visitor's bucket from a random number in [0, 1). */
export const newBucket = (random: number): number => Math.min(BUCKETS - 1, Math.floor(random * BUCKETS));

/** The Set-Cookie value that gives a visitor `bucket` for good (for the whole site, sent on top-level navigations). */
export const bucketCookie = (bucket: number): string =>
  `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_SECONDS}; SameSite=Lax`;

/**
 * The first bucket of a canary's share: a string hash of the remote's name and the canary's version (any spread will
 * do; it must only be the same in node and njs, hence integer arithmetic kept below 2^53).
 */
export function canaryStart(remoteName: string, version: string): number {
  const key = `${remoteName}@${version}`;
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) % 2147483647;
  return hash % BUCKETS;
}

/**
 * Whether a visitor in `bucket` gets a canary sent to `percent` of visitors from bucket `start` on. Raising the
 * percent of the same canary only adds visitors: nobody flips back.
 */
export const inCanary = (bucket: number, percent: number, start: number): boolean =>
  (bucket - start + BUCKETS) % BUCKETS < percent;

/** The descriptor a visitor in `bucket` gets: the canary's version in its place, or the stable one, never both. */
export function resolveRemote(remote: RemoteDescriptor, bucket: number): RemoteDescriptor {
  const canary = remote.canary;
  const resolved: RemoteDescriptor = Object.assign({}, remote);
  delete resolved.canary;
  if (!canary || !inCanary(bucket, canary.percent, canaryStart(remote.name, canary.version))) return resolved;
  const chosen: RemoteDescriptor = Object.assign({ name: remote.name }, canary);
  delete (chosen as Partial<typeof canary>).percent;
  delete (chosen as Partial<typeof canary>).since;
  delete (chosen as Partial<typeof canary>).autoPromote;
  return chosen;
}

/** remotes.json as a visitor in `bucket` gets it: each canaried remote resolved to one version. */
export function resolveCanaries(manifest: RemotesManifest, bucket: number): RemotesManifest {
  return { remotes: manifest.remotes.map((remote) => resolveRemote(remote, bucket)) };
}
