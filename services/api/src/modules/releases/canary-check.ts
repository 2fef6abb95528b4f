/**
 * The automatic canary check (issue 27, decision 0056): every check interval, for each remote with a running canary
 * in the environment's remotes.json, the canary's browser error rate is compared with the stable version's over the
 * same window (since the canary started, rum's `versionHealth`). A canary worse by more than the allowed points, both
 * sides with enough sessions, is ended; one released with `--auto-promote` that stayed no worse for its window is
 * promoted. Either is a switch in the app's history `by: 'canary-job'` with the figures as its reason.
 *
 * Runs as a chain of queued jobs, one waiting at a time (pg-boss's cron counts minutes; the interval is seconds):
 * each check first queues the next one `intervalSeconds` on by the queue's clock, and a per-minute schedule queues
 * one when none waits (the chain's first link, and again after a check that could not queue its successor).
 */
import type { VersionHealth } from '@ladrive/contracts';
import { endCanary, listEnvironment, promote, type ReleaseOrigin, readRemotesJson } from '@ladrive/releases';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidConfigurationError } from '../../config.ts';
import type { JobQueue, QueuedJob, ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { versionHealth } from '../rum/index.ts';

/** Who the history says switched, for a canary the check ended or promoted. */
export const CANARY_JOB_ACTOR = 'canary-job';

export const CANARY_CHECK_JOB = 'releases.check-canaries';
/** The one key of the chain: at most one check waits, across replicas. */
const CHAIN_KEY = 'canaries';

export interface CanaryCheckSettings {
  /** Seconds between two checks (CANARY_CHECK_SECONDS). */
  intervalSeconds: number;
  /** Sessions each side needs before the check judges (CANARY_MIN_SESSIONS). */
  minSessions: number;
  /** Percentage points the canary's error rate may exceed the stable one's by (CANARY_MAX_ERROR_POINTS). */
  maxErrorPoints: number;
}

export const DEFAULT_CANARY_CHECK: CanaryCheckSettings = { intervalSeconds: 60, minSessions: 20, maxErrorPoints: 5 };

const CANARY_CHECK_ENV = {
  intervalSeconds: 'CANARY_CHECK_SECONDS',
  minSessions: 'CANARY_MIN_SESSIONS',
  maxErrorPoints: 'CANARY_MAX_ERROR_POINTS',
} as const satisfies Record<keyof CanaryCheckSettings, string>;

/** The settings from the environment, each variable optional; a value that is not a positive number is refused. */
export function canaryCheckFromEnv(env: NodeJS.ProcessEnv): CanaryCheckSettings {
  const settings = { ...DEFAULT_CANARY_CHECK };
  for (const [key, name] of Object.entries(CANARY_CHECK_ENV) as [keyof CanaryCheckSettings, string][]) {
    const value = env[name]?.trim();
    if (!value) continue;
    const parsed = Number(value);
    // pg-boss polls at most every half second
    const lowest = key === 'intervalSeconds' ? 0.5 : 0;
    if (!Number.isFinite(parsed) || parsed < lowest || (key === 'minSessions' && !Number.isInteger(parsed))) {
      throw new InvalidConfigurationError(`${name} must be a number of at least ${lowest}, not "${value}"`);
    }
    settings[key] = parsed;
  }
  return settings;
}

/** What the check compares for one version: its sessions and those with an error or a failed load. */
type Side = Pick<VersionHealth, 'version' | 'sessions' | 'failingSessions'>;

export type CanaryVerdict = { action: 'end' | 'promote'; reason: string } | { action: 'wait' };

const percent = (side: Side) => (side.sessions === 0 ? 0 : (100 * side.failingSessions) / side.sessions);
const figures = (side: Side) => `${percent(side).toFixed(1)} % (${side.failingSessions} of ${side.sessions} sessions)`;

const DURATION_UNITS = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['min', 60_000],
] as const;
/** A window as people write it: `1 h`, `90 min`, `5 s`. */
const durationText = (ms: number) => {
  const [unit, size] = DURATION_UNITS.find(([, size]) => ms % size === 0) ?? ['s', 1000];
  return `${ms / size} ${unit}`;
};

/**
 * The decision for one canary, from its figures and the stable version's over the same window: end it when both
 * sides have `minSessions` and the canary's error rate is higher by more than `maxErrorPoints`; promote it when it
 * asked to be (`autoPromoteAfterMs`), has run that long, both sides have enough sessions and it is no worse than that.
 */
