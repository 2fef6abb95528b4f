/**
 * The automatic canary check against a real release origin (the test object store holding an environment as
 * @ladrive/releases writes it) and real browser reports (beacons through POST /api/rum), on the test's clock: a
 * canary worse than the stable version is ended with its figures as the reason, a healthy one that asked for it is
 * promoted once its window has passed, and nothing happens without enough sessions or when the stable one is worse.
 */
import { randomUUID } from 'node:crypto';
import { historyKey, listReleases, REMOTES_JSON_KEY, ReleaseOrigin, readRemotesJson } from '@ladrive/releases';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { silentLogger } from '../../lib/logger.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import {
  freshIp,
  query,
  SITE_ORIGIN,
  TestClient,
  TestClock,
  type TestDatabase,
  testReleaseOrigin,
  useTestApi,
} from '../../testing/helpers.ts';
import {
  CANARY_CHECK_JOB,
  CANARY_JOB_ACTOR,
  canaryCheckFromEnv,
  checkCanaries,
  DEFAULT_CANARY_CHECK,
  judgeCanary,
} from './index.ts';

const releaseOrigin = testReleaseOrigin('canary-check-test');

let db: TestDatabase;
let api: RunningApi;
const clock = new TestClock();
useTestApi((started) => ({ db, api } = started), { releaseOrigin, now: clock.now });

const APP = 'mfe-static';
const NAME = 'mfe_static';
const STABLE = '1.0.0-stable';
const JSON_HEADERS = { 'Content-Type': 'application/json' };
const origin = () => new ReleaseOrigin(releaseOrigin);
const put = (key: string, value: unknown) => origin().put(key, JSON.stringify(value), JSON_HEADERS);
const entry = (version: string) => `${releaseOrigin.publicUrl}/${APP}/${version}/mf-manifest.json`;
const routes = [{ path: '/help-center', module: './HelpCenter' }];
const manifest = (name: string, exposes: string[]) => ({
  name,
  exposes: exposes.map((path) => ({ path })),
  shared: [],
  metaData: { pluginVersion: '2.9.0' },
});

let canaryCounter = 0;

/**
 * The environment as `pnpm release mfe-static --canary 50 [--auto-promote]` leaves it, the canary started
 * `startedMinutesAgo`: a shell, the stable and the canary versions published, their histories.
 */
async function startCanary({ autoPromoteHours = undefined as number | undefined, startedMinutesAgo = 10 } = {}) {
  const canary = `1.0.0-canary${++canaryCounter}`;
  // by the real time, as the reports' arrival is stamped (the test's clock only runs ahead of it)
  const since = new Date(Date.now() - startedMinutesAgo * 60_000).toISOString();
  await origin().ensureBucket();
  await put('shell.json', { version: '1.0.0-shell' });
  await put('shell/1.0.0-shell/mf-manifest.json', manifest('shell', []));
  for (const version of [STABLE, canary]) {
    await put(`${APP}/${version}/mf-manifest.json`, manifest(NAME, ['./HelpCenter']));
    await put(`${APP}/${version}/remote.json`, { name: NAME, routes, widgets: [] });
  }
  await put(historyKey(APP), {
    app: APP,
    releases: [STABLE, canary].map((version) => ({ version, releasedAt: since })),
    switches: [
      { at: since, from: null, to: STABLE, kind: 'release', by: 'ana' },
      { at: since, from: STABLE, to: canary, kind: 'canary', by: 'ana', percent: 50 },
    ],
  });
  await put(REMOTES_JSON_KEY, {
    remotes: [
      {
        name: NAME,
        entry: entry(STABLE),
        version: STABLE,
        routes,
        canary: {
          entry: entry(canary),
          version: canary,
          routes,
          percent: 50,
          since,
          ...(autoPromoteHours ? { autoPromote: { windowSeconds: autoPromoteHours * 3600 } } : {}),
        },
      },
    ],
  });
  return canary;
}

/** `sessions` page views of `version` reported by browsers, `failing` of them with an uncaught error. */
async function report(version: string, { sessions, failing }: { sessions: number; failing: number }) {
  const client = new TestClient(api.url, { contract: sharedContractChecker() });
  for (let index = 0; index < sessions; index++) {
    const place = { route: '/help-center', remote: NAME, version };
    const event =
      index < failing
        ? { kind: 'error', ...place, message: 'boom' }
        : { kind: 'vital', ...place, name: 'LCP', value: 900 };
    const beacon = {
      session: randomUUID(),
      shell: '1.0.0-shell',
      language: 'en',
      events: [event],
    };
    const res = await client.postJson('/api/rum', beacon, { origin: SITE_ORIGIN, ...freshIp() });
    expect(res.status, res.text).toBe(204);
  }
}

const check = () =>
  checkCanaries(
    { em: api.orm.em, origin: origin(), settings: DEFAULT_CANARY_CHECK, logger: silentLogger },
    clock.now(),
  );
const staticRemote = async () => (await readRemotesJson(origin())).remotes.find((remote) => remote.name === NAME)!;
const lastSwitch = async () => (await listReleases(origin(), APP, NAME)).switches.at(-1);

beforeEach(async () => {
  await query(db.url, 'delete from rum_event');
});

