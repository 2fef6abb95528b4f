/**
 * The production proxy for real: Debian's nginx with njs runs the templates of infra/production/proxy in their
 * Kubernetes mode (rendered as the image's entrypoint does, moved under a temporary prefix) in front of a real
 * object store holding releases made by the release code. What a browser gets from the site and CDN origins must
 * be what the local servers give: the released shell with client routes falling back to its page, remotes.json,
 * released files with the release cache rules, and the security headers.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@ladrive/api/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForOk } from './processes.ts';
import { IMMUTABLE, REVALIDATE } from './release/artifact.ts';
import { type RemotesJson, release } from './release/release.ts';
import {
  fakeRemoteDist,
  fakeShellDist,
  remoteArtifact,
  shellArtifact,
  startTestOrigin,
  type TestOrigin,
} from './release/testing.ts';
import { CDN_POLICY, siteContentSecurityPolicy } from './static-servers.ts';

const proxyDir = fileURLToPath(new URL('../production/proxy/', import.meta.url));
const SITE_HOST = 'ladrive.test';
const CDN_HOST = 'cdn.ladrive.test';
const STORAGE_HOST = 'storage.ladrive.test';

let origin: TestOrigin;
let prefix: string;
let port: number;
let nginx: ChildProcess | undefined;
let remoteVersion: string;

/** Renders the templates into `prefix` as the nginx image's entrypoint would into /etc/nginx. */
async function renderProxyConfig(values: Record<string, string>) {
  const templates = join(proxyDir, 'templates');
  for (const name of (await readdir(templates, { recursive: true })).filter((file) => file.endsWith('.template'))) {
    const rendered = (await readFile(join(templates, name), 'utf8'))
      .replace(/\$\{([A-Z0-9_]+)\}/g, (whole, variable: string) => values[variable] ?? whole)
      // the image's paths, moved under the temporary prefix; Debian keeps its modules elsewhere
      .replaceAll('/etc/nginx/ladrive/', `${prefix}/ladrive/`)
      .replace('load_module modules/', 'load_module /usr/lib/nginx/modules/')
      .replace('pid /tmp/nginx.pid;', `pid ${prefix}/nginx.pid;`)
      .replace('access_log /dev/stdout', `access_log ${prefix}/access.log`)
      .replace('error_log stderr notice;', `error_log ${prefix}/error.log warn;`)
      .replaceAll('listen 8080', `listen 127.0.0.1:${port}`);
    const target = join(prefix, name.replace(/\.template$/, ''));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, rendered);
  }
  await copyFile(join(proxyDir, 'shell.js'), join(prefix, 'ladrive', 'shell.js'));
}

const nginxArgs = () => ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`, '-e', 'stderr'];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the proxy under a host name (as DNS would send browsers there). */
function get(host: string, path: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  origin = await startTestOrigin();
  await release(origin.origin, await shellArtifact(fakeShellDist('shell one')));
  remoteVersion = (await release(origin.origin, await remoteArtifact(fakeRemoteDist()))).version;

  prefix = await mkdtemp(join(tmpdir(), 'ladrive-proxy-'));
  port = await freePort();
  const store = origin.origin.config;
  await renderProxyConfig({
    LADRIVE_PROXY_MODE: 'kubernetes',
    SITE_HOST,
    CDN_HOST,
    STORAGE_HOST,
    OBJECT_STORE_URL: `http://${store.endPoint}:${store.port}`,
    RELEASE_BUCKET: store.bucket,
  });
  const check = await new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile('nginx', [...nginxArgs(), '-t'], (error, _stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
  if (check.code !== 0) throw new Error(`nginx -t refused the rendered configuration:\n${check.stderr}`);
  nginx = spawn('nginx', [...nginxArgs(), '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitForOk(`http://127.0.0.1:${port}/healthz`, 20_000);
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await origin?.close();
  if (prefix) await rm(prefix, { recursive: true, force: true });
});

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('the site origin (nginx, Kubernetes mode)', () => {
  it('serves the released shell page with the site policy, revalidated', async () => {
    const page = await get(SITE_HOST, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<!-- shell one -->');
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    expect(page.headers['content-security-policy']).toBe(
      siteContentSecurityPolicy([`https://${CDN_HOST}`], [`https://${STORAGE_HOST}`]),
    );
    expectSecurityHeaders(page);
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

  it("serves the shell's hashed assets immutable", async () => {
    const script = await get(SITE_HOST, '/static/js/index.1a2b3c.js');
    expect(script.status).toBe(200);
    expect(script.body).toBe('console.log("shell one")');
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves remotes.json from the bucket, revalidated on every load', async () => {
    const answer = await get(SITE_HOST, '/remotes.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    const remotes = JSON.parse(answer.body) as RemotesJson;
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
});

describe('the CDN origin (nginx, Kubernetes mode)', () => {
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

  it('serves released files only: not the pointers, not the history, not a version that does not exist', async () => {
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
});

describe('any other name', () => {
  it('answers the probes and nothing else', async () => {
    expect((await get('10.0.0.7', '/healthz')).body).toBe('ok\n');
    expect((await get('10.0.0.7', '/')).status).toBe(404);
  });
});
