import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteOriginsOf, serveRemote, serveSite } from './static-servers.ts';
import { localRemotesManifest } from './topology.ts';

const SITE_ORIGIN = 'http://localhost:3000';
const servers: Server[] = [];
let remoteUrl = '';
let siteUrl = '';

function fakeDist() {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"mfe_static"}');
  writeFileSync(join(dir, 'static/js/page.3f2a1b.js'), 'console.log(1)');
  return dir;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  const api = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        path: req.url,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        forwardedHost: req.headers['x-forwarded-host'] ?? null,
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, resolve));
  servers.push(api);
  const remote = await serveRemote(fakeDist(), 0, SITE_ORIGIN);
  const site = await serveSite({
    distDir: fakeDist(),
    port: 0,
    apiTarget: urlOf(api),
    remotesJson: () => localRemotesManifest(3000),
  });
  servers.push(remote, site);
  remoteUrl = urlOf(remote);
  siteUrl = urlOf(site);
});

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe('a remote origin', () => {
  it('serves its manifest to the site origin only, revalidated on every load', async () => {
    const response = await fetch(`${remoteUrl}/mf-manifest.json`, { headers: { Origin: SITE_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await fetch(`${remoteUrl}/static/js/page.3f2a1b.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing file', async () => {
    expect((await fetch(`${remoteUrl}/static/js/missing.js`)).status).toBe(404);
  });

  it('sends the security headers with every file, and lets nobody frame it', async () => {
    for (const path of ['/mf-manifest.json', '/static/js/page.3f2a1b.js', '/index.html', '/missing']) {
      const response = await fetch(`${remoteUrl}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('the site origin', () => {
  it('serves remotes.json uncached, valid for the shell', async () => {
    const response = await fetch(`${siteUrl}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = (await response.json()) as { remotes: Array<{ name: string }> };
    expect(body.remotes.map((remote) => remote.name)).toContain('mfe_static');
  });

  it('falls back to the shell page for client-side routes', async () => {
    const response = await fetch(`${siteUrl}/terms-of-service`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for an asset that does not exist, instead of the page with a one-year cache', async () => {
    for (const path of ['/static/anything', '/static/js/missing.js']) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it('protects its pages: a policy allowing exactly the remotes of remotes.json, no framing, no sniffing', async () => {
    for (const path of ['/', '/dashboard', '/remotes.json', '/static/js/page.3f2a1b.js']) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    const policy = (await fetch(`${siteUrl}/dashboard`)).headers.get('content-security-policy') ?? '';
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    const remoteOrigins = remoteOriginsOf(localRemotesManifest(3000));
    expect(remoteOrigins).toContain('http://localhost:3005');
    expect(scripts).toBe(`script-src 'self' ${remoteOrigins.join(' ')}`);
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

  it('forwards /api to the API, keeping the path', async () => {
    const response = await fetch(`${siteUrl}/api/health?x=1`);
    expect(await response.json()).toMatchObject({ path: '/api/health?x=1' });
  });
});
