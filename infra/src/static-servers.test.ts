/** The site origin and the CDN as a browser meets them, serving releases from a real object store. */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOOKING_BODY_LIMIT_BYTES } from '@ladrive/contracts';
import { REMOTES_JSON_KEY, readRemotesJson, release } from '@ladrive/releases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCanaryBuckets, pagesAt, releaseWithCanary } from './canary-testing.ts';
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
import { remoteOriginsOf } from './site-page.ts';
import { serveSite } from './static-servers.ts';

const servers: Server[] = [];
/** The conversation streams the API stand-in holds open: one event written, the rest when the test says. */
const heldStreams: ServerResponse[] = [];
let env: TestOrigin;
let siteUrl = '';
let remoteVersion = '';
let shellVersion = '';

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  env = await startTestOrigin();
  shellVersion = (await release(env.origin, await shellArtifact(fakeShellDist('shell', { withFrame: true })))).version;
  remoteVersion = (await release(env.origin, await remoteArtifact(fakeRemoteDist()))).version;
  const api = createServer(async (req, res) => {
    if (req.url === '/api/conversations/stream') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('event: unread\ndata: {"unread":0}\n\n');
      heldStreams.push(res);
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    // as the API answers a request it refuses before reading its body (signed out; a declared length over its limit)
    if (req.url === '/api/refused-unread') {
      // the API's Node server then closes the connection: it will not read an unread body of unknown length
      if (req.headers['content-length'] === undefined) res.setHeader('Connection', 'close');
      res.statusCode = Number(req.headers['content-length']) > BOOKING_BODY_LIMIT_BYTES ? 413 : 401;
      res.end(JSON.stringify({ message: res.statusCode === 413 ? 'Request body is too large' : 'Unauthorized' }));
      return;
    }
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    await new Promise((resolve) => req.on('end', resolve));
    res.end(
      JSON.stringify({
        received,
        path: req.url,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        forwardedHost: req.headers['x-forwarded-host'] ?? null,
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, resolve));
  servers.push(api);
  const site = await serveSite({ origin: env.origin, port: 0, apiTarget: urlOf(api) });
  servers.push(site);
  siteUrl = urlOf(site);
});

afterAll(async () => {
  for (const held of heldStreams) held.end();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await env?.close();
});

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('the CDN', () => {
  it('answers 404 for a missing file or anything outside a release', async () => {
    for (const path of [
      `/mfe-static/${remoteVersion}/static/js/missing.js`,
      '/remotes.json',
      '/releases/shell.json',
      // names no object can have: a control character, a key over S3's 1,024 characters
      `/mfe-static/${remoteVersion}/a%00b`,
      `/mfe-static/${remoteVersion}/${'a'.repeat(1100)}`,
    ]) {
      expect((await fetch(`${env.cdnUrl}${path}`)).status).toBe(404);
    }
  });

  it('sends the security headers with every file, and lets nobody frame it', async () => {
    for (const path of [`/mfe-static/${remoteVersion}/mf-manifest.json`, '/missing']) {
      const response = await fetch(`${env.cdnUrl}${path}`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('revalidates a manifest with its ETag (304)', async () => {
    const url = `${env.cdnUrl}/mfe-static/${remoteVersion}/mf-manifest.json`;
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe('compression', () => {
  const script = `/static/js/index.1a2b3c.js`;

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
  ])(
    'sends a text asset in the best encoding the browser accepts (Accept-Encoding: %s → %s)',
    async (accept, encoding) => {
      const response = await fetch(`${siteUrl}${script}`, { headers: { 'Accept-Encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(await response.text()).toBe(SHELL_SCRIPT('shell'));
    },
  );

  it('pre-compressed at release: the brotli form is a fraction of the file', async () => {
    const plain = await fetch(`${siteUrl}${script}`, { headers: { 'Accept-Encoding': 'identity' } });
    const brotli = await env.origin.stat(`shell/${shellVersion}${script}.br`);
    expect(brotli!.size).toBeLessThan(Number(plain.headers.get('content-length')) / 4);
  });

  it('compresses remotes.json and the page as it sends them', async () => {
    for (const path of ['/remotes.json', '/dashboard']) {
      const response = await fetch(`${siteUrl}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
    }
  });
});

describe('the site origin', () => {
  it('serves the environment’s remotes.json, revalidated on every load with a validator', async () => {
    const response = await fetch(`${siteUrl}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
    const body = (await response.json()) as { remotes: Array<{ name: string; version: string }> };
    expect(body.remotes).toEqual([expect.objectContaining({ name: 'mfe_static', version: remoteVersion })]);
  });

  it('serves the released shell, falling back to its page for client-side routes', async () => {
    for (const path of ['/', '/terms-of-service', '/cars/123']) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const icon = await fetch(`${siteUrl}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    const script = await fetch(`${siteUrl}/static/js/index.1a2b3c.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('inlines the live remotes.json into its pages, and hints the manifest, entry and chunks of the remote that draws the page', async () => {
    const remotes = await readRemotesJson(env.origin);
    const entry = remotes.remotes[0]!.entry;
    const preconnect = `<link rel="preconnect" href="${env.cdnUrl}">`;
    const manifestHint = `<link rel="preload" href="${entry}" as="fetch" crossorigin="anonymous">`;

    const remotePage = await (await fetch(`${siteUrl}/Help-Center`)).text();
    const inlined = /<script type="application\/json" id="ladrive-remotes-json">(.*?)<\/script>/.exec(remotePage);
    // as remotes.json, less the startup scripts: those are for the hints
    expect(JSON.parse(inlined![1]!)).toEqual({ remotes: remotes.remotes.map(({ scripts: _, ...remote }) => remote) });
    expect(remotePage).toContain(preconnect);
    expect(remotePage).toContain(manifestHint);
    const base = entry.replace(/mf-manifest\.json$/, '');
    expect(remotePage).toContain(
      `<link rel="preload" href="${base}static/js/mfe_static.5a4b3c.js" as="script">` +
        `<link rel="preload" href="${base}static/js/page.9f8e7d.js" as="script">`,
    );
    expect(remotePage.indexOf(preconnect)).toBeLessThan(remotePage.indexOf('<div id="root">'));
    // the shell's entry before every other hint
    expect(remotePage.indexOf(`<link rel="preload" href="/${SHELL_ENTRY}" as="script">`)).toBeLessThan(
      remotePage.indexOf(preconnect),
    );
    // the page's data reads, with the page's own query passed through (encoded as the page's client does)
    const withQuery = await (await fetch(`${siteUrl}/help-center?page=2&q=brakes%20noise!&x=1`)).text();
    expect(withQuery).toContain(
      '<link rel="preload" href="/api/articles?q=brakes+noise%21&amp;page=2" as="fetch" crossorigin="use-credentials">' +
        '<link rel="preload" href="/api/articles/summary" as="fetch" crossorigin="use-credentials">' +
        // and its largest image, as its <img> names it
        '<link rel="preload" as="image" imagesrcset="/api/articles/cover?w=320 320w, /api/articles/cover 1200w" imagesizes="100vw" fetchpriority="high">',
    );

    // a page the shell draws itself: the remotes and their origins, no remote's manifest
    const home = await (await fetch(`${siteUrl}/`)).text();
    expect(home).toContain('id="ladrive-remotes-json"');
    expect(home).toContain(preconnect);
    expect(home).not.toContain('rel="preload"');
  });

  it("sends the shell build's page that already draws the frame in the visitor's language, with the hints", async () => {
    const spanish = await (
      await fetch(`${siteUrl}/cars/123`, { headers: { cookie: 'theme=x; lang=es; ladrive.sid=abc' } })
    ).text();
    expect(spanish).toContain('<div id="root"><header>Buscar autos</header></div>');
    expect(spanish).toContain('<link rel="preconnect"');
    // `/` without a session cookie: the landing page itself; with one, the home's skeleton
    const landing = await (await fetch(`${siteUrl}/`, { headers: { cookie: 'lang=es' } })).text();
    expect(landing).toContain('<div id="root" data-signed-out><h1>Renta autos</h1></div>');
    // no frame page of that kind in this build: index.html
    const home = await (await fetch(`${siteUrl}/`, { headers: { cookie: 'lang=es; ladrive.sid=abc' } })).text();
    expect(home).toContain('<div id="root"></div>');
    const signedOut = await (await fetch(`${siteUrl}/cars/123`, { headers: { cookie: 'lang=es' } })).text();
    expect(signedOut).toContain('<div id="root"></div>');
    const noChoice = await (await fetch(`${siteUrl}/cars/123`, { headers: { cookie: 'ladrive.sid=abc' } })).text();
    expect(noChoice).toContain('<div id="root"></div>');
  });

  it('revalidates its pages by an ETag of what it sent', async () => {
    const first = await fetch(`${siteUrl}/help-center`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${siteUrl}/help-center`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const otherPage = await fetch(`${siteUrl}/`, { headers: { 'If-None-Match': etag } });
    expect(otherPage.status).toBe(200);
  });

  it('answers 404 for an asset that does not exist, instead of the page with a one-year cache', async () => {
    for (const path of ['/static/anything', '/static/js/missing.js', '/static/a%00b', `/static/${'a'.repeat(1100)}`]) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it('protects its pages: a policy allowing exactly the remotes of remotes.json, no framing, no sniffing', async () => {
    for (const path of ['/', '/dashboard', '/remotes.json', '/static/js/index.1a2b3c.js']) {
      const response = await fetch(`${siteUrl}${path}`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    }
    const policy = (await fetch(`${siteUrl}/dashboard`)).headers.get('content-security-policy') ?? '';
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    const remoteOrigins = remoteOriginsOf(await readRemotesJson(env.origin));
    expect(remoteOrigins).toEqual([env.cdnUrl]);
    expect(scripts).toBe(`script-src 'self' ${env.cdnUrl}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('tells the API the address it saw last in X-Forwarded-For, whatever the client wrote there', async () => {
    const response = await fetch(`${siteUrl}/api/login`, {
      headers: { 'x-forwarded-for': '10.9.9.9', 'x-forwarded-host': 'evil.test' },
    });
    const seen = (await response.json()) as { forwardedFor: string; forwardedHost: string };
    expect(seen.forwardedFor).toMatch(/^10\.9\.9\.9, (::ffff:)?127\.0\.0\.1$/);
    expect(seen.forwardedHost).toBe(new URL(siteUrl).host);
  });

  it("refuses the API's metrics (404), however spelled, without asking the API", async () => {
    for (const path of ['/api/metrics', '/api/metrics/', '/api/Metrics', '/api/%6detrics']) {
      const response = await fetch(`${siteUrl}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toBe('Not found');
    }
  });

  it('forwards /api to the API, keeping the path', async () => {
    const response = await fetch(`${siteUrl}/api/health?x=1`);
    expect(await response.json()).toMatchObject({ path: '/api/health?x=1' });
  });

  it('passes the conversation stream on event by event while the API holds it open', async () => {
    const response = await fetch(`${siteUrl}/api/conversations/stream`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe('event: unread\ndata: {"unread":0}\n\n');
    heldStreams[0]!.end('id: 1\nevent: message\ndata: {}\n\n');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value;
    expect(rest).toBe('id: 1\nevent: message\ndata: {}\n\n');
  });

  it('shows a new shell and a changed remotes.json on the next load, with nothing restarted', async () => {
    expect(await (await fetch(`${siteUrl}/help-center`)).text()).not.toContain('<!-- shell two -->');
    await release(env.origin, await shellArtifact(fakeShellDist('shell two')));
    expect(await (await fetch(`${siteUrl}/help-center`)).text()).toContain('<!-- shell two -->');

    const remotes = (await env.origin.getText(REMOTES_JSON_KEY))!;
    const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' };
    await env.origin.put(REMOTES_JSON_KEY, remotes.replaceAll(env.cdnUrl, 'https://cdn.ladrive.test'), headers);
    try {
      const page = await fetch(`${siteUrl}/help-center`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self' https://cdn.ladrive.test;");
      expect(await page.text()).toContain('<link rel="preload" href="https://cdn.ladrive.test/');
    } finally {
      await env.origin.put(REMOTES_JSON_KEY, remotes, headers);
    }
  });
});

describe('the site origin’s /api proxy and request bodies', () => {
  /** A body sent as a stream: chunked, no Content-Length (as a client that does not know the size sends it). */
  const streamed = (bytes: number) =>
    new ReadableStream({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 1024 * 1024)
          controller.enqueue(new Uint8Array(Math.min(1024 * 1024, bytes - sent)));
        controller.close();
      },
    });
  const post = (path: string, body: RequestInit['body'], init: RequestInit = {}) =>
    fetch(`${siteUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      ...init,
      duplex: 'half',
    } as RequestInit);

  it('passes on the API’s answer to a streamed body it refused without reading (not a proxy 500)', async () => {
    const res = await post('/api/refused-unread', streamed(2 * 1024 * 1024));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('passes on the API’s 413 for a 13 MB body of declared length', async () => {
    const res = await post('/api/refused-unread', new Uint8Array(13 * 1024 * 1024));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers a streamed body over the largest the API takes with the API’s 413, and forwards smaller ones whole', async () => {
    const tooLarge = await post('/api/anything', streamed(13 * 1024 * 1024));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'Request body is too large' });
    const fits = await post('/api/anything', streamed(3 * 1024 * 1024 + 5));
    expect(fits.status).toBe(200);
    expect((await fits.json()) as { received: number }).toMatchObject({ received: 3 * 1024 * 1024 + 5 });
  });
});

describe('the site origin during a canary', () => {
  it('gives each visitor a bucket for good and inlines their version of the canaried remote', async () => {
    const canaryEnv = await startTestOrigin();
    try {
      const versions = await releaseWithCanary(canaryEnv);
      const site = await serveSite({ origin: canaryEnv.origin, port: 0, apiTarget: 'http://127.0.0.1:9' });
      try {
        await expectCanaryBuckets(pagesAt((site.address() as AddressInfo).port, 'localhost'), versions);
      } finally {
        await new Promise((resolve) => site.close(resolve));
      }
    } finally {
      await canaryEnv.close();
    }
  });
});
