/**
 * The local site server's memory under load (issue 26: its RSS grew 231 → 350 MB under 73k requests and stayed).
 * Serves a released shell and remote from an in-process s3rver, proxies /api to a stand-in, then sends phases of
 * N requests (pages, /remotes.json, /api, a missing asset; 50 at a time; every other phase half of them aborted by
 * the client as the answer starts) and prints after each, past a forced collection: RSS, the JS heap (total and in
 * use), external memory and the open handles. A leak shows as heap in use or handles growing phase after phase.
 *   pnpm --filter infra exec node --expose-gc bench/site-memory.ts   (N=5000 by default)
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { release } from '@ladrive/releases';
import {
  fakeRemoteDist,
  fakeShellDist,
  remoteArtifact,
  shellArtifact,
  startTestOrigin,
} from '../src/release/testing.ts';
import { serveSite } from '../src/static-servers.ts';

const N = Number(process.env.N ?? 5000);
const CONCURRENCY = 50;
const PATHS = ['/', '/search', '/remotes.json', '/api/cars', '/static/js/missing.js'];

const env = await startTestOrigin();
await release(env.origin, await shellArtifact(fakeShellDist()));
await release(env.origin, await remoteArtifact(fakeRemoteDist()));
const api = createServer((req, res) => {
  req.resume();
  res.setHeader('content-type', 'application/json');
  res.end('{"ok":true}');
});
await new Promise<void>((resolve) => api.listen(0, resolve));
const site = await serveSite({
  origin: env.origin,
  port: 0,
  apiTarget: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
});
const port = (site.address() as AddressInfo).port;

const mb = (bytes: number) => (bytes / 1048576).toFixed(1).padStart(7);
function show(when: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  console.log(
    `${when.padEnd(30)} rss ${mb(m.rss)}  heap ${mb(m.heapTotal)}  in use ${mb(m.heapUsed)}  external ${mb(m.external)}  handles ${process.getActiveResourcesInfo().length}`,
  );
}

/** One request as a browser sends it; `abort`: the client goes away as soon as the answer starts. */
const once = (path: string, abort: boolean) =>
  new Promise<void>((resolve) => {
    const req = request({ port, path, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      if (abort) {
        res.destroy();
        resolve();
        return;
      }
      res.resume();
      res.on('end', resolve);
      res.on('error', () => resolve());
    });
    req.on('error', () => resolve());
    req.end();
  });

show('ready');
for (const abortedShare of [0, 0.5, 0, 0.5]) {
  for (let i = 0; i < N; i += CONCURRENCY) {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, j) =>
        once(PATHS[(i + j) % PATHS.length]!, (i + j) % 100 < abortedShare * 100),
      ),
    );
  }
  show(`after ${N} more (${abortedShare * 100}% aborted)`);
}
await new Promise((resolve) => site.close(resolve));
await new Promise((resolve) => api.close(resolve));
await env.close();
