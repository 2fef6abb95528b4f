/**
 * `pnpm bench:web` — the composed site against a plain one-bundle React page of the same content, in
 * Lighthouse (mobile, applied throttling). A benchmark, not a test: it prints figures and the targets
 * (issue 12) and exits 0 unless it cannot run.
 *
 * 1. Starts the API (embedded PostgreSQL and s3rver, data in .data/bench-web-<port>) and, as `pnpm start` does,
 *    releases the working tree's builds (`pnpm build` first: the root script does) to the embedded bucket
 *    and serves the CDN and the site origin.
 * 2. Builds the plain page (plain-page.ts) and releases it to a bucket of its own, served by the same
 *    servers on its own site origin (so compression, caching and the /api proxy are the same for both).
 * 3. For BENCH_WEB_ROUNDS rounds (default 3): the plain page, then each route (or those whose path starts with one
 *    of BENCH_WEB_ROUTES, comma-separated, e.g. `/search,/cars/`), the public ones and then the
 *    signed-in ones as their demo account (signed-in.ts) (interleaved, so a burst of
 *    load on this shared machine hits both; Lighthouse takes minutes per run here, so the plain page runs
 *    once a round, not once a route). Prints the medians per route, each against the plain page's.
 * 4. Loads `/` once per language a visitor can be in (landing-languages.ts) and prints its scripts' bytes
 *    against the build before the languages (issue 25's budget).
 * 5. Loads each signed-in page once in Chromium and lists its scripts (signed-in.ts): with 0 rounds, the JS
 *    figure of those pages.
 *
 * Ports: one block from BENCH_WEB_PORT (default 4400): site +0, plain page +1, CDNs +6/+7, API +10,
 * PostgreSQL +11, object store +12 — inside 4400–4999, away from `pnpm start` (3000…) and e2e (3100…).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hrefs, paths } from '@ladrive/contracts/pages';
import { localOrigin, ReleaseOrigin, release } from '@ladrive/releases';
import { run, stopAll, waitForOk } from '../src/processes.ts';
import { releaseWorkingTree } from '../src/release/local.ts';
import { serveCdn, serveSite } from '../src/static-servers.ts';
import { localApiEnv, localStoreOrigin, type Ports, repoRoot } from '../src/topology.ts';
import { downloadCounts, sharedFilesOf } from './downloads.ts';
import { landingScriptsPerLanguage } from './landing-languages.ts';
import { lighthouseRun, type RunFigures } from './lighthouse.ts';
import { buildPlainPage } from './plain-page.ts';
import { languageReport, loadReport, type RouteResult, routeReport, TARGETS } from './report.ts';
import { SIGNED_IN_ROUTES, sessionCookie, signedInScripts, signedInScriptsReport } from './signed-in.ts';

const base = Number(process.env.BENCH_WEB_PORT ?? 4400);
// 0 rounds: only the scripts of the landing page per language and of the signed-in pages (minutes, not half an hour)
const rounds = Math.max(0, Number(process.env.BENCH_WEB_ROUNDS ?? 3));
// e.g. `/search,/cars/`: only the routes whose path starts with one of these (the plain page runs every round)
const routeFilter = (process.env.BENCH_WEB_ROUTES ?? '').split(',').filter(Boolean);
const ports: Ports & { plain: number; plainCdn: number } = {
  site: base,
  plain: base + 1,
  cdn: base + 6,
  plainCdn: base + 7,
  api: base + 10,
  postgres: base + 11,
  objectStore: base + 12,
  mailSmtp: base + 13,
  mailInbox: base + 14,
};
const siteOrigin = `http://localhost:${ports.site}`;
const plainOrigin = `http://localhost:${ports.plain}`;
const apiTarget = `http://127.0.0.1:${ports.api}`;

const servers: Server[] = [];
const closeServers = async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
};
process.on('SIGINT', () => void stopAll(130, [closeServers]));
process.on('SIGTERM', () => void stopAll(143, [closeServers]));

const fail = async (error: unknown) => {
  console.error(`bench:web could not run: ${(error as Error).message}`);
  await stopAll(1, [closeServers]);
};

async function startSite() {
  run(process.execPath, ['src/server.ts'], {
    cwd: `${repoRoot}services/api`,
    name: 'API',
    env: { ...localApiEnv(ports.site, `${repoRoot}.data/bench-web-${base}`, ports), LOG_LEVEL: 'warn' },
  });
  await waitForOk(`${apiTarget}/api/health`, 180_000);
  const origin = new ReleaseOrigin(localOrigin(ports.objectStore, ports.cdn));
  servers.push(await serveCdn(origin, ports.cdn, siteOrigin));
  await releaseWorkingTree(origin, 'pnpm bench:web');
  servers.push(await serveSite({ origin, port: ports.site, apiTarget, storeOrigins: [localStoreOrigin(ports)] }));

  const plain = new ReleaseOrigin({
    ...localOrigin(ports.objectStore, ports.plainCdn),
    bucket: 'bench-plain-page',
  });
  servers.push(await serveCdn(plain, ports.plainCdn, plainOrigin));
  await release(plain, await buildPlainPage());
  servers.push(
    await serveSite({ origin: plain, port: ports.plain, apiTarget, storeOrigins: [localStoreOrigin(ports)] }),
  );
}

/** A page the bench loads, as a visitor or (with `as` and its session's `cookie`) as a signed-in demo account. */
interface BenchRoute {
  path: string;
  as?: string;
  cookie?: string;
}

