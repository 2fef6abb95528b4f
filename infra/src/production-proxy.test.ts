/**
 * The production proxy for real: Debian's nginx with njs runs the templates of infra/production/proxy (rendered as
 * the image's entrypoint does, moved under a temporary prefix and onto free loopback ports) in front of a real
 * object store holding releases made by the release code. What a browser gets from the site and CDN origins must
 * be what the local servers give: the released shell with client routes falling back to its page, remotes.json,
 * released files with the release cache rules, and the security headers. In its compose mode it also terminates
 * TLS and is the one hop in front of the API replicas (here stand-ins that echo what they are sent, as is MinIO)
 * that appends the client's address to X-Forwarded-For, and passes the conversation stream's events at once.
 */
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@ladrive/api/embedded';
import type { RemotesManifest } from '@ladrive/platform/remotes-manifest';
import { IMMUTABLE, REVALIDATE, release } from '@ladrive/releases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCanaryBuckets, pagesAt, releaseWithCanary } from './canary-testing.ts';
import { NGINX_MODULES, run, startNginx } from './nginx-testing.ts';
import {
  fakeRemoteDist,
  fakeShellDist,
  remoteArtifact,
  SHELL_ENTRY,
  SHELL_SCRIPT,
  shellArtifact,
  startTestOrigin,
  type TestOrigin,
} from './release/testing.ts';
import { CDN_POLICY, siteContentSecurityPolicy } from './static-servers.ts';

const proxyDir = fileURLToPath(new URL('../production/proxy/', import.meta.url));
const SITE_HOST = 'ladrive.test';
const CDN_HOST = 'cdn.ladrive.test';
const STORAGE_HOST = 'storage.ladrive.test';
const CONVERSATION_STREAM_PATH = '/api/conversations/stream';

interface RunningProxy {
  prefix: string;
  stop(): Promise<void>;
}

/**
 * Renders the templates into a temporary prefix as the nginx image's entrypoint would into /etc/nginx, checks them
 * with `nginx -t`, and runs nginx on them. `adapt` moves what this machine cannot have (ports 80/443, the image's
 * paths) onto what it can; `files` are mounted ones (the TLS certificate), by their path under /etc/nginx.
 */
