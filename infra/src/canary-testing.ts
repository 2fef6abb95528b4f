/**
 * What both site origins (the node server of serveSite and the production proxy's njs) must do with a canary: the
 * same checks run against each, so the two code paths cannot drift apart.
 */
import { type IncomingHttpHeaders, request } from 'node:http';
import { BUCKET_MAX_AGE_SECONDS, BUCKETS, canaryStart, inCanary } from '@ladrive/platform/canary';
import { release } from '@ladrive/releases';
import { expect } from 'vitest';
import { fakeRemoteDist, fakeShellDist, remoteArtifact, shellArtifact, type TestOrigin } from './release/testing.ts';

export interface SiteAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A page of the site under test, with the request's own headers (cookie, if-none-match). */
export type GetPage = (path: string, headers?: Record<string, string>) => Promise<SiteAnswer>;

/** Pages of the site listening on `port` (on loopback) under the host name `host`, as a browser asks without compression. */
export const pagesAt =
  (port: number, host: string): GetPage =>
  (path, headers = {}) =>
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
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

/** The share of visitors the canary goes to, so both sides of the split can be asked for by bucket. */
export const CANARY_PERCENT = 50;

/** An environment with the shell, a stable mfe-static and a canary of it to CANARY_PERCENT % of visitors. */
export async function releaseWithCanary(env: TestOrigin) {
  await release(env.origin, await shellArtifact(fakeShellDist()));
  const stable = await release(env.origin, await remoteArtifact(fakeRemoteDist({ text: 'stable' })));
  const canary = await release(env.origin, await remoteArtifact(fakeRemoteDist({ text: 'canary' })), {
    canary: CANARY_PERCENT,
  });
  return { stable: stable.version, canary: canary.version };
}

const inlinedRemotes = (page: string) =>
  JSON.parse(/id="ladrive-remotes-json">(.*?)<\/script>/.exec(page)![1]!) as {
    remotes: { name: string; version: string; entry: string; canary?: unknown }[];
  };

const bucketHeader = (bucket: number) => ({ cookie: `lang=en; ladrive-bucket=${bucket}` });

/** The checks: buckets drawn once and kept, each resolved to one version, the page varying by the cookie. */
export async function expectCanaryBuckets(get: GetPage, versions: { stable: string; canary: string }) {
  // a first visit draws a bucket, keeps it in a long-lived cookie, and gets the version of that bucket
  const first = await get('/help-center');
  const cookie = String(first.headers['set-cookie']);
  expect(cookie).toMatch(
    new RegExp(`^ladrive-bucket=\\d{1,2}; Path=/; Max-Age=${BUCKET_MAX_AGE_SECONDS}; SameSite=Lax$`),
  );
  // the canary's share starts at a bucket of its own and wraps after 99
  const start = canaryStart('mfe_static', versions.canary);
  const bucketAt = (offset: number) => (start + offset) % BUCKETS;
  const drawn = Number(/^ladrive-bucket=(\d+)/.exec(cookie)![1]);
  const expected = inCanary(drawn, CANARY_PERCENT, start) ? versions.canary : versions.stable;
  expect(inlinedRemotes(first.body).remotes[0]!.version).toBe(expected);

  for (const [bucket, version] of [
    [bucketAt(0), versions.canary],
    [bucketAt(CANARY_PERCENT - 1), versions.canary],
    [bucketAt(CANARY_PERCENT), versions.stable],
    [bucketAt(BUCKETS - 1), versions.stable],
  ] as const) {
    const page = await get('/help-center', bucketHeader(bucket));
    expect(page.status).toBe(200);
    // a returning visitor keeps their cookie: nothing set again
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers.vary).toMatch(/Cookie/);
    const [remote] = inlinedRemotes(page.body).remotes;
    // one plain descriptor: the shell, the hints and the browser reports see the visitor's version only
    expect(remote).toMatchObject({ name: 'mfe_static', version });
    expect(remote!.canary).toBeUndefined();
    expect(remote!.entry).toContain(`/mfe-static/${version}/mf-manifest.json`);
    expect(page.body).toContain(`<link rel="preload" href="${remote!.entry}" as="fetch" crossorigin="anonymous">`);
    expect(page.body).not.toContain(version === versions.canary ? versions.stable : versions.canary);
  }

  // the ETag is of the visitor's bytes: a canary visitor's copy revalidates as theirs, never as a stable visitor's
  const canaryPage = await get('/help-center', bucketHeader(bucketAt(0)));
  const etag = String(canaryPage.headers.etag);
  expect((await get('/help-center', { ...bucketHeader(bucketAt(1)), 'if-none-match': etag })).status).toBe(304);
  expect((await get('/help-center', { ...bucketHeader(bucketAt(BUCKETS - 1)), 'if-none-match': etag })).status).toBe(
    200,
  );
}
