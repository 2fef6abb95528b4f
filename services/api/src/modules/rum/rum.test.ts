/**
 * Browser reports: POST /api/rum stores a beacon's events (no session read), refuses malformed, oversized and
 * too-frequent beacons with 4xx and writes nothing; `versionHealth` rolls them up per remote version (the canary
 * check's input), GET /api/admin/rum serves it to admins only, and the hourly sweep deletes old reports.
 */
import { RUM_BODY_MAX_BYTES, RUM_EVENTS_MAX, RUM_EVENTS_PER_MINUTE, type RumRollup } from '@ladrive/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createParties, TEST_PASSWORD } from '../../testing/fixtures.ts';
import {
  freshIp,
  query,
  SITE_ORIGIN,
  TestClient,
  TestClock,
  type TestDatabase,
  useTestApi,
} from '../../testing/helpers.ts';
import { versionHealth } from './index.ts';

let db: TestDatabase;
let api: RunningApi;
const clock = new TestClock();
useTestApi((started) => ({ db, api } = started), { now: clock.now });

const contract = sharedContractChecker();
const visitor = () => new TestClient(api.url, { contract });
const storedEvents = async () => (await query<{ n: number }>(db.url, 'select count(*)::int as n from rum_event'))[0]!.n;
const origin = { origin: SITE_ORIGIN };

let sessionCounter = 0;
const newSession = () => `session-${Date.now()}-${++sessionCounter}`;

const place = (remote: string, version: string) => ({ route: '/help-center/contact', remote, version });
const vital = (remote: string, version: string, name: 'LCP' | 'INP' | 'CLS', value: number) => ({
  kind: 'vital',
  ...place(remote, version),
  name,
  value,
});
const error = (remote: string, version: string) => ({ kind: 'error', ...place(remote, version), message: 'boom' });
const failedLoad = (remote: string, version: string) => ({ kind: 'remote-failed', ...place(remote, version) });

const beacon = (events: unknown[], session = newSession()) => ({
  session,
  shell: 'shell-1a2b',
  language: 'en',
  events,
});
const send = (body: unknown, ip = freshIp()) => visitor().postJson('/api/rum', body, { ...ip, ...origin });

beforeEach(async () => {
  await query(db.url, 'delete from rum_event');
});

