/**
 * Browser reports: stored as they arrive (one row per event, under a per-address limit counted in PostgreSQL so
 * replicas agree), rolled up per remote version for the admin view and the canary check, swept after RUM_KEPT_DAYS.
 */
import { createHash } from 'node:crypto';
import {
  RUM_EVENTS_PER_MINUTE,
  RUM_KEPT_DAYS,
  RUM_RATE_LIMIT,
  type RumBeacon,
  type VersionHealth,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError } from '../../http/errors.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';

const MINUTE_MS = 60_000;

/** The client address as the limit counts it: a hash, so the table holds no address. */
const clientKeyOf = (address: string) => createHash('sha256').update(`rum:${address}`).digest('hex').slice(0, 32);

/**
 * Stores the beacon's events, or refuses the whole beacon with 429 (nothing written) when its address would pass
 * RUM_EVENTS_PER_MINUTE. The count and the insert run under a lock per address, so two beacons cannot both slip in.
 */
export async function storeBeacon(em: EntityManager, beacon: RumBeacon, address: string, now: Date): Promise<void> {
  const clientKey = clientKeyOf(address);
  await em.transactional(async (tx) => {
    const db = kyselyOf(tx);
    await sql`select pg_advisory_xact_lock(hashtextextended(${`rum-client:${clientKey}`}, 0))`.execute(db);
    const { sent } = await db
      .selectFrom('rum_event')
      .select((eb) => eb.fn.countAll<string>().as('sent'))
      .where('client_key', '=', clientKey)
      .where('received_at', '>', new Date(now.getTime() - MINUTE_MS))
      .executeTakeFirstOrThrow();
    if (Number(sent) + beacon.events.length > RUM_EVENTS_PER_MINUTE) {
      throw new ApiError(429, RUM_RATE_LIMIT, { headers: { 'Retry-After': String(MINUTE_MS / 1000) } });
    }
    await db
      .insertInto('rum_event')
      .values(
        beacon.events.map((event) => ({
          session: beacon.session,
          kind: event.kind,
          route: event.route,
          remote: event.remote,
          version: event.version,
          shell_version: beacon.shell,
          language: beacon.language,
          vital: event.kind === 'vital' ? event.name : null,
          value: event.kind === 'vital' ? event.value : null,
          message: event.kind === 'error' ? event.message : null,
          client_key: clientKey,
          received_at: now,
        })),
      )
      .execute();
  });
}

export interface VersionHealthQuery {
  /** One remote (`mfe-static`, or contracts' RUM_SHELL_REMOTE); every remote when left out. */
  remote?: string;
  /** One version of it; every version reported in the window when left out. */
  version?: string;
  /** The window [since, until). */
  since: Date;
  until: Date;
}

/**
 * Per remote version over [since, until): sessions (page views that reported anything for it), sessions with an
 * uncaught error or a failed load of it, their share (`errorRate`), and the p75 of each vital. Ordered by remote,
 * then most sessions first. What the automatic canary check compares (canary vs stable over the same window) and
 * what GET /api/admin/rum shows.
 */
export async function versionHealth(em: EntityManager, query: VersionHealthQuery): Promise<VersionHealth[]> {
  const p75 = (vital: string) =>
    sql<number | null>`percentile_cont(0.75) within group (order by value) filter (where vital = ${vital})`;
  const sessionsWith = (kind: string) => sql<string>`count(distinct session) filter (where kind = ${kind})`;
  const rows = await kyselyOf(em)
    .selectFrom('rum_event')
    .select((eb) => [
      'remote',
      'version',
      eb.fn.count<string>('session').distinct().as('sessions'),
      sql<string>`count(distinct session) filter (where kind in ('error', 'remote-failed'))`.as('failing_sessions'),
      sessionsWith('error').as('error_sessions'),
      sessionsWith('remote-failed').as('failed_load_sessions'),
      p75('LCP').as('lcp'),
      p75('INP').as('inp'),
      p75('CLS').as('cls'),
    ])
    .where('received_at', '>=', query.since)
    .where('received_at', '<', query.until)
    .$if(query.remote !== undefined, (q) => q.where('remote', '=', query.remote!))
    .$if(query.version !== undefined, (q) => q.where('version', '=', query.version!))
    .groupBy(['remote', 'version'])
    .orderBy('remote')
    .orderBy('sessions', 'desc')
    .orderBy('version')
    .execute();
  const orNull = (value: number | string | null) => (value === null ? null : Number(value));
  return rows.map((row) => {
    const sessions = Number(row.sessions);
    const failingSessions = Number(row.failing_sessions);
    return {
      remote: row.remote,
      version: row.version,
      sessions,
      failingSessions,
      errorSessions: Number(row.error_sessions),
      failedLoadSessions: Number(row.failed_load_sessions),
      errorRate: sessions === 0 ? 0 : failingSessions / sessions,
      p75: { LCP: orNull(row.lcp), INP: orNull(row.inp), CLS: orNull(row.cls) },
    };
  });
}

/** Deletes reports older than RUM_KEPT_DAYS, every hour at :10. */
export function rumSweepJob(em: EntityManager, logger: Logger): ScheduledJob {
  return {
    name: 'rum.delete-old-events',
    cron: '10 * * * *',
    async run(now) {
      const cutoff = new Date(now.getTime() - RUM_KEPT_DAYS * 86_400_000);
      const { numDeletedRows } = await kyselyOf(em.fork())
        .deleteFrom('rum_event')
        .where('received_at', '<', cutoff)
        .executeTakeFirst();
      if (numDeletedRows) logger.info('deleted old browser reports', { events: Number(numDeletedRows) });
    },
  };
}