async function startProxy(
  readyPort: number,
  values: Record<string, string>,
  adapt: (config: string) => string,
  files: Record<string, string> = {},
): Promise<RunningProxy> {
  const prefix = await mkdtemp(join(tmpdir(), 'ladrive-proxy-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(prefix, path)), { recursive: true });
    await writeFile(join(prefix, path), content);
  }
  const templates = join(proxyDir, 'templates');
  for (const name of (await readdir(templates, { recursive: true })).filter((file) => file.endsWith('.template'))) {
    const rendered = (await readFile(join(templates, name), 'utf8'))
      .replace(/\$\{([A-Z0-9_]+)\}/g, (whole, variable: string) => values[variable] ?? whole)
      .replaceAll('/etc/nginx/ladrive/', `${prefix}/ladrive/`)
      .replaceAll('/etc/nginx/tls/', `${prefix}/tls/`)
      // Debian keeps its modules elsewhere than the image
      .replace('load_module modules/', `load_module ${NGINX_MODULES}`)
      .replace('pid /tmp/nginx.pid;', `pid ${prefix}/nginx.pid;`)
      .replace('access_log /dev/stdout', `access_log ${prefix}/access.log`)
      .replace('error_log stderr notice;', `error_log ${prefix}/error.log warn;`);
    const target = join(prefix, name.replace(/\.template$/, ''));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, adapt(rendered));
  }
  // the njs scripts, as the image's Dockerfile copies them
  for (const script of (await readdir(proxyDir)).filter((file) => file.endsWith('.js'))) {
    await copyFile(join(proxyDir, script), join(prefix, 'ladrive', script));
  }
  const nginx = await startNginx(prefix, readyPort);
  return {
    prefix,
    stop: async () => {
      await nginx.stop();
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Call {
  port: number;
  host: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** HTTPS, trusting this certificate (the request names `host` in SNI). */
  ca?: string;
}

/** A request to the proxy under a host name, as DNS would send browsers there. */
function call({ port, host, path, method = 'GET', headers = {}, ca }: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, method, headers: { host, ...headers } };
    const onResponse = (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    };
    const req = ca ? httpsRequest({ ...options, ca, servername: host }, onResponse) : request(options, onResponse);
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

let origin: TestOrigin;
let remoteVersion: string;
let objectStoreUrl: string;

beforeAll(async () => {
  origin = await startTestOrigin();
  await release(origin.origin, await shellArtifact(fakeShellDist('shell one', { withFrame: true })));
  remoteVersion = (await release(origin.origin, await remoteArtifact(fakeRemoteDist()))).version;
  const store = origin.origin.config;
  objectStoreUrl = `http://${store.endPoint}:${store.port}`;
}, 60_000);

afterAll(() => origin?.close());

describe('Kubernetes mode: the site and CDN origins behind the Ingress', () => {
  let proxy: RunningProxy;
  let port: number;
  const get = (host: string, path: string, method?: string) => call({ port, host, path, method });

  beforeAll(async () => {
    port = await freePort();
    proxy = await startProxy(
      port,
      {
        LADRIVE_PROXY_MODE: 'kubernetes',
        SITE_HOST,
        CDN_HOST,
        STORAGE_HOST,
        OBJECT_STORE_URL: objectStoreUrl,
        RELEASE_BUCKET: origin.origin.config.bucket,
      },
      (config) => config.replaceAll('listen 8080', `listen 127.0.0.1:${port}`),
    );
  }, 60_000);
  afterAll(() => proxy?.stop());

  it('serves the released shell page with the site policy, revalidated', async () => {
    const page = await get(SITE_HOST, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<!-- shell one -->');
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    expect(page.headers['content-security-policy']).toBe(
      siteContentSecurityPolicy([`https://${CDN_HOST}`], [`https://${STORAGE_HOST}`]),
    );
    // photos: the API redirects to presigned GETs on the store's name
    expect(page.headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*https://${STORAGE_HOST}[ ;]`));
    expectSecurityHeaders(page);
  });

  it('answers a page the browser holds already with a 304, by an ETag of its bytes', async () => {
    const revalidate = (path: string, ifNoneMatch: string) =>
      call({ port, host: SITE_HOST, path, headers: { 'if-none-match': ifNoneMatch } });
    const home = await get(SITE_HOST, '/');
    const etag = String(home.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // as the browser returns it: strong, made weak by the proxy's gzip, or among others
    for (const ifNoneMatch of [etag, `W/${etag}`, `"another", ${etag}`]) {
      const again = await revalidate('/', ifNoneMatch);
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
    }
    // another route's page carries other hints: another ETag
    const helpCenter = await revalidate('/help-center', etag);
    expect(helpCenter.status).toBe(200);
    expect(helpCenter.headers.etag).not.toBe(etag);
  });

  it("sends the shell build's page that already draws the frame in the visitor's language", async () => {
    const frame = (path: string, cookie?: string) =>
      call({ port, host: SITE_HOST, path, ...(cookie ? { headers: { cookie } } : {}) });
    const spanish = await frame('/help-center', 'theme=x; lang=es; ladrive.sid=abc');
    expect(spanish.body).toContain('<div id="root"><header>Buscar autos</header></div>');
    expect(spanish.body).toContain('id="ladrive-remotes-json"');
    // `/` without a session cookie: the landing page itself; with one, the home's skeleton
    expect((await frame('/', 'lang=es')).body).toContain('<div id="root" data-signed-out><h1>Renta autos</h1></div>');
    // no frame page of that kind in this build (the home's, a signed-out page's), or no choice: index.html
    expect((await frame('/', 'lang=es; ladrive.sid=abc')).body).toContain('<div id="root"></div>');
    expect((await frame('/help-center', 'lang=es')).body).toContain('<div id="root"></div>');
    expect((await frame('/help-center')).body).toContain('<div id="root"></div>');
  });

  it("falls back to the shell's page on client routes, never on a missing asset", async () => {
    const route = await get(SITE_HOST, '/help-center');
    expect(route.status).toBe(200);
    expect(route.body).toContain('<!-- shell one -->');
    const missing = await get(SITE_HOST, '/static/js/missing.0000.js');
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('<!doctype html>');
    expectSecurityHeaders(missing);
  });

  it('inlines the live remotes.json into the page and hints the remote that draws the route', async () => {
    const remotes = JSON.parse((await get(SITE_HOST, '/remotes.json')).body) as RemotesManifest;
    const page = (await get(SITE_HOST, '/help-center')).body;
    const inlined = /<script type="application\/json" id="ladrive-remotes-json">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(inlined![1]!)).toEqual({ remotes: remotes.remotes.map(({ scripts: _, ...remote }) => remote) });
    const entry = remotes.remotes[0]!.entry;
    expect(page).toContain(`<link rel="preload" href="${entry}" as="fetch" crossorigin="anonymous">`);
    const base = entry.replace(/mf-manifest\.json$/, '');
    expect(page).toContain(
      `<link rel="preload" href="${base}static/js/mfe_static.5a4b3c.js" as="script">` +
        `<link rel="preload" href="${base}static/js/page.9f8e7d.js" as="script">`,
    );
    // after the charset and viewport, which the browser needs before it picks an image preload's candidate; the
    // shell's entry first
    expect(page).toContain(
      `<meta name="viewport" content="width=device-width"><link rel="preload" href="/${SHELL_ENTRY}" as="script">` +
        `<link rel="preconnect" href="${new URL(entry).origin}">`,
    );
    // the page's data reads, with the page's own query passed through (encoded as the page's client does)
    const withQuery = (await get(SITE_HOST, '/help-center?page=2&q=brakes%20noise!&x=1')).body;
    expect(withQuery).toContain(
      '<link rel="preload" href="/api/articles?q=brakes+noise%21&amp;page=2" as="fetch" crossorigin="use-credentials">' +
        '<link rel="preload" href="/api/articles/summary" as="fetch" crossorigin="use-credentials">' +
        // and its largest image, as its <img> names it
        '<link rel="preload" as="image" imagesrcset="/api/articles/cover?w=320 320w, /api/articles/cover 1200w" imagesizes="100vw" fetchpriority="high">',
    );
    expect((await get(SITE_HOST, '/')).body).not.toContain('rel="preload"');
  });

  it("serves the shell's hashed assets immutable", async () => {
    const script = await get(SITE_HOST, '/static/js/index.1a2b3c.js');
    expect(script.status).toBe(200);
    expect(script.body).toBe(SHELL_SCRIPT('shell one'));
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('compresses text on the way out (the bucket holds the files as released)', async () => {
    const script = await call({
      port,
      host: SITE_HOST,
      path: '/static/js/index.1a2b3c.js',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers.vary).toContain('Accept-Encoding');
  });

  it('serves remotes.json from the bucket, revalidated on every load', async () => {
    const answer = await get(SITE_HOST, '/remotes.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    const remotes = JSON.parse(answer.body) as RemotesManifest;
    expect(remotes.remotes.find((remote) => remote.name === 'mfe_static')?.version).toBe(remoteVersion);
    expectSecurityHeaders(answer);
  });

  it('shows a shell release on the next load, with nothing restarted', async () => {
    await release(origin.origin, await shellArtifact(fakeShellDist('shell two')));
    expect((await get(SITE_HOST, '/')).body).toContain('<!-- shell two -->');
  });

  it('only reads', async () => {
    expect((await get(SITE_HOST, '/', 'DELETE')).status).toBe(403);
  });

  it("serves a released remote's manifest revalidated and its hashed files immutable, to the site origin", async () => {
    const manifest = await get(CDN_HOST, `/mfe-static/${remoteVersion}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(JSON.parse(manifest.body)).toMatchObject({ name: 'mfe_static' });
    expect(manifest.headers['cache-control']).toBe(REVALIDATE);
    expect(manifest.headers['access-control-allow-origin']).toBe(`https://${SITE_HOST}`);
    expect(manifest.headers['content-security-policy']).toBe(CDN_POLICY);
    expectSecurityHeaders(manifest);

    const script = await get(CDN_HOST, `/mfe-static/${remoteVersion}/static/js/page.9f8e7d.js`);
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves released files only from the CDN name: not the pointers, the history or a missing version', async () => {
    for (const path of [
      '/remotes.json',
      '/shell.json',
      '/releases/mfe-static.json',
      '/mfe-static/9.9.9/mf-manifest.json',
    ]) {
      const answer = await get(CDN_HOST, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('<?xml');
    }
  });

  it('answers the probes under any other name, and nothing else', async () => {
    expect((await get('10.0.0.7', '/healthz')).body).toBe('ok\n');
    expect((await get('10.0.0.7', '/')).status).toBe(404);
  });
});

describe('compose mode: TLS, and the one proxy hop in front of the API replicas', () => {
  let proxy: RunningProxy;
  let httpPort: number;
  let httpsPort: number;
  let certificate: string;
  // the two API replicas and MinIO, as servers that say who answered and what they were sent
  const upstreams: Server[] = [];
  const upstreamPort = (index: number) => (upstreams[index]!.address() as AddressInfo).port;
  // the conversation streams the API stand-ins hold open: one event written, the rest when the test says
  const heldStreams: ServerResponse[] = [];

  beforeAll(async () => {
    for (const name of ['api-1', 'api-2', 'minio']) {
      const server = createServer((req, res) => {
        if (req.url === CONVERSATION_STREAM_PATH) {
          // as a plain server would send it: nothing asks the proxy not to buffer or compress
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write('event: unread\ndata: {"unread":0}\n\n');
          heldStreams.push(res);
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ server: name, method: req.method, path: req.url, headers: req.headers }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      upstreams.push(server);
    }
    httpPort = await freePort();
    httpsPort = await freePort();
    const tlsDir = await mkdtemp(join(tmpdir(), 'ladrive-tls-'));
    const made = await run('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-keyout', join(tlsDir, 'tls.key'), '-out', join(tlsDir, 'tls.crt'), '-subj', `/CN=${SITE_HOST}`],
      ...['-addext', `subjectAltName=DNS:${SITE_HOST},DNS:${CDN_HOST},DNS:${STORAGE_HOST}`],
    ]);
    expect(made.stderr).not.toMatch(/error/i);
    certificate = await readFile(join(tlsDir, 'tls.crt'), 'utf8');
    const key = await readFile(join(tlsDir, 'tls.key'), 'utf8');
    await rm(tlsDir, { recursive: true, force: true });
    proxy = await startProxy(
      httpsPort,
      {
        LADRIVE_PROXY_MODE: 'compose',
        SITE_HOST,
        CDN_HOST,
        STORAGE_HOST,
        OBJECT_STORE_URL: `http://127.0.0.1:${upstreamPort(2)}`,
        RELEASE_BUCKET: 'site-releases',
      },
      (config) =>
        config
          .replaceAll('listen 443', `listen 127.0.0.1:${httpsPort}`)
          .replaceAll('listen 80', `listen 127.0.0.1:${httpPort}`)
          .replace('server api-1:4000', `server 127.0.0.1:${upstreamPort(0)}`)
          .replace('server api-2:4000', `server 127.0.0.1:${upstreamPort(1)}`)
          // Debian's nginx 1.22 predates the `http2` directive (1.25) of the image's nginx
          .replaceAll(/^\s*http2 on;\n/gm, ''),
      { 'tls/tls.crt': certificate, 'tls/tls.key': key },
    );
  }, 60_000);

  afterAll(async () => {
    // nginx stops gracefully: it waits for the responses still open
    for (const held of heldStreams) held.end();
    await proxy?.stop();
    await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const api = (path: string, headers: Record<string, string> = {}) =>
    call({ port: httpsPort, host: SITE_HOST, path, headers, ca: certificate });

  it("appends the address it saw to the client's X-Forwarded-For and replaces the claimed host and scheme", async () => {
    const answer = await api('/api/auth/user', {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(answer.status).toBe(200);
    const { headers, path } = JSON.parse(answer.body) as { headers: IncomingHttpHeaders; path: string };
    expect(path).toBe('/api/auth/user');
    // the API trusts nginx (TRUSTED_PROXIES): the last entry, the one nginx added, is the client
    expect(headers['x-forwarded-for']).toBe('198.51.100.7, 127.0.0.1');
    expect(headers['x-forwarded-host']).toBe(SITE_HOST);
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers.host).toBe(SITE_HOST);
  });

  it("refuses the API's metrics (404), however spelled, without asking the API", async () => {
    for (const path of ['/api/metrics', '/api/metrics/', '/api/METRICS', '/api/%6detrics', '/api//metrics']) {
      const answer = await api(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body).not.toContain('"server"');
    }
  });

  it('spreads /api over both replicas', async () => {
    const answered = new Set<string>();
    for (let i = 0; i < 4; i++)
      answered.add((JSON.parse((await api('/api/health')).body) as { server: string }).server);
    expect([...answered].sort()).toEqual(['api-1', 'api-2']);
  });

  it("reads remotes.json from the release bucket over TLS without passing on the visitor's cookies", async () => {
    const answer = await call({
      port: httpsPort,
      host: SITE_HOST,
      path: '/remotes.json',
      headers: { cookie: 'ladrive.sid=secret' },
      ca: certificate,
    });
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    expectSecurityHeaders(answer);
    const sent = JSON.parse(answer.body) as { server: string; path: string; headers: IncomingHttpHeaders };
    expect(sent).toMatchObject({ server: 'minio', path: '/site-releases/remotes.json' });
    expect(sent.headers.cookie).toBeUndefined();
  });

  it('passes the conversation stream on event by event, uncompressed, while the API holds it open', async () => {
    const chunks: string[] = [];
    const { headers, ended } = await new Promise<{ headers: IncomingHttpHeaders; ended: Promise<void> }>(
      (resolve, reject) => {
        const req = httpsRequest(
          {
            host: '127.0.0.1',
            port: httpsPort,
            path: CONVERSATION_STREAM_PATH,
            headers: { host: SITE_HOST, 'accept-encoding': 'gzip' },
            ca: certificate,
            servername: SITE_HOST,
          },
          (res) => {
            res.setEncoding('utf8');
            const ended = new Promise<void>((done) => res.once('end', done));
            // the first event, while its stand-in has not ended (or flushed) anything
            res.once('data', (chunk: string) => {
              chunks.push(chunk);
              res.on('data', (more: string) => chunks.push(more));
              resolve({ headers: res.headers, ended });
            });
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(chunks.join('')).toBe('event: unread\ndata: {"unread":0}\n\n');
    expect(headers['content-type']).toBe('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
    const [held] = heldStreams;
    held!.write('id: 1\nevent: message\ndata: {}\n\n');
    held!.end();
    await ended;
    expect(chunks.join('')).toBe('event: unread\ndata: {"unread":0}\n\nid: 1\nevent: message\ndata: {}\n\n');
  });

  it('sends plain HTTP to HTTPS', async () => {
    const plain = await call({ port: httpPort, host: SITE_HOST, path: '/cars/42' });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://${SITE_HOST}/cars/42`);
  });

  it('passes uploads to the object store name on to MinIO with that Host (presigned URLs are signed for it)', async () => {
    const answer = await call({
      port: httpsPort,
      host: STORAGE_HOST,
      path: '/car-uploads/user-1/photo.jpg?X-Amz-Signature=abc',
      method: 'PUT',
      ca: certificate,
    });
    expect(JSON.parse(answer.body)).toMatchObject({
      server: 'minio',
      method: 'PUT',
      path: '/car-uploads/user-1/photo.jpg?X-Amz-Signature=abc',
      headers: { host: STORAGE_HOST },
    });
  });

  it('refuses TLS to a name it does not serve', async () => {
    await expect(call({ port: httpsPort, host: 'other.example', path: '/', ca: certificate })).rejects.toThrow();
  });
});

describe('Kubernetes mode during a canary: the njs page resolves the visitor’s version', () => {
  it('gives each visitor a bucket for good and inlines their version of the canaried remote', async () => {
    const canaryOrigin = await startTestOrigin();
    const port = await freePort();
    let canaryProxy: RunningProxy | undefined;
    try {
      const versions = await releaseWithCanary(canaryOrigin);
      const store = canaryOrigin.origin.config;
      canaryProxy = await startProxy(
        port,
        {
          LADRIVE_PROXY_MODE: 'kubernetes',
          SITE_HOST,
          CDN_HOST,
          STORAGE_HOST,
          OBJECT_STORE_URL: `http://${store.endPoint}:${store.port}`,
          RELEASE_BUCKET: store.bucket,
        },
        (config) => config.replaceAll('listen 8080', `listen 127.0.0.1:${port}`),
      );
      await expectCanaryBuckets(pagesAt(port, SITE_HOST), versions);
    } finally {
      await canaryProxy?.stop();
      await canaryOrigin.close();
    }
  }, 60_000);
});
