/**
 * The browser reporter, downloaded after the page loads (see index.ts): Web Vitals (LCP, INP, CLS), uncaught
 * errors and failed remote loads, each tagged with the route pattern (never the URL: no ids, no query), the remote
 * that draws it and its version from remotes.json, the shell's version and the page's language, under a random id
 * per page view (no cookie, no account). Batched, and sent with sendBeacon to POST /api/rum whenever the page is
 * hidden or left (contracts' limits: RUM_EVENTS_MAX events and RUM_BODY_MAX_BYTES a beacon).
 */
import {
  RUM_BODY_MAX_BYTES,
  RUM_EVENTS_MAX,
  RUM_SHELL_REMOTE,
  type RumBeacon,
  type RumEvent,
} from '@ladrive/contracts';
import type { RemotesManifest } from '@ladrive/platform';
import { matchPath } from '@ladrive/routing';
// web-vitals 5 (pinned): 6 adds soft-navigation reporting, which this reporter does not use, for 0.8 kB more; the
// bundled build, not the per-metric modules (/onLCP.js…), which come out 0.1 kB larger (decision 0052)
import { onCLS, onINP, onLCP } from 'web-vitals';

export const RUM_PATH = '/api/rum';

export interface Reporter {
  error(error: unknown, remoteName?: string): void;
  remoteFailed(remoteName: string, error: unknown): void;
  /** Sends what is waiting (the page is hidden or left). */
  flush(): void;
}

type Place = Pick<RumEvent, 'route' | 'remote' | 'version'>;

/** The shell's version: the content hash in its entry script's name (the one file every shell release changes). */
export function shellVersion(scripts: ArrayLike<{ src: string }>): string {
  for (const script of Array.from(scripts)) {
    const hash = /\/index\.([0-9a-f]{6,})\.js$/.exec(script.src)?.[1];
    if (hash) return `shell-${hash}`;
  }
  return 'shell-dev';
}

/** The route pattern `pathname` matches in remotes.json, with its remote and version; else the shell's own page. */
export function placeOf(manifest: RemotesManifest | null, pathname: string, shell: string): Place {
  for (const remote of manifest?.remotes ?? []) {
    for (const route of remote.routes) {
      if (matchPath({ path: route.path, caseSensitive: false, end: true }, pathname)) {
        return { route: route.path, remote: remote.name, version: remote.version };
      }
    }
  }
  return { route: pathname === '/' ? '/' : '/*', remote: RUM_SHELL_REMOTE, version: shell };
}

/** An error's first line, cut: no stack (it names script URLs), nothing the schema would refuse. */
function messageOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 300);
}

/** `events` cut into beacons within the API's limits. */
export function beacons(head: Omit<RumBeacon, 'events'>, events: RumEvent[]): string[] {
  const bodies: string[] = [];
  let batch: RumEvent[] = [];
  const body = (list: RumEvent[]) => JSON.stringify({ ...head, events: list });
  for (const event of events) {
    if (batch.length && (batch.length === RUM_EVENTS_MAX || body([...batch, event]).length > RUM_BODY_MAX_BYTES)) {
      bodies.push(body(batch));
      batch = [];
    }
    batch.push(event);
  }
  if (batch.length) bodies.push(body(batch));
  return bodies;
}

export interface ReporterOptions {
  send?: (body: string) => void;
  session?: string;
  shell?: string;
  language?: () => RumBeacon['language'];
  pathname?: () => string;
  /** Registers the vitals' callbacks; tests hand in their own. */
  observeVitals?: (report: (name: 'LCP' | 'INP' | 'CLS', value: number) => void) => void;
}

const beacon = (body: string) => {
  navigator.sendBeacon(RUM_PATH, new Blob([body], { type: 'application/json' }));
};

const webVitals: NonNullable<ReporterOptions['observeVitals']> = (report) => {
  for (const on of [onLCP, onINP, onCLS]) on((metric) => report(metric.name as 'LCP' | 'INP' | 'CLS', metric.value));
};

export function createReporter(manifest: RemotesManifest | null, options?: ReporterOptions): Reporter {
  // an optional parameter, not a default: see startRum
  const {
    send = beacon,
    session = crypto.randomUUID(),
    shell = shellVersion(document.scripts),
    language = () => (document.documentElement.lang.startsWith('es') ? 'es' : 'en'),
    pathname = () => location.pathname,
    observeVitals = webVitals,
  } = options ?? {};
  let pending: RumEvent[] = [];
  // a load failure also reaches the remote's boundary: counted once, as the failed load
  const failedLoads = new WeakSet<object>();
  const here = () => placeOf(manifest, pathname(), shell);
  const inRemote = (remoteName: string): Place => {
    const place = here();
    if (place.remote === remoteName) return place;
    const remote = manifest?.remotes.find((each) => each.name === remoteName);
    return { route: place.route, remote: remoteName, version: remote?.version ?? 'unknown' };
  };

  const reporter: Reporter = {
    error(error, remoteName) {
      if (failedLoads.has(error as object)) return; // false for a primitive
      const place = remoteName ? inRemote(remoteName) : here();
      pending.push({ kind: 'error', ...place, message: messageOf(error) });
    },
    remoteFailed(remoteName, error) {
      if (error instanceof Object) failedLoads.add(error);
      pending.push({ kind: 'remote-failed', ...inRemote(remoteName) });
    },
    flush() {
      if (!pending.length) return;
      for (const body of beacons({ session, shell, language: language() }, pending)) send(body);
      pending = [];
    },
  };
  // the vitals measure the page the visit landed on (LCP is the first page's; CLS and INP start there too)
  const landing = here();
  observeVitals((name, value) => pending.push({ kind: 'vital', ...landing, name, value }));
  // after web-vitals' own listeners (registered above) have reported their final values
  const flushSoon = () => queueMicrotask(reporter.flush);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSoon();
  });
  addEventListener('pagehide', flushSoon);
  return reporter;
}