describe('the automatic canary check', () => {
  it('ends a canary whose error rate is worse than the stable one beyond the threshold, saying why', async () => {
    const canary = await startCanary();
    await report(STABLE, { sessions: 20, failing: 1 });
    await report(canary, { sessions: 20, failing: 10 });

    expect(await check()).toEqual([
      { app: APP, version: canary, verdict: { action: 'end', reason: expect.any(String) } },
    ]);
    const remote = await staticRemote();
    expect(remote.version).toBe(STABLE);
    expect(remote.canary).toBeUndefined();
    expect(await lastSwitch()).toMatchObject({
      kind: 'end-canary',
      from: canary,
      to: STABLE,
      by: CANARY_JOB_ACTOR,
      reason: `error rate 50.0 % (10 of 20 sessions) against 5.0 % (1 of 20 sessions) for the stable ${STABLE}: more than 5 points worse`,
    });
    // the next check finds nothing to judge
    expect(await check()).toEqual([]);
  });

  it('promotes a healthy canary released with --auto-promote once its window has passed', async () => {
    const canary = await startCanary({ autoPromoteHours: 1, startedMinutesAgo: 10 });
    await report(STABLE, { sessions: 25, failing: 1 });
    await report(canary, { sessions: 20, failing: 1 });

    expect(await check()).toEqual([{ app: APP, version: canary, verdict: { action: 'wait' } }]);
    expect((await staticRemote()).canary?.version).toBe(canary);

    clock.advance(50);
    expect((await check())[0]!.verdict.action).toBe('promote');
    const remote = await staticRemote();
    expect([remote.version, remote.canary]).toEqual([canary, undefined]);
    expect(await lastSwitch()).toMatchObject({
      kind: 'promote',
      from: STABLE,
      to: canary,
      by: CANARY_JOB_ACTOR,
      reason: `healthy for 1 h: error rate 5.0 % (1 of 20 sessions) against 4.0 % (1 of 25 sessions) for the stable ${STABLE}`,
    });
  });

  it('waits while either side has fewer sessions than the minimum, however bad the canary looks', async () => {
    const canary = await startCanary({ autoPromoteHours: 1, startedMinutesAgo: 120 });
    await report(STABLE, { sessions: 30, failing: 0 });
    await report(canary, { sessions: DEFAULT_CANARY_CHECK.minSessions - 1, failing: 15 });

    expect(await check()).toEqual([{ app: APP, version: canary, verdict: { action: 'wait' } }]);
    expect((await staticRemote()).canary?.version).toBe(canary);
    expect((await lastSwitch())?.kind).toBe('canary');
  });

  it('leaves a canary alone when the stable version is the worse one (and it did not ask to be promoted)', async () => {
    const canary = await startCanary({ startedMinutesAgo: 120 });
    await report(STABLE, { sessions: 20, failing: 10 });
    await report(canary, { sessions: 20, failing: 2 });

    expect(await check()).toEqual([{ app: APP, version: canary, verdict: { action: 'wait' } }]);
    expect((await staticRemote()).canary?.version).toBe(canary);
    expect((await lastSwitch())?.kind).toBe('canary');
  });
});

describe('the canary check job', () => {
  it('runs in the job queue, each check queueing the next one an interval on by the queue clock', async () => {
    await api.jobs.runNow(CANARY_CHECK_JOB);
    const canary = await startCanary();
    await report(STABLE, { sessions: 20, failing: 0 });
    await report(canary, { sessions: 20, failing: 20 });
    // the next check waits for its interval
    expect(await api.jobs.runDue(CANARY_CHECK_JOB)).toBe(0);
    expect((await staticRemote()).canary?.version).toBe(canary);

    clock.advance(DEFAULT_CANARY_CHECK.intervalSeconds / 60);
    expect(await api.jobs.runDue(CANARY_CHECK_JOB)).toBe(1);
    expect((await staticRemote()).canary).toBeUndefined();
    expect(await lastSwitch()).toMatchObject({ kind: 'end-canary', from: canary, by: CANARY_JOB_ACTOR });
  });
});

describe('judgeCanary', () => {
  const side = (version: string, sessions: number, failingSessions: number) => ({ version, sessions, failingSessions });
  const settings = { minSessions: 20, maxErrorPoints: 5 };

  it('ends only beyond the threshold: exactly the allowed points worse is still healthy', () => {
    const judge = (failing: number) =>
      judgeCanary({ canary: side('c', 20, failing), stable: side('s', 20, 0), settings, ranMs: 0 }).action;
    expect(judge(1)).toBe('wait'); // 5 points
    expect(judge(2)).toBe('end'); // 10 points
  });

  it('promotes only when asked, after the window, and never a canary worse beyond the threshold', () => {
    const healthy = { canary: side('c', 20, 0), stable: side('s', 20, 0), settings };
    expect(judgeCanary({ ...healthy, ranMs: 3_600_000 }).action).toBe('wait');
    expect(judgeCanary({ ...healthy, ranMs: 3_599_999, autoPromoteAfterMs: 3_600_000 }).action).toBe('wait');
    expect(judgeCanary({ ...healthy, ranMs: 3_600_000, autoPromoteAfterMs: 3_600_000 }).action).toBe('promote');
  });
});

describe('canaryCheckFromEnv', () => {
  it('reads each setting from its variable, the defaults for the rest, and refuses what is not a number', () => {
    expect(canaryCheckFromEnv({})).toEqual(DEFAULT_CANARY_CHECK);
    expect(canaryCheckFromEnv({ CANARY_CHECK_SECONDS: '2', CANARY_MIN_SESSIONS: '4' })).toEqual({
      ...DEFAULT_CANARY_CHECK,
      intervalSeconds: 2,
      minSessions: 4,
    });
    expect(() => canaryCheckFromEnv({ CANARY_MAX_ERROR_POINTS: 'five' })).toThrow(
      'CANARY_MAX_ERROR_POINTS must be a number of at least 0, not "five"',
    );
    expect(() => canaryCheckFromEnv({ CANARY_CHECK_SECONDS: '0.1' })).toThrow('CANARY_CHECK_SECONDS');
  });
});
