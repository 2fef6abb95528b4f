/**
 * Production-like serving of the built apps: each remote on its own origin, the shell on the
 * site origin with `/remotes.json` and `/api` (proxied). Cache rules: manifests, remotes.json and
 * HTML revalidate every time; hashed assets are immutable for a year; a missing asset is a 404, never
 * the HTML page. Every response carries the security headers; the site's pages a Content-Security-Policy
 * that allows exactly the remotes' origins named in `remotes.json`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import sirv from 'sirv';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const isAsset = (pathname: string) => pathname.startsWith('/static/');

function cacheHeaders(res: ServerResponse, pathname: string) {
  res.setHeader('Cache-Control', isAsset(pathname) ? IMMUTABLE : REVALIDATE);
}

/** Headers every static response carries, whatever it is. */
function baseSecurityHeaders(res: ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
}

/** Origins (scheme://host:port) of the manifests a `remotes.json` names. */
export function remoteOriginsOf(remotesJson: unknown): string[] {
  const remotes = (remotesJson as { remotes?: { entry?: unknown }[] }).remotes ?? [];
  const origins = remotes.flatMap((remote) => {
    try {
      return [new URL(String(remote.entry)).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The site's policy: its own scripts and the remotes' (Module Federation loads their entries and chunks),
 * styles injected at run time (styled-components) and the remotes' stylesheets (e.g. the upload widget's),
 * photos from the API, uploads to `uploadOrigins` (presigned PUTs to the object store), and no framing by
 * anyone (the signed-in pages hold personal data).
 */
export function siteContentSecurityPolicy(remoteOrigins: readonly string[], uploadOrigins: readonly string[]) {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${remotes} ${uploadOrigins.join(' ')}`,
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

/** A remote's own files: scripts and manifests for the site, plus a standalone page nobody may frame. */
const REMOTE_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/** A remote's dist on its own origin. Only the site origin may read its manifest (CORS). */
export function serveRemote(distDir: string, port: number, siteOrigin: string): Promise<Server> {
  const files = sirv(distDir, {
    etag: true,
    setHeaders: (res, pathname) => {
      cacheHeaders(res, pathname);
      res.setHeader('Access-Control-Allow-Origin', siteOrigin);
      res.setHeader('Vary', 'Origin');
    },
  });
  const server = createServer((req, res) => {
    baseSecurityHeaders(res);
    res.setHeader('Content-Security-Policy', REMOTE_POLICY);
    files(req, res, () => notFound(res));
  });
  return listen(server, port);
}

/**
 * As the edge proxy, say who connected: append the socket's address to X-Forwarded-For (the API trusts
 * exactly this last hop) and replace any Host/proto a client claimed with what this server saw.
 */
function forwardedHeaders(req: IncomingMessage) {
  const client = req.socket.remoteAddress ?? '';
  const claimed = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(claimed) ? claimed.join(', ') : claimed)?.trim();
  req.headers['x-forwarded-for'] = chain ? `${chain}, ${client}` : client;
  req.headers['x-forwarded-host'] = req.headers.host ?? '';
  req.headers['x-forwarded-proto'] = 'http';
}

function notFound(res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', REVALIDATE);
  res.end('Not found');
}

export interface SiteOptions {
  distDir: string;
  port: number;
  apiTarget: string;
  remotesJson: () => unknown;
  /** Origins the browser uploads to directly (presigned PUTs to the object store). */
  uploadOrigins?: readonly string[];
}

/** The shell on the site origin: SPA fallback, `/remotes.json` (never cached), `/api` proxied to the API. */
export function serveSite({ distDir, port, apiTarget, remotesJson, uploadOrigins = [] }: SiteOptions): Promise<Server> {
  const api = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiTarget,
    pathFilter: '/api',
    // X-Forwarded-* are written by forwardedHeaders below: the library keeps a client's own X-Forwarded-For.
    xfwd: false,
  });
  // Client-side routes fall back to the shell page; assets never do (a missing chunk is a 404, not HTML).
  const pages = sirv(distDir, { etag: true, single: true, setHeaders: cacheHeaders });
  const assets = sirv(distDir, { etag: true, setHeaders: cacheHeaders });
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      forwardedHeaders(req);
      void api(req, res);
      return;
    }
    baseSecurityHeaders(res);
    const manifest = remotesJson();
    if (pathname === '/remotes.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', REVALIDATE);
      res.end(JSON.stringify(manifest));
      return;
    }
    res.setHeader('Content-Security-Policy', siteContentSecurityPolicy(remoteOriginsOf(manifest), uploadOrigins));
    if (isAsset(pathname)) assets(req, res, () => notFound(res));
    else pages(req, res);
  });
  return listen(server, port);
}