async function routes(): Promise<BenchRoute[]> {
  const cars = (await (await fetch(`${apiTarget}/api/cars?pageSize=1`)).json()) as { id: string }[];
  if (!cars[0]) throw new Error('the API lists no car (is the demo data seeded?)');
  const visitors = [paths.home, hrefs.search({ location: 'Los Angeles' }), hrefs.car(cars[0].id), paths.helpCenter];
  const cookies = new Map<string, string>();
  for (const { email } of SIGNED_IN_ROUTES)
    if (!cookies.has(email)) cookies.set(email, await sessionCookie(apiTarget, email));
  const all: BenchRoute[] = [
    ...visitors.map((path) => ({ path })),
    ...SIGNED_IN_ROUTES.map(({ path, email }) => ({ path, as: email, cookie: cookies.get(email) })),
  ];
  return routeFilter.length ? all.filter(({ path }) => routeFilter.some((prefix) => path.startsWith(prefix))) : all;
}

async function main() {
  try {
    await startSite();
  } catch (error) {
    return fail(error);
  }
  const pages = await routes();
  const outputDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const site = new Map<BenchRoute, RunFigures[]>(pages.map((page) => [page, []]));
  const plain: RunFigures[] = [];
  console.log(`bench:web: ${rounds} rounds of the plain page then ${pages.length} routes`);
  const loads = [loadavg()[0]!];
  try {
    for (let round = 1; round <= rounds; round++) {
      plain.push(await lighthouseRun(`${plainOrigin}/`, join(outputDir, `r${round}-plain`)));
      console.log(`  round ${round}: plain page LCP ${Math.round(plain.at(-1)!.lcp)} ms`);
      for (const [index, page] of pages.entries()) {
        const figures = await lighthouseRun(
          `${siteOrigin}${page.path}`,
          join(outputDir, `r${round}-${index}`),
          page.cookie,
        );
        site.get(page)!.push(figures);
        console.log(
          `  round ${round}: ${page.path}${page.as ? ` as ${page.as}` : ''} LCP ${Math.round(figures.lcp)} ms`,
        );
      }
      loads.push(loadavg()[0]!);
    }
    const sharedFiles = await sharedFilesOf(siteOrigin);
    const misses: string[] = [];
    const reports: string[] = [];
    for (const page of rounds ? pages : []) {
      const result: RouteResult = {
        route: page.path,
        kind: page.as ? 'signed-in' : page.path === paths.home ? 'home' : 'remote',
        ...(page.as ? { as: page.as } : {}),
        site: site.get(page)!,
        plain,
        downloads: await downloadCounts(site.get(page)![0]!.scriptUrls, sharedFiles),
      };
      reports.push(routeReport(result, misses));
    }
    console.log(`\nLighthouse 12, mobile, applied throttling (devtools); plain page = ${plainOrigin}/\n`);
    console.log(reports.join('\n\n'));
    console.log(`\n${languageReport(await landingScriptsPerLanguage(`${siteOrigin}/`), misses)}`);
    const signedIn = pages.flatMap(({ path, as, cookie }) => (as && cookie ? [{ path, as, cookie }] : []));
    // with Lighthouse's rounds, their figure judges the JS; without, this load does
    console.log(`\n${signedInScriptsReport(await signedInScripts(siteOrigin, signedIn), rounds ? [] : misses)}`);
    console.log(
      `\nTargets (issues 12, 28): LCP ≤ ${TARGETS.lcpRatio} × plain, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms (${
        TARGETS.tbtMsSignedIn
      } ms signed in), JS ≤ ${TARGETS.jsBytesHome / 1000} kB on /, ≤ ${TARGETS.jsBytesRemoteRoute / 1000} kB on a remote route and ≤ ${
        TARGETS.jsBytesSignedIn / 1000
      } kB on a signed-in page, every shared library and the runtime once, every text response compressed.`,
    );
    console.log(`\n${loadReport(loads, availableParallelism())}`);
    console.log(misses.length ? `\n${misses.length} missed:\n  ${misses.join('\n  ')}` : '\nEvery target met.');
  } catch (error) {
    return fail(error);
  } finally {
    if (!process.env.BENCH_WEB_KEEP) await rm(outputDir, { recursive: true, force: true });
    else console.log(`Lighthouse reports kept in ${outputDir}`);
  }
  await stopAll(0, [closeServers]);
}

await main();
