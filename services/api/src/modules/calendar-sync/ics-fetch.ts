/**
 * Fetching a host's import URL without letting it reach inside our network (decision 0043): http and https only;
 * the host name is resolved first and every address it resolves to must be public (no loopback, private,
 * link-local, carrier-grade NAT, multicast or reserved ranges, IPv4 inside IPv6 included); the connection goes to
 * the address that was checked (no second lookup to rebind); redirects are followed a few times, each target
 * checked the same way; the whole fetch is bounded in time and size. `allowPrivateAddresses` is for tests only.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import {
  CALENDAR_FETCH_MAX_REDIRECTS,
  CALENDAR_FETCH_TIMEOUT_MS,
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_SYNC_MESSAGES,
  calendarHttpErrorMessage,
} from '@ladrive/contracts';

/** A fetch refused or failed; the message is the one the host reads. */
export class CalendarFetchError extends Error {}

export interface CalendarFetchOptions {
  /** Tests serve calendars from 127.0.0.1: never set in production. */
  allowPrivateAddresses: boolean;
  timeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_CALENDAR_FETCH: CalendarFetchOptions = {
  allowPrivateAddresses: false,
  timeoutMs: CALENDAR_FETCH_TIMEOUT_MS,
  maxBytes: CALENDAR_IMPORT_MAX_BYTES,
};

/** Addresses that are not the public internet (IANA special-purpose registries). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64 and 6to4 hand the packet to an IPv4 address of the gateway's choosing
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (v4 or v6) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  // IPv4-mapped (::ffff:a.b.c.d) reaches the IPv4 address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  if (/^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, 'ipv6');
}

/** Every address of `name`; a resolver slower than the fetch's time limit counts against it (the lookup itself cannot be cancelled). */
async function resolve(name: string, signal: AbortSignal) {
  signal.throwIfAborted();
  const timedOut = new Promise<never>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
  try {
    return await Promise.race([dnsLookup(name, { all: true }), timedOut]);
  } catch (err) {
    if (signal.aborted) throw err;
    throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.urlUnreachable);
  }
}

/** Resolves every address of `hostname` and refuses the lot if one is not public; answers the first. */
async function checkedAddress(
  hostname: string,
  allowPrivate: boolean,
  signal: AbortSignal,
): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await resolve(bare, signal);
  if (addresses.length === 0) throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.urlUnreachable);
  if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address))) {
    throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.urlPrivate);
  }
  return addresses[0]!;
}

/** A lookup that answers only the address already checked (the socket never resolves the name again). */
const pinnedLookup =
  (pinned: { address: string; family: number }): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

function parseHttpUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.urlScheme);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.urlScheme);
  }
  return parsed;
}

type Answer = { redirect: string } | { text: string };

function requestOnce(
  url: URL,
  pinned: { address: string; family: number },
  options: CalendarFetchOptions,
  signal: AbortSignal,
) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: pinnedLookup(pinned),
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5', 'user-agent': 'LA Drive calendar sync' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: new URL(response.headers.location, url).toString() });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new CalendarFetchError(calendarHttpErrorMessage(status)));
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          reject(new CalendarFetchError(CALENDAR_SYNC_MESSAGES.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new CalendarFetchError(CALENDAR_SYNC_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The body of `url` as text, or a CalendarFetchError saying why not. */
export async function fetchCalendar(url: string, options: CalendarFetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let target = parseHttpUrl(url);
  try {
    for (let redirects = 0; ; redirects++) {
      const pinned = await checkedAddress(target.hostname, options.allowPrivateAddresses, signal);
      const answer = await requestOnce(target, pinned, options, signal);
      if ('text' in answer) return answer.text;
      if (redirects >= CALENDAR_FETCH_MAX_REDIRECTS) {
        throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.urlTooManyRedirects);
      }
      target = parseHttpUrl(answer.redirect);
    }
  } catch (err) {
    if (err instanceof CalendarFetchError) throw err;
    if (signal.aborted) throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.urlTimeout);
    throw new CalendarFetchError(CALENDAR_SYNC_MESSAGES.urlUnreachable);
  }
}