describe('POST /api/rum', () => {
  it('stores each event of a beacon with its page view, route, remote version, shell version and language', async () => {
    const session = newSession();
    const res = await send(beacon([vital('mfe-static', 'v2', 'LCP', 812.5), error('mfe-static', 'v2')], session));
    expect(res.status).toBe(204);
    expect(
      await query(
        db.url,
        'select session, kind, route, remote, version, shell_version, language, vital, value, message from rum_event order by kind desc',
      ),
    ).toEqual([
      {
        session,
        kind: 'vital',
        route: '/help-center/contact',
        remote: 'mfe-static',
        version: 'v2',
        shell_version: 'shell-1a2b',
        language: 'en',
        vital: 'LCP',
        value: 812.5,
        message: null,
      },
      {
        session,
        kind: 'error',
        route: '/help-center/contact',
        remote: 'mfe-static',
        version: 'v2',
        shell_version: 'shell-1a2b',
        language: 'en',
        vital: null,
        value: null,
        message: 'boom',
      },
    ]);
    // the address is kept only as a hash for the limit
    expect(await query(db.url, 'select distinct client_key from rum_event')).toEqual([
      { client_key: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
  });

  it('refuses malformed beacons with 400 and writes nothing', async () => {
    const malformed: unknown[] = [
      {},
      'not json at all',
      beacon([]),
      beacon([{ ...vital('mfe-static', 'v2', 'LCP', 1), name: 'FID' }]),
      beacon([{ ...vital('mfe-static', 'v2', 'LCP', 1), value: -3 }]),
      beacon([{ ...error('mfe-static', 'v2'), kind: 'warning' }]),
      // a full URL with an id and a query is not a route pattern
      beacon([{ ...error('mfe-static', 'v2'), route: 'https://site/cars/123?email=a@b.c' }]),
      beacon([error('mfe-static', 'v2')], 'short'),
      { ...beacon([error('mfe-static', 'v2')]), language: 'fr' },
      beacon(Array.from({ length: RUM_EVENTS_MAX + 1 }, () => error('mfe-static', 'v2'))),
    ];
    for (const body of malformed) {
      const res =
        typeof body === 'string'
          ? await visitor().request('POST', '/api/rum', {
              headers: { 'content-type': 'application/json', ...origin, ...freshIp() },
            })
          : await send(body);
      expect([JSON.stringify(body).slice(0, 80), res.status]).toEqual([JSON.stringify(body).slice(0, 80), 400]);
    }
    expect(await storedEvents()).toBe(0);
  });

  it('refuses a body over the limit with 413 and writes nothing', async () => {
    const long = 'x'.repeat(300);
    const events = Array.from({ length: RUM_EVENTS_MAX }, () => ({ ...error('mfe-static', 'v2'), message: long }));
    const body = beacon(events);
    expect(JSON.stringify(body).length).toBeGreaterThan(RUM_BODY_MAX_BYTES);
    const res = await send(body);
    expect(res.status).toBe(413);
    expect(res.json()).toMatchObject({ message: `A report may be at most ${RUM_BODY_MAX_BYTES} bytes` });
    expect(await storedEvents()).toBe(0);
  });

  it('refuses another site (Origin check) and an address past its events a minute with 429, writing nothing', async () => {
    const elsewhere = await visitor().postJson('/api/rum', beacon([error('mfe-static', 'v2')]), {
      origin: 'https://elsewhere.example',
      ...freshIp(),
    });
    expect(elsewhere.status).toBe(403);
    expect(await storedEvents()).toBe(0);

    const ip = freshIp();
    const full = Array.from({ length: RUM_EVENTS_MAX }, () => vital('mfe-static', 'v2', 'CLS', 0.01));
    for (let sent = 0; sent < RUM_EVENTS_PER_MINUTE; sent += RUM_EVENTS_MAX) {
      expect((await send(beacon(full), ip)).status).toBe(204);
    }
    const refused = await send(beacon([error('mfe-static', 'v2')]), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await storedEvents()).toBe(RUM_EVENTS_PER_MINUTE);
    // another address is not affected
    expect((await send(beacon([error('mfe-static', 'v2')]))).status).toBe(204);
  });
});

describe('versionHealth and GET /api/admin/rum', () => {
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    await createParties(api, {
      domain: 'rum.test',
      people: [{ key: 'admin', isAdmin: true }, { key: 'member' }],
      contract,
    });
    [admin, member] = [visitor(), visitor()];
    for (const [client, email] of [
      [admin, 'admin@rum.test'],
      [member, 'member@rum.test'],
    ] as const) {
      expect((await client.postJson('/api/login', { email, password: TEST_PASSWORD }, freshIp())).status).toBe(200);
    }
  });

  /** Four stable page views (one with an error) and two canary ones (one failed load), with vitals. */
  async function reportTraffic() {
    for (const lcp of [1000, 2000, 3000]) {
      expect(
        (await send(beacon([vital('mfe-static', 'v1', 'LCP', lcp), vital('mfe-static', 'v1', 'CLS', 0.1)]))).status,
      ).toBe(204);
    }
    expect(
      (
        await send(
          beacon([vital('mfe-static', 'v1', 'LCP', 4000), error('mfe-static', 'v1'), error('mfe-static', 'v1')]),
        )
      ).status,
    ).toBe(204);
    expect((await send(beacon([vital('mfe-static', 'v2', 'INP', 80)]))).status).toBe(204);
    expect((await send(beacon([failedLoad('mfe-static', 'v2'), error('mfe-static', 'v2')]))).status).toBe(204);
    expect((await send(beacon([vital('shell', 'shell-1a2b', 'LCP', 500)]))).status).toBe(204);
  }

  it('rolls up sessions, failing sessions, error rate and p75 vitals per remote version over a window', async () => {
    const since = new Date(Date.now() - 1000);
    await reportTraffic();
    const until = new Date(Date.now() + 1000);
    const health = await versionHealth(api.orm.em.fork(), { remote: 'mfe-static', since, until });
    expect(health).toEqual([
      {
        remote: 'mfe-static',
        version: 'v1',
        sessions: 4,
        failingSessions: 1,
        errorSessions: 1,
        failedLoadSessions: 0,
        errorRate: 0.25,
        // percentile_cont over 1000, 2000, 3000, 4000
        p75: { LCP: 3250, INP: null, CLS: expect.closeTo(0.1, 6) },
      },
      {
        remote: 'mfe-static',
        version: 'v2',
        sessions: 2,
        failingSessions: 1,
        errorSessions: 1,
        failedLoadSessions: 1,
        errorRate: 0.5,
        p75: { LCP: null, INP: 80, CLS: null },
      },
    ]);
    expect(await versionHealth(api.orm.em.fork(), { remote: 'mfe-static', version: 'v2', since, until })).toEqual([
      health[1],
    ]);
    // outside the window: nothing
    expect(
      await versionHealth(api.orm.em.fork(), {
        remote: 'mfe-static',
        since: until,
        until: new Date(until.getTime() + 1000),
      }),
    ).toEqual([]);
  });

  it('serves every remote version to admins only', async () => {
    await reportTraffic();
    expect((await visitor().get('/api/admin/rum')).status).toBe(401);
    expect((await member.get('/api/admin/rum')).status).toBe(403);
    expect((await admin.get('/api/admin/rum?window=1w')).status).toBe(400);

    const res = await admin.get('/api/admin/rum?window=1d');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const rollup = res.json<RumRollup>();
    expect(new Date(rollup.until).getTime() - new Date(rollup.since).getTime()).toBe(86_400_000);
    expect(rollup.versions.map((row) => [row.remote, row.version, row.sessions])).toEqual([
      ['mfe-static', 'v1', 4],
      ['mfe-static', 'v2', 2],
      ['shell', 'shell-1a2b', 1],
    ]);
    expect((await admin.get('/api/admin/rum')).json<RumRollup>().window).toBe('1h');
  });

  it('deletes reports older than the kept days with the hourly sweep', async () => {
    await reportTraffic();
    const reported = await storedEvents();
    await query(db.url, `update rum_event set received_at = now() - interval '15 days' where remote = 'shell'`);
    await api.jobs.runNow('rum.delete-old-events');
    expect(await storedEvents()).toBe(reported - 1);
    clock.advance(14 * 24 * 60 + 1);
    await api.jobs.runNow('rum.delete-old-events');
    expect(await storedEvents()).toBe(0);
  });
});
