/**
 * Production-like serving of the built apps: each remote on its own origin, the shell on the
 * site origin with `/remotes.json` and `/api` (proxied). Cache rules: manifests, remotes.json and
 * HTML revalidate every time; hashed assets are immutable for a year.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import sirv from 'sirv';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function cacheHeaders(res: ServerResponse, pathname: string) {
  res.setHeader('Cache-Control', pathname.startsWith('/static/') ? IMMUTABLE : REVALIDATE);
}

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
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  return listen(server, port);
}

export interface SiteOptions {
  distDir: string;
  port: number;
  apiTarget: string;
  remotesJson: () => unknown;
}

/** The shell on the site origin: SPA fallback, `/remotes.json` (never cached), `/api` proxied to the API. */
export function serveSite({ distDir, port, apiTarget, remotesJson }: SiteOptions): Promise<Server> {
  const api = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiTarget,
    pathFilter: '/api',
    xfwd: true,
  });
  const files = sirv(distDir, { etag: true, single: true, setHeaders: cacheHeaders });
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      void api(req, res);
      return;
    }
    if (pathname === '/remotes.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', REVALIDATE);
      res.end(JSON.stringify(remotesJson()));
      return;
    }
    files(req, res);
  });
  return listen(server, port);
}
