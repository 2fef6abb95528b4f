/**
 * Browser reports (RUM, issue 27): what the shell's reporter sends to POST /api/rum and what the rollup per remote
 * version answers (GET /api/admin/rum, and the canary check). No personal data: a per-page-view random session id
 * (no cookie, no user id), route patterns (never a URL with ids), versions and the language.
 */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';
import { LANGUAGES } from './language.ts';

/** The largest beacon body the API reads (413 beyond), and the most events one beacon carries. */
export const RUM_BODY_MAX_BYTES = 16 * 1024;
export const RUM_EVENTS_MAX = 50;
/** Events one client address may send a minute (429 beyond): a reporter sends a few per page view. */
export const RUM_EVENTS_PER_MINUTE = 500;
/** How long events are kept before the hourly sweep deletes them: the rollup's longest window and then some. */
export const RUM_KEPT_DAYS = 14;
/** The Web Vitals reported (the `web-vitals` library's names). */
export const RUM_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type RumVital = (typeof RUM_VITALS)[number];
/** The remote name events outside any remote are reported under (with the shell's version). */
export const RUM_SHELL_REMOTE = 'shell';
/** The windows the admin rollup offers, in milliseconds. */
export const RUM_WINDOWS = { '1h': 3_600_000, '1d': 86_400_000 } as const;
export type RumWindow = keyof typeof RUM_WINDOWS;

export const RUM_TOO_LARGE = message('rum.tooLarge', { max: RUM_BODY_MAX_BYTES });
export const RUM_RATE_LIMIT = message('rum.rateLimit', { count: RUM_EVENTS_PER_MINUTE });

const NAME_PATTERN = /^[A-Za-z0-9@._+-]+$/;
const name = (max: number) =>
  v.pipe(v.string(message('rum.nameInvalid')), v.maxLength(max, message('rum.nameInvalid')), v.regex(NAME_PATTERN));

/** A route pattern ('/cars/:id'), never a URL: no query, no fragment, nothing but path characters. */
const RoutePatternSchema = v.pipe(
  v.string(message('rum.routeInvalid')),
  v.maxLength(200, message('rum.routeInvalid')),
  v.regex(/^\/[A-Za-z0-9/:*_.-]*$/, message('rum.routeInvalid')),
);

/** Where an event happened: the route pattern and the remote that renders it, with its version. */
const placeEntries = {
  route: RoutePatternSchema,
  remote: name(64),
  version: name(64),
};

const VitalEventSchema = v.object({
  kind: v.literal('vital'),
  ...placeEntries,
  name: v.picklist(RUM_VITALS, message('rum.vitalUnknown')),
  value: v.pipe(v.number(message('rum.valueInvalid')), v.finite(), v.minValue(0), v.maxValue(3_600_000)),
});

/** An uncaught error or unhandled rejection; its message only (the first line, cut), never a stack with URLs. */
const ErrorEventSchema = v.object({
  kind: v.literal('error'),
  ...placeEntries,
  message: v.pipe(v.string(), v.maxLength(300)),
});

/** A remote that failed to load (its entry or an exposed module): the remote's own version is the one that failed. */
const RemoteFailedEventSchema = v.object({
  kind: v.literal('remote-failed'),
  ...placeEntries,
});

export const RumEventSchema = v.variant(
  'kind',
  [VitalEventSchema, ErrorEventSchema, RemoteFailedEventSchema],
  message('rum.kindUnknown'),
);
export type RumEvent = v.InferOutput<typeof RumEventSchema>;

export const RumBeaconSchema = v.object({
  /** Random per page view, made by the reporter: counts sessions, links no two visits. */
  session: v.pipe(
    v.string(message('rum.sessionInvalid')),
    v.regex(/^[A-Za-z0-9-]{8,64}$/, message('rum.sessionInvalid')),
  ),
  shell: name(64),
  language: v.picklist(LANGUAGES),
  events: v.pipe(
    v.array(RumEventSchema, message('rum.eventsInvalid')),
    v.minLength(1, message('rum.eventsInvalid')),
    v.maxLength(RUM_EVENTS_MAX, message('rum.tooManyEvents', { max: RUM_EVENTS_MAX })),
  ),
});
export type RumBeacon = v.InferOutput<typeof RumBeaconSchema>;

export const RumRollupQuerySchema = v.object({
  window: v.optional(v.picklist(Object.keys(RUM_WINDOWS) as RumWindow[], message('rum.windowInvalid')), '1h'),
});

/** One remote version over a window: what the canary check compares and the admin view shows. */
export const VersionHealthSchema = v.object({
  remote: v.string(),
  version: v.string(),
  /** Page views (reporter sessions) that reported anything for this remote version. */
  sessions: v.number(),
  /** Sessions with an uncaught error or a failed load of this remote version. */
  failingSessions: v.number(),
  errorSessions: v.number(),
  failedLoadSessions: v.number(),
  /** failingSessions / sessions (0 without sessions). */
  errorRate: v.number(),
  /** The 75th percentile of each vital (ms; CLS unitless), null without samples. */
  p75: v.object({ LCP: v.nullable(v.number()), INP: v.nullable(v.number()), CLS: v.nullable(v.number()) }),
});
export type VersionHealth = v.InferOutput<typeof VersionHealthSchema>;

export const RumRollupSchema = v.object({
  window: v.picklist(Object.keys(RUM_WINDOWS) as RumWindow[]),
  since: v.string(),
  until: v.string(),
  versions: v.array(VersionHealthSchema),
});
export type RumRollup = v.InferOutput<typeof RumRollupSchema>;
