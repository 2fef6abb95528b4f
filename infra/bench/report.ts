/** The bench's table: per route, the median of the site's runs next to the plain page's, and the targets. */
import type { LandingScripts } from './landing-languages.ts';
import type { RunFigures } from './lighthouse.ts';

/** Issue 12's targets on this machine, and issue 28's for the signed-in pages. */
export const TARGETS = {
  lcpRatio: 1.3,
  cls: 0.02,
  tbtMs: 200,
  tbtMsSignedIn: 150,
  /** Compressed JS on a cold `/`, on a route drawn by a remote, and on a signed-in page. */
  jsBytesHome: 150_000,
  jsBytesRemoteRoute: 220_000,
  jsBytesSignedIn: 200_000,
  downloadsEach: 1,
  uncompressed: 0,
  /** Issue 25: what each language may add to the landing page's compressed JS. */
  jsGrowthPerLanguage: 5_000,
  /** Issue 27: what the browser reporter (web-vitals, errors, failed loads) may add to it. */
  jsGrowthReporter: 3_000,
};

/** What `/` may have grown by since the build before the languages: each budget granted since. */
const LANDING_JS_GROWTH = TARGETS.jsGrowthPerLanguage + TARGETS.jsGrowthReporter;

/**
 * Compressed bytes of the scripts `/` loaded before the languages (issue 25) landed: brotli bodies of commit
 * 28e5606's build (decision 0044). The figure the per-language loads are judged against: that build no longer
 * exists in a run of today's tree.
 */
export const LANDING_JS_BEFORE_LANGUAGES = 149_921;

/** The median of the values a run produced (Lighthouse leaves a metric out, NaN here, when its audit fails). */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface Row {
  name: string;
  site: string;
  plain: string;
  target?: string;
  met?: boolean;
}

function table(rows: Row[]): string {
  const widths = [24, 12, 12, 12];
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join(' ')
      .trimEnd();
  return [
    line(['', 'site', 'plain', 'target']),
    ...rows.map((row) =>
      line([row.name, row.site, row.plain, row.target ?? '', row.met === undefined ? '' : row.met ? 'ok' : '✗ MISS']),
    ),
  ].join('\n');
}

/** Which budget a route is judged by: `/`'s, a public route drawn by a remote, or a signed-in page's. */
export type RouteKind = 'home' | 'remote' | 'signed-in';

const BUDGETS: Record<RouteKind, { jsBytes: number; tbtMs: number }> = {
  home: { jsBytes: TARGETS.jsBytesHome, tbtMs: TARGETS.tbtMs },
  remote: { jsBytes: TARGETS.jsBytesRemoteRoute, tbtMs: TARGETS.tbtMs },
  'signed-in': { jsBytes: TARGETS.jsBytesSignedIn, tbtMs: TARGETS.tbtMsSignedIn },
};

export interface RouteResult {
  route: string;
  kind: RouteKind;
  /** Who the route was loaded as (signed-in pages). */
  as?: string;
  site: RunFigures[];
  plain: RunFigures[];
  /** Downloads per shared library and of the federation runtime, in the site's first run. */
  downloads: Map<string, number>;
}

