/**
 * `pnpm --filter infra bench:long-tasks [path…]` — the main thread's long tasks of each page under Lighthouse's
 * mobile throttling (4 × CPU slowdown, its DevTools slow-4G network), and what ran in them. Lighthouse's TBT says how
 * long the page blocked; this says which script, function or rendering step did, so a change can aim at it.
 *
 * Starts the site as bench:web does (bench-site.ts, `pnpm build` first; BENCH_WEB_PORT, default 4400), then loads
 * each page (the bench's routes, or those whose path starts with an argument) BENCH_LONG_TASK_ROUNDS times (default
 * 3), each in a fresh context (a cold cache) with a Chromium trace (BENCH_LONG_TASK_PROFILES=<folder>: and the first
 * round's V8 CPU profile, `<route index>.cpuprofile`), and prints per page the medians of the total blocking time
 * (Lighthouse's sum, from the first contentful paint until the page is quiet) and of the longest task, each twice:
 * from the main thread's CPU time (DevTools' throttle keeps the thread busy, so it counts: what a throttled phone
 * running nothing else takes; a busy machine hardly moves it, so compare this one between runs) and from the wall
 * clock (as Lighthouse measures; stretched by a busy machine). Then the main thread's CPU time in all tasks (the
 * page's whole work), and the long tasks of its median run with what ran in each. The load average is printed.
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { type Browser, chromium } from 'playwright-core';
import { type BenchRoute, BenchSite } from './bench-site.ts';
import { loadReport } from './report.ts';
import { cookiesOf } from './signed-in.ts';

/**
 * Lighthouse 12's mobile throttling as DevTools applies it (`--throttling-method=devtools`). The throttle spins in
 * proportion to the wall clock, so a busy machine stretches the CPU figures too: BENCH_LONG_TASK_SLOWDOWN=1 measures
 * the page's own work, the figure to compare for a change that moves work, on a shared machine.
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_LONG_TASK_SLOWDOWN ?? 4);
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
/** Lighthouse's emulated phone (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long the main thread must have been quiet after the network went idle (Lighthouse waits for CPU quiet too). */
const QUIET_MS = 3000;
const LONG_TASK_MS = 50;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's CPU time in the event, µs */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

/** One part of a long task: a script evaluated, a function called, or a rendering step; its time in ms. */
export interface TaskPart {
  what: string;
  ms: number;
}

export interface LongTask {
  /** ms after navigation start */
  start: number;
  /** how long it took */
  ms: number;
  /** the main thread's CPU time in it, the throttle's included: what it takes on a throttled phone running nothing else */
  cpuMs: number;
  parts: TaskPart[];
}

export interface PageTasks {
  /** Lighthouse's total blocking time: each task's time after FCP beyond 50 ms, summed. */
  tbt: number;
  /**
   * The same sum from each task's CPU time: a machine busy with other work stretches a task's time (the main thread
   * waits for a core) but hardly its CPU time, so this is the figure to compare between runs on a shared machine.
   * DevTools' throttle slows the thread by keeping it busy (it spins), so its CPU time includes the slowdown.
   */
  cpuTbt: number;
  /**
   * The main thread's CPU time in all its tasks, long or not, from the navigation on: the page's whole work. No 50 ms
   * threshold amplifies a run's noise, so it moves less between runs than a TBT and shows a change that moves work.
   */
  cpuTotal: number;
  longTasks: LongTask[];
}

/** The trace events that say what a task was doing, outermost first (a nested one is part of its parent). */
const PARTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'v8.compile',
]);

const fileOf = (url: string | undefined) => (url ? (new URL(url).pathname.split('/').at(-1) ?? url) : '');

function describe(event: TraceEvent): string {
  const data = event.args?.data;
  const file = fileOf(data?.url);
  if (event.name === 'FunctionCall') return `FunctionCall ${file}${data?.functionName ? ` ${data.functionName}` : ''}`;
  return file ? `${event.name} ${file}` : event.name;
}

/**
 * The long tasks of the page's main thread in a Chromium trace, with their parts; the main thread is the renderer
 * thread that evaluated a script of `origin`'s page.
 */
export function longTasksOf(events: readonly TraceEvent[], origin: string): PageTasks {
  const main = events.find(
    (event) => event.name === 'EvaluateScript' && event.args?.data?.url?.startsWith(origin) === true,
  );
  if (!main) throw new Error(`the trace has no script of ${origin}`);
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const navigationStart =
    events.find((event) => event.name === 'navigationStart' && event.pid === main.pid)?.ts ?? onMain[0]!.ts;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid)?.ts;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur !== undefined);
  const parts = onMain.filter((event) => PARTS.has(event.name) && event.ph === 'X' && event.dur !== undefined);
  let tbt = 0;
  let cpuTbt = 0;
  let cpuTotal = 0;
  const longTasks: LongTask[] = [];
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const ms = task.dur! / 1000;
    const cpuMs = (task.tdur ?? task.dur!) / 1000;
    if (task.ts >= navigationStart) cpuTotal += cpuMs;
    // Lighthouse counts the part of a task after FCP
    const shareAfterFcp = ms > 0 ? (end - Math.max(task.ts, fcp ?? end)) / 1000 / ms : 0;
    tbt += Math.max(0, ms * shareAfterFcp - LONG_TASK_MS);
    cpuTbt += Math.max(0, cpuMs * shareAfterFcp - LONG_TASK_MS);
    if (ms <= LONG_TASK_MS && cpuMs <= LONG_TASK_MS) continue;
    const inside = parts.filter((part) => part.ts >= task.ts && part.ts + part.dur! <= end);
    const outermost = inside.filter(
      (part) =>
        !inside.some(
          (other) =>
            other !== part &&
            other.ts <= part.ts &&
            other.ts + other.dur! >= part.ts + part.dur! &&
            other.dur! > part.dur!,
        ),
    );
    const byWhat = new Map<string, number>();
    for (const part of outermost) byWhat.set(describe(part), (byWhat.get(describe(part)) ?? 0) + part.dur! / 1000);
    longTasks.push({
      start: (task.ts - navigationStart) / 1000,
      ms,
      cpuMs,
      parts: [...byWhat].map(([what, ms]) => ({ what, ms })).sort((a, b) => b.ms - a.ms),
    });
  }
  return { tbt, cpuTbt, cpuTotal, longTasks };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];

