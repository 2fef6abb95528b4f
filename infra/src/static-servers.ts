/**
 * Production-like serving of released apps, all read from the release origin (an S3 bucket, see
 * infra/releases/src/origin.ts): the CDN serves every app's `<app>/<version>/` files on its own origin; the site origin
 * serves the released shell (SPA fallback), `/remotes.json` and `/api` (proxied). A release or a rollback
 * is therefore visible on the next page load, with nothing restarted and nothing rebuilt.
 * Cache rules: manifests, remotes.json and HTML revalidate every time (with an ETag); hashed assets are
 * immutable for a year; a missing asset is a 404, never the HTML page. Every response carries the security
 * headers; the site's pages a Content-Security-Policy that allows exactly the origins `remotes.json` names.
 */

import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, createBrotliCompress, createGzip, gzipSync, constants as zlib } from 'node:zlib';
import { BOOKING_BODY_LIMIT_BYTES, METRICS_PATH, message } from '@ladrive/contracts';
import { messageText } from '@ladrive/contracts/message-text';
import { framePageOf } from '@ladrive/contracts/page-routes';
import { bucketCookie, bucketOf, newBucket, resolveCanaries } from '@ladrive/platform/canary';
import type { RemotesManifest } from '@ladrive/platform/remotes-manifest';
import {
  cacheControlOf,
  contentTypeOf,
  isCompressible,
  REMOTES_JSON_KEY,
  REVALIDATE,
  type ReleaseOrigin,
  readRemotesJson,
  releasePrefix,
  SHELL,
  SHELL_JSON_KEY,
  type ShellPointer,
} from '@ladrive/releases';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { pageHints, remoteOriginsOf, sitePage } from './site-page.ts';

const isAsset = (pathname: string) => pathname.startsWith('/static/');

/** Headers every static response carries, whatever it is. */
function baseSecurityHeaders(res: ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
}

/**
 * The site's policy: its own scripts and the remotes' (Module Federation loads their entries and chunks),
 * styles injected at run time (styled-components) and the remotes' stylesheets (e.g. the upload widget's),
 * photos from the object store at `storeOrigins` (the API redirects to presigned GETs there) and uploads to it
 * (presigned POSTs), and no framing by anyone (the signed-in pages hold personal data).
 */
export function siteContentSecurityPolicy(remoteOrigins: readonly string[], storeOrigins: readonly string[]) {
  const store = storeOrigins.join(' ');
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes} ${store}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${remotes} ${store}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .join('; ');
}

/** Released files themselves: scripts and manifests for the site, and pages nobody may frame. */
export const CDN_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * The decoded path of a request, or undefined when it is not valid percent-encoding or holds a control
 * character (no released file is named so, and the object store answers such a key with an error).
 */
function pathnameOf(req: IncomingMessage): string | undefined {
  try {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://static').pathname);
    return /\p{Cc}/u.test(pathname) ? undefined : pathname;
  } catch {
    return undefined;
  }
}

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

function notFound(res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', REVALIDATE);
  res.end('Not found');
}

function serverError(res: ServerResponse, err: unknown) {
  console.error('static server:', (err as Error).message);
  if (res.headersSent) return res.destroy();
  res.statusCode = 502;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('The release origin cannot be reached');
}

type Encoding = 'br' | 'gzip';

/** The encodings a request accepts, best first (a `q=0` refuses one). */
function acceptedEncodings(req: IncomingMessage): Encoding[] {
  const header = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  const accepts = (name: string) =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token === name && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
  return (['br', 'gzip'] as const).filter(accepts);
}

const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The stored form to send: a pre-compressed sibling the request accepts, else the file itself. */
async function chooseStored(origin: ReleaseOrigin, req: IncomingMessage, key: string, path: string) {
  if (isCompressible(path)) {
    for (const encoding of acceptedEncodings(req)) {
      const stat = await origin.stat(`${key}${SIBLING[encoding]}`);
      if (stat) return { key: `${key}${SIBLING[encoding]}`, stat, encoding, compressNow: undefined };
    }
  }
  const stat = await origin.stat(key);
  // small or older files without siblings (remotes.json, say) are compressed as they are sent
  const compressNow = stat && isCompressible(path) ? acceptedEncodings(req)[0] : undefined;
  return { key, stat, encoding: undefined, compressNow };
}

/**
 * Sends one object of the origin with its type, cache rule (by `path`, its place inside the release), the
 * smallest encoding the browser accepts and an ETag validator; false when there is no such object.
 */
