/**
 * Browser reports (RUM), the part every page carries: it decides whether this page view reports (sampled), keeps
 * what happens before the reporter is there (uncaught errors, failed remote loads) and downloads the reporter
 * (`reporter.ts`, with web-vitals) once the page has loaded, so nothing of it delays the first paint.
 */
import type { RemotesManifest } from '@ladrive/platform';
import type { Reporter } from './reporter';

/** The share of page views that report, from the build's PUBLIC_RUM_SAMPLE_RATE; every one by default. */
export function sampleRate(setting: string | undefined): number {
  const rate = Number(setting);
  return setting === undefined || setting === '' || !Number.isFinite(rate) ? 1 : Math.min(1, Math.max(0, rate));
}

const BUILD_SAMPLE_RATE = sampleRate(import.meta.env.PUBLIC_RUM_SAMPLE_RATE);

type Report = (reporter: Reporter) => void;
let reporter: Reporter | undefined;
let waiting: Report[] | undefined;

const report = (what: Report) => {
  if (reporter) what(reporter);
  else waiting?.push(what);
};

/** A remote that could not be loaded (after the loader's own retry): counted against that remote's version. */
export const reportRemoteFailure = (remoteName: string, error: unknown) =>
  report((to) => to.remoteFailed(remoteName, error));

/** An error a remote's boundary caught while it rendered. */
export const reportRemoteError = (remoteName: string, error: unknown) => report((to) => to.error(error, remoteName));

/**
 * Starts reporting for this page view, when it is sampled: from now on errors are kept, and after the page's load
 * event the reporter is downloaded, sends what was kept and measures the vitals (web-vitals reads the buffered
 * entries, so LCP and CLS since navigation are not lost). `manifest` tags each report with its remote's version.
 */
export function startRum(manifest: RemotesManifest | null, rate?: number, random?: () => number): void {
  // optional parameters, not defaults: the build's targets (Safari 14) turn each default into an arguments check
  if (waiting || reporter || (random ?? Math.random)() >= (rate ?? BUILD_SAMPLE_RATE)) return;
  waiting = [];
  const onError = (event: ErrorEvent) => report((to) => to.error(event.error ?? event.message));
  const onRejection = (event: PromiseRejectionEvent) => report((to) => to.error(event.reason));
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  const load = () =>
    import('./reporter').then(({ createReporter }) => {
      reporter = createReporter(manifest);
      for (const what of waiting ?? []) what(reporter);
      waiting = undefined;
    });
  if (document.readyState === 'complete') void load();
  else addEventListener('load', () => void load(), { once: true });
}