/**
 * One cold load of `url` (with `cookie`, signed in) under the throttling, traced; with `profilePath`, the V8 CPU
 * profile of the load is written there too (open it in DevTools, or map it through a source-mapped build).
 */
async function loadTraced(browser: Browser, url: string, cookie?: string, profilePath?: string): Promise<PageTasks> {
  const context = await browser.newContext(PHONE);
  try {
    if (cookie) await context.addCookies(cookiesOf(cookie, new URL(url).origin));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    if (profilePath) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle' });
    // a bench's quiet window, as Lighthouse's: what the page still runs after its last request is part of its load
    await page.waitForTimeout(QUIET_MS);
    if (profilePath) await writeFile(profilePath, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return longTasksOf(trace.traceEvents, new URL(url).origin);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

function pageReport(route: BenchRoute, runs: PageTasks[]): string {
  const longest = (run: PageTasks, of: (task: LongTask) => number) => Math.max(0, ...run.longTasks.map(of));
  const medianRun = [...runs].sort((a, b) => a.cpuTbt - b.cpuTbt)[Math.floor(runs.length / 2)]!;
  const figures = (name: string, tbt: (run: PageTasks) => number, of: (task: LongTask) => number) =>
    `  ${name}: TBT ${ms(median(runs.map(tbt)))} (runs ${runs.map((run) => ms(tbt(run))).join(', ')}), longest task ${ms(
      median(runs.map((run) => longest(run, of))),
    )}`;
  const tasks = medianRun.longTasks.map(
    (task) =>
      `    ${ms(task.cpuMs).padStart(7)} CPU, ${ms(task.ms).padStart(7)} wall at ${ms(task.start).padStart(
        7,
      )}: ${task.parts
        .filter((part) => part.ms >= 1)
        .map((part) => `${part.what} ${ms(part.ms)}`)
        .join(', ')}`,
  );
  return [
    `${route.path}${route.as ? ` as ${route.as}` : ''}`,
    figures(
      'CPU time',
      (run) => run.cpuTbt,
      (task) => task.cpuMs,
    ),
    `  main thread's CPU in all tasks: ${ms(median(runs.map((run) => run.cpuTotal)))} (runs ${runs
      .map((run) => ms(run.cpuTotal))
      .join(', ')})`,
    figures(
      'wall clock',
      (run) => run.tbt,
      (task) => task.ms,
    ),
    '  long tasks of the median run (by CPU):',
    ...tasks,
  ].join('\n');
}

/** A path named on the command line: `/` is the landing page alone, any other the paths it starts. */
const pathMatches = (path: string, filter: string) => (filter === '/' ? path === '/' : path.startsWith(filter));

async function main() {
  const site = new BenchSite(Number(process.env.BENCH_WEB_PORT ?? 4400), 'bench:long-tasks');
  const rounds = Math.max(1, Number(process.env.BENCH_LONG_TASK_ROUNDS ?? 3));
  const filters = process.argv.slice(2);
  const profiles = process.env.BENCH_LONG_TASK_PROFILES;
  try {
    await site.start({ plainPage: false });
    const pages = (await site.routes()).filter(
      (route) => filters.length === 0 || filters.some((filter) => pathMatches(route.path, filter)),
    );
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    const loads = [loadavg()[0]!];
    const reports: string[] = [];
    try {
      for (const route of pages) {
        const runs: PageTasks[] = [];
        for (let round = 0; round < rounds; round++) {
          const profile = profiles && round === 0 ? `${profiles}/${pages.indexOf(route)}.cpuprofile` : undefined;
          runs.push(await loadTraced(browser, `${site.siteOrigin}${route.path}`, route.cookie, profile));
        }
        loads.push(loadavg()[0]!);
        reports.push(pageReport(route, runs));
        console.log(reports.at(-1));
      }
    } finally {
      await browser.close();
    }
    console.log(
      `\n${rounds} cold loads a page, ${CPU_SLOWDOWN} × CPU slowdown, slow 4G; ${loadReport(loads, availableParallelism())}`,
    );
  } catch (error) {
    return site.fail(error);
  }
  await site.stop(0);
}

if (import.meta.main) await main();