/** The route's table; `misses` collects a line per target missed. */
export function routeReport(result: RouteResult, misses: string[]): string {
  const of = (runs: RunFigures[], pick: (run: RunFigures) => number) => median(runs.map(pick));
  const site = (pick: (run: RunFigures) => number) => of(result.site, pick);
  const plain = (pick: (run: RunFigures) => number) => of(result.plain, pick);
  const ratio = site((run) => run.lcp) / plain((run) => run.lcp);
  const { jsBytes: jsBudget, tbtMs: tbtBudget } = BUDGETS[result.kind];
  const uncompressed = site((run) => run.uncompressed.length);
  const lcpOf = (runs: RunFigures[]) => (runs[0]?.lcpResource === 'text' ? 'text' : 'image');
  const rows: Row[] = [
    { name: 'LCP', site: ms(site((run) => run.lcp)), plain: ms(plain((run) => run.lcp)) },
    {
      name: 'LCP ÷ plain LCP',
      site: ratio.toFixed(2),
      plain: '1.00',
      target: `≤ ${TARGETS.lcpRatio}`,
      met: ratio <= TARGETS.lcpRatio,
    },
    { name: 'FCP', site: ms(site((run) => run.fcp)), plain: ms(plain((run) => run.fcp)) },
    {
      name: 'TBT',
      site: ms(site((run) => run.tbt)),
      plain: ms(plain((run) => run.tbt)),
      target: `≤ ${tbtBudget} ms`,
      met: site((run) => run.tbt) <= tbtBudget,
    },
    {
      name: 'CLS',
      site: site((run) => run.cls).toFixed(3),
      plain: plain((run) => run.cls).toFixed(3),
      target: `≤ ${TARGETS.cls}`,
      met: site((run) => run.cls) <= TARGETS.cls,
    },
    {
      name: 'score',
      site: String(Math.round(site((run) => run.score))),
      plain: String(Math.round(plain((run) => run.score))),
    },
    {
      name: 'JS transferred',
      site: kB(site((run) => run.jsBytes)),
      plain: kB(plain((run) => run.jsBytes)),
      target: `≤ ${kB(jsBudget)}`,
      met: site((run) => run.jsBytes) <= jsBudget,
    },
    {
      name: `round trips before LCP`,
      site: `${site((run) => run.roundTrips)} (${lcpOf(result.site)})`,
      plain: `${plain((run) => run.roundTrips)} (${lcpOf(result.plain)})`,
    },
    {
      name: 'uncompressed text',
      site: String(uncompressed),
      plain: String(plain((run) => run.uncompressed.length)),
      target: String(TARGETS.uncompressed),
      met: uncompressed <= TARGETS.uncompressed,
    },
    ...[...result.downloads]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([library, count]) => ({
        name: `  ${library}`,
        site: `${count}×`,
        plain: '',
        target: `≤ ${TARGETS.downloadsEach}×`,
        met: count <= TARGETS.downloadsEach,
      })),
  ];
  for (const row of rows)
    if (row.met === false) misses.push(`${result.route}: ${row.name.trim()} ${row.site} (target ${row.target})`);
  const runs = `medians of ${result.site.length} runs, plain page ${result.plain.length}`;
  const lcpImage = result.site[0]?.lcpResource;
  return [
    `${result.route}${result.as ? ` as ${result.as}` : ''}   (${runs}; LCP element: ${lcpImage === 'text' ? 'text' : lcpImage})`,
    table(rows.slice(0, 9)),
    'downloads (site, first run)',
    table(rows.slice(9)).split('\n').slice(1).join('\n'),
  ].join('\n');
}

/**
 * The landing page's scripts per language, each against the build before the languages, within the languages' and
 * the browser reporter's budgets together; `misses` as above.
 */
export function languageReport(loads: LandingScripts[], misses: string[]): string {
  const signed = (bytes: number) => `${bytes < 0 ? '−' : '+'}${kB(Math.abs(bytes))}`;
  const lines = loads.map((load) => {
    const name = load.language ?? 'nothing chosen';
    const growth = load.bodyBytes - LANDING_JS_BEFORE_LANGUAGES;
    // the languages' and the reporter's budgets, and / 's own (judged here too: it needs no Lighthouse round)
    const grewWithin = growth <= LANDING_JS_GROWTH;
    const within = load.bodyBytes <= TARGETS.jsBytesHome;
    if (!grewWithin) misses.push(`/ in ${name}: JS grew ${kB(growth)} (target ≤ ${kB(LANDING_JS_GROWTH)})`);
    if (!within) misses.push(`/ in ${name}: JS ${load.bodyBytes} B (target ≤ ${TARGETS.jsBytesHome} B)`);
    return `  ${name.padEnd(16)} ${load.scripts} scripts, ${load.bodyBytes} B compressed (${signed(growth)}), ${
      load.transferredBytes
    } B with headers   ${grewWithin && within ? 'ok' : '✗ MISS'}`;
  });
  return [
    `/ per language (Chromium, cold cache; compressed bodies against ${LANDING_JS_BEFORE_LANGUAGES} B before the languages, target ≤ +${kB(
      LANDING_JS_GROWTH,
    )}: ${kB(TARGETS.jsGrowthPerLanguage)} for the languages, ${kB(TARGETS.jsGrowthReporter)} for the browser reporter; and ≤ ${kB(
      TARGETS.jsBytesHome,
    )} in all):`,
    ...lines,
  ].join('\n');
}

/**
 * A one-bundle React page blocks 0–5 ms on this machine when it is quiet (decision 0054, session 44). Past this, the
 * throttle, which spins with the wall clock, was stretched by other work whatever the load average says.
 */
export const PLAIN_TBT_QUIET_MS = 50;

/**
 * The load average the run saw and, in bench:web, the plain page's median TBT, and the caveat when either says the
 * machine was busy: Lighthouse's figures (TBT and LCP above all) then measure the machine as much as the site.
 */
export function loadReport(samples: readonly number[], cores: number, plainTbtMs?: number): string {
  const peak = Math.max(...samples);
  const plain = plainTbtMs === undefined ? '' : `, the plain page's TBT ${ms(plainTbtMs)}`;
  const seen = `load average (1 min) ${samples.map((value) => value.toFixed(2)).join(' → ')} on ${cores} cores${plain}`;
  return peak > cores || (plainTbtMs ?? 0) > PLAIN_TBT_QUIET_MS
    ? `${seen}: BUSY. The figures above are slowed by other work on this machine; compare ratios only within this run, and run again when it is quiet.`
    : `${seen}: quiet enough for the figures to be the site's.`;
}
