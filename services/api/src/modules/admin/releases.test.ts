/**
 * GET /api/admin/releases against a real object store holding an environment's releases as @ladrive/releases writes
 * them (remotes.json with a canary, the histories, a published remote.json): admins only, every app with its version
 * in use, its canary and its switches; 503 without a release origin.
 */
import type { AdminReleases } from '@ladrive/contracts';
import { historyKey, REMOTES_JSON_KEY, ReleaseOrigin } from '@ladrive/releases';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createParties, type TestParties } from '../../testing/fixtures.ts';
import { TestClient, testReleaseOrigin, useTestApi } from '../../testing/helpers.ts';
import { environmentReleases } from './releases.ts';

const releaseOrigin = testReleaseOrigin('admin-releases-test');

let api: RunningApi;
let parties: TestParties;
useTestApi((started) => ({ api } = started), { releaseOrigin });

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const switchAt = (minute: number) => `2026-11-27T08:${String(minute).padStart(2, '0')}:00.000Z`;
const switches = [
  { at: switchAt(0), from: null, to: '1.0.0-aaa', kind: 'release', by: 'ana' },
  { at: switchAt(5), from: '1.0.0-aaa', to: '1.0.0-bbb', kind: 'canary', by: 'ana', percent: 10, reason: 'try it' },
];
const entry = (version: string) => `http://cdn.test/mfe-static/${version}/mf-manifest.json`;

beforeAll(async () => {
  parties = await createParties(api, {
    domain: 'admin-releases.test',
    people: [{ key: 'admin', isAdmin: true }, { key: 'renter' }],
    contract: sharedContractChecker(),
  });
  // the environment as `pnpm release mfe-static --canary 10` leaves it
  const origin = new ReleaseOrigin(releaseOrigin);
  await origin.ensureBucket();
  const releases = (versions: string[]) => versions.map((version) => ({ version, releasedAt: switchAt(0) }));
  await origin.put(
    historyKey('mfe-static'),
    JSON.stringify({ app: 'mfe-static', releases: releases(['1.0.0-aaa', '1.0.0-bbb']), switches }),
    JSON_HEADERS,
  );
  await origin.put(
    historyKey('shell'),
    JSON.stringify({
      app: 'shell',
      releases: releases(['1.0.0-sss']),
      switches: [{ ...switches[0], to: '1.0.0-sss' }],
    }),
    JSON_HEADERS,
  );
  await origin.put('shell.json', JSON.stringify({ version: '1.0.0-sss' }), JSON_HEADERS);
  await origin.put('mfe-static/1.0.0-bbb/remote.json', JSON.stringify({ name: 'mfe_static' }), JSON_HEADERS);
  const { percent, at: since } = { ...switches[1]!, percent: 10 };
  await origin.put(
    REMOTES_JSON_KEY,
    JSON.stringify({
      remotes: [
        {
          name: 'mfe_static',
          entry: entry('1.0.0-aaa'),
          version: '1.0.0-aaa',
          canary: { entry: entry('1.0.0-bbb'), version: '1.0.0-bbb', percent, since },
        },
      ],
    }),
    JSON_HEADERS,
  );
});

describe('GET /api/admin/releases', () => {
  it('answers admins only', async () => {
    const anonymous = new TestClient(api.url, { contract: sharedContractChecker() });
    expect((await anonymous.get('/api/admin/releases')).status).toBe(401);
    expect((await parties.clients.renter!.get('/api/admin/releases')).status).toBe(403);
  });

  it('lists every released app: its reports’ name, version in use, canary and switches, never cached', async () => {
    const res = await parties.clients.admin!.get('/api/admin/releases');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json<AdminReleases>()).toEqual({
      apps: [
        {
          app: 'mfe-static',
          remote: 'mfe_static',
          inUse: '1.0.0-aaa',
          canary: { version: '1.0.0-bbb', percent: 10, since: switchAt(5) },
          switches,
        },
        {
          app: 'shell',
          remote: 'shell',
          inUse: '1.0.0-sss',
          canary: null,
          switches: [{ ...switches[0], to: '1.0.0-sss' }],
        },
      ],
    });
  });

  it('is 503 where the API has no release origin, or it does not answer', async () => {
    await expect(environmentReleases(undefined)).rejects.toMatchObject({ status: 503 });
    const closed = new ReleaseOrigin({ ...releaseOrigin, endPoint: '127.0.0.1', port: 9 });
    await expect(environmentReleases(closed)).rejects.toMatchObject({ status: 503 });
  });
});