async function sendObject(
  origin: ReleaseOrigin,
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  path: string,
): Promise<boolean> {
  const stored = await chooseStored(origin, req, key, path);
  const { stat } = stored;
  if (!stat) return false;
  const encoding = stored.encoding ?? stored.compressNow;
  const etag = `"${stat.etag.replaceAll('"', '')}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('Content-Type', contentTypeOf(path));
  res.setHeader('Cache-Control', cacheControlOf(path));
  res.setHeader('ETag', etag);
  if (isCompressible(path))
    res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  const body = await origin.get(stored.key);
  if (!body) return false;
  if (!stored.compressNow) res.setHeader('Content-Length', String(stat.size));
  if (req.method === 'HEAD') {
    body.destroy();
    res.end();
    return true;
  }
  if (stored.compressNow === 'br') {
    body.pipe(createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })).pipe(res);
  } else if (stored.compressNow === 'gzip') {
    body.pipe(createGzip()).pipe(res);
  } else {
    body.pipe(res);
  }
  return true;
}

/**
 * A page made for this request: revalidated by an ETag of its bytes, compressed as the browser accepts (it is a
 * few kB, so brotli at a middle quality costs well under a millisecond). It differs
 * by the visitor's bucket cookie (a canary's visitors get its version): the ETag of the bytes tells the variants
 * apart, and `Vary: Cookie` keeps a shared cache from giving one visitor's variant to another.
 */
function sendPage(req: IncomingMessage, res: ServerResponse, html: string) {
  const encoding = acceptedEncodings(req)[0];
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('Content-Type', contentTypeOf('index.html'));
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(html)
        : Buffer.from(html);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

const RELEASED_FILE = /^\/([a-z0-9-]+)\/([A-Za-z0-9.+_-]+)\/(.+)$/;

/** The CDN: every released `<app>/<version>/<file>`, readable by the site origin only (CORS). */
export function serveCdn(origin: ReleaseOrigin, port: number, siteOrigin: string): Promise<Server> {
  const server = createServer((req, res) => {
    baseSecurityHeaders(res);
    res.setHeader('Content-Security-Policy', CDN_POLICY);
    res.setHeader('Access-Control-Allow-Origin', siteOrigin);
    res.setHeader('Vary', 'Origin');
    const pathname = pathnameOf(req);
    const match = pathname ? RELEASED_FILE.exec(pathname) : null;
    if (!match || pathname?.includes('..') || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound(res);
    const [, app, version, path] = match as unknown as [string, string, string, string];
    sendObject(origin, req, res, `${releasePrefix(app, version)}${path}`, path)
      .then((sent) => sent || notFound(res))
      .catch((err: unknown) => serverError(res, err));
  });
  return listen(server, port);
}

/**
 * As the edge proxy, say who connected: append the socket's address to X-Forwarded-For (the API believes it from
 * this server, on loopback, its default TRUSTED_PROXIES) and replace any Host/proto a client claimed with what this
 * server saw.
 */
function forwardedHeaders(req: IncomingMessage) {
  const client = req.socket.remoteAddress ?? '';
  const claimed = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(claimed) ? claimed.join(', ') : claimed)?.trim();
  req.headers['x-forwarded-for'] = chain ? `${chain}, ${client}` : client;
  req.headers['x-forwarded-host'] = req.headers.host ?? '';
  req.headers['x-forwarded-proto'] = 'http';
}

/**
 * A small object of the origin that requests consult (the shell pointer, remotes.json), kept with what is
 * derived from it: each use revalidates it by its ETag (a HEAD) and reads it again only once it has changed,
 * so a release still shows on the next load without every load downloading and parsing it.
 */
function revalidated<T>(origin: ReleaseOrigin, key: string, read: () => Promise<T>): () => Promise<T> {
  let cached: { etag: string | undefined; value: T } | undefined;
  return async () => {
    const etag = (await origin.stat(key))?.etag;
    // read after the HEAD: a change in between is read now and read again on the next use (new ETag)
    if (!cached || cached.etag !== etag) cached = { etag, value: await read() };
    return cached.value;
  };
}

/**
 * The visitor's bucket (platform's canary.ts), from their cookie; a first visit draws one and this answer sets the
 * cookie, so the visitor keeps the versions they got.
 */
function visitorBucket(req: IncomingMessage, res: ServerResponse): number {
  const carried = bucketOf(req.headers.cookie);
  if (carried !== undefined) return carried;
  const bucket = newBucket(Math.random());
  res.setHeader('Set-Cookie', bucketCookie(bucket));
  return bucket;
}

/** The largest body any API route takes (POST /api/bookings): production nginx's client_max_body_size too. */
const API_BODY_LIMIT_BYTES = BOOKING_BODY_LIMIT_BYTES;

/**
 * A streamed /api body (no Content-Length) read here first, as nginx does before proxying, so that the API gets it
 * with its length: the API may answer before reading a body (a 401, a 413) and its Node server then closes a
 * connection whose body has no declared length, which cut the answer off here (a proxy 500 or a reset). Returns the
 * body, or undefined once it has answered 413 itself, with the API's sentence, for a body over what the API takes
 * (the rest is read and dropped, so the client finishes sending and reads the answer).
 */
function readStreamedBody(req: IncomingMessage, res: ServerResponse): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= API_BODY_LIMIT_BYTES) chunks.push(chunk);
      else if (!res.headersSent) {
        chunks.length = 0;
        res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
        res.end(JSON.stringify({ message: messageText(message('errors.bodyTooLarge'), null) }));
        resolve(undefined);
      }
    });
    req.once('end', () => resolve(size <= API_BODY_LIMIT_BYTES ? Buffer.concat(chunks) : undefined));
    req.once('error', reject);
  });
}

/** /api/metrics however a client spells it for the API's router (case-insensitive, trailing slashes). */
const isInternalApiPath = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1') === METRICS_PATH;

/** Whether a request carries a body of unknown length (chunked). */
const streamsBody = (req: IncomingMessage) =>
  req.headers['content-length'] === undefined && req.headers['transfer-encoding'] !== undefined;

export interface SiteOptions {
  origin: ReleaseOrigin;
  port: number;
  apiTarget: string;
  /** Where browsers reach the object store: photos (redirected to presigned GETs) and uploads (presigned POSTs). */
  storeOrigins?: readonly string[];
}

/**
 * The released shell on the site origin: SPA fallback, `/remotes.json` (revalidated), `/api` proxied; the page's
 * inlined remotes.json resolved for the visitor's bucket (a canary's share of visitors get its version).
 */
export function serveSite({ origin, port, apiTarget, storeOrigins = [] }: SiteOptions): Promise<Server> {
  const readBodies = new WeakMap<IncomingMessage, Buffer>();
  const api = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiTarget,
    pathFilter: '/api',
    // X-Forwarded-* are written by forwardedHeaders below: the library keeps a client's own X-Forwarded-For.
    xfwd: false,
    on: {
      // a streamed body read here goes on whole, with its length (the request stream itself has ended)
      proxyReq(proxyReq, req) {
        const body = readBodies.get(req);
        if (!body) return;
        proxyReq.removeHeader('Transfer-Encoding');
        proxyReq.setHeader('Content-Length', body.length);
        proxyReq.write(body);
      },
    },
  });
  const proxyApi = async (req: IncomingMessage, res: ServerResponse) => {
    forwardedHeaders(req);
    if (streamsBody(req)) {
      const body = await readStreamedBody(req, res);
      if (!body) return;
      readBodies.set(req, body);
    }
    await api(req, res);
  };

  const shellPointer = revalidated(origin, SHELL_JSON_KEY, () => origin.getJson<ShellPointer>(SHELL_JSON_KEY));
  const environment = revalidated(origin, REMOTES_JSON_KEY, async () => {
    const remotes = await readRemotesJson(origin);
    return { remotes, policy: siteContentSecurityPolicy(remoteOriginsOf(remotes), storeOrigins) };
  });
  const shellPages = new Map<string, Promise<string | undefined>>();
  const shellFile = (key: string) => {
    // a released version's files never change: each is read once
    if (!shellPages.has(key)) shellPages.set(key, origin.getText(key));
    return shellPages.get(key)!;
  };
  /** The shell's page that already draws the request's frame (site-page.ts), or index.html where its build has none. */
  const shellPage = async (prefix: string, pathname: string, cookie: string | undefined) =>
    (await shellFile(`${prefix}${framePageOf(pathname, cookie)}`)) ?? shellFile(`${prefix}index.html`);

  /** The shell's page for `pathname`: remotes.json inlined, the route's remote hinted (site-page.ts). */
  const pageFor = (html: string, remotes: RemotesManifest, pathname: string, search: string) =>
    sitePage(html, remotes, pageHints(remotes, pathname, search));

  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string) {
    // The environment's file as released, canaries and all (for tools): the shell reads the copy inlined in its
    // page, resolved for the visitor, and falls back to this one only where no site origin inlines (pnpm dev),
    // taking each remote's stable version.
    if (pathname === '/remotes.json') {
      if (!(await sendObject(origin, req, res, REMOTES_JSON_KEY, REMOTES_JSON_KEY))) notFound(res);
      return;
    }
    const shell = await shellPointer();
    if (!shell) return notFound(res);
    const prefix = releasePrefix(SHELL, shell.version);
    const path = pathname.replace(/^\/+/, '');
    if (path && (await sendObject(origin, req, res, `${prefix}${path}`, path))) return;
    // Client-side routes fall back to the shell page; assets never do (a missing chunk is a 404, not HTML).
    if (isAsset(pathname)) return notFound(res);
    const [html, { remotes, policy }] = await Promise.all([
      shellPage(prefix, pathname, req.headers.cookie),
      environment(),
    ]);
    if (html === undefined) return notFound(res);
    res.setHeader('Content-Security-Policy', policy);
    const visitorRemotes = resolveCanaries(remotes, visitorBucket(req, res));
    const search = new URL(req.url ?? '/', 'http://site').search;
    sendPage(req, res, pageFor(html, visitorRemotes, pathname, search));
  }

  const server = createServer((req, res) => {
    const pathname = pathnameOf(req) ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      // the API's metrics are for the internal network (and the API refuses proxied requests for them too)
      if (isInternalApiPath(pathname)) return notFound(res);
      proxyApi(req, res).catch((err: unknown) => serverError(res, err));
      return;
    }
    baseSecurityHeaders(res);
    if (!pathname || pathname.includes('..')) return notFound(res);
    handle(req, res, pathname).catch((err: unknown) => serverError(res, err));
  });
  return listen(server, port);
}