export function judgeCanary(input: {
  canary: Side;
  stable: Side;
  settings: Pick<CanaryCheckSettings, 'minSessions' | 'maxErrorPoints'>;
  /** How long the canary has run. */
  ranMs: number;
  autoPromoteAfterMs?: number;
}): CanaryVerdict {
  const { canary, stable, settings } = input;
  if (canary.sessions < settings.minSessions || stable.sessions < settings.minSessions) return { action: 'wait' };
  const compared = `error rate ${figures(canary)} against ${figures(stable)} for the stable ${stable.version}`;
  if (percent(canary) - percent(stable) > settings.maxErrorPoints) {
    return { action: 'end', reason: `${compared}: more than ${settings.maxErrorPoints} points worse` };
  }
  if (input.autoPromoteAfterMs !== undefined && input.ranMs >= input.autoPromoteAfterMs) {
    return { action: 'promote', reason: `healthy for ${durationText(input.autoPromoteAfterMs)}: ${compared}` };
  }
  return { action: 'wait' };
}

export interface CanaryCheckDeps {
  em: EntityManager;
  origin: ReleaseOrigin;
  settings: CanaryCheckSettings;
  logger: Logger;
}

/** What one check did for one app (for its log line and the tests). */
export interface CanaryCheckOutcome {
  app: string;
  version: string;
  verdict: CanaryVerdict;
}

const sideOf = async (em: EntityManager, remote: string, version: string, since: Date, until: Date): Promise<Side> =>
  (await versionHealth(em, { remote, version, since, until }))[0] ?? { version, sessions: 0, failingSessions: 0 };

/**
 * Judges every running canary of the environment at `now` and ends or promotes it as judged. Reads remotes.json
 * only while no canary runs; the apps' names (the histories' keys) are matched to the federation names the reports
 * carry by what each release stored (`listEnvironment`).
 */
export async function checkCanaries(deps: CanaryCheckDeps, now: Date): Promise<CanaryCheckOutcome[]> {
  const { origin, settings } = deps;
  const canaried = (await readRemotesJson(origin)).remotes.filter((remote) => remote.canary);
  if (canaried.length === 0) return [];
  const appOf = new Map((await listEnvironment(origin)).map((listing) => [listing.federationName, listing.app]));
  const outcomes: CanaryCheckOutcome[] = [];
  for (const remote of canaried) {
    const canary = remote.canary!;
    const app = appOf.get(remote.name);
    if (!app) continue; // a remotes.json entry no release wrote: nothing to switch with
    const since = new Date(canary.since);
    const em = deps.em.fork();
    const verdict = judgeCanary({
      canary: await sideOf(em, remote.name, canary.version, since, now),
      stable: await sideOf(em, remote.name, remote.version, since, now),
      settings,
      ranMs: now.getTime() - since.getTime(),
      autoPromoteAfterMs: canary.autoPromote && canary.autoPromote.windowSeconds * 1000,
    });
    if (verdict.action !== 'wait') {
      const decision = { federationName: remote.name, version: canary.version, by: CANARY_JOB_ACTOR };
      await (verdict.action === 'end' ? endCanary : promote)(origin, app, { ...decision, reason: verdict.reason });
      deps.logger.info(verdict.action === 'end' ? 'canary ended' : 'canary promoted', {
        app,
        version: canary.version,
        reason: verdict.reason,
      });
    }
    outcomes.push({ app, version: canary.version, verdict });
  }
  return outcomes;
}

/** Queues a check for `at` (nothing when one already waits). */
const queueCheck = (jobs: JobQueue, at: Date) =>
  jobs.send(CANARY_CHECK_JOB, {}, { startAfter: at, singletonKey: CHAIN_KEY });

/**
 * One check, after queueing the next: a check that fails (the release origin or the database not answering) is
 * logged and the next one tries again, instead of pg-boss's retries running beside the chain.
 */
export function canaryCheckJob(deps: CanaryCheckDeps & { jobs: JobQueue }): QueuedJob {
  return {
    name: CANARY_CHECK_JOB,
    onePendingPerKey: true,
    // a delayed job wakes no worker: its worker looks for it once an interval
    pollSeconds: deps.settings.intervalSeconds,
    async run(_data, now) {
      await queueCheck(deps.jobs, new Date(now.getTime() + deps.settings.intervalSeconds * 1000));
      await checkCanaries(deps, now).catch((err: unknown) => deps.logger.warn('canary check failed', { err }));
    },
  };
}

/** Every minute, a check is queued if none waits: starts the chain and mends it. */
export function canaryCheckKeeperJob(jobs: JobQueue): ScheduledJob {
  return {
    name: 'releases.keep-checking-canaries',
    cron: '* * * * *',
    async run(now) {
      await queueCheck(jobs, now);
    },
  };
}
