/**
 * `pnpm bench:web` — the composed site against a plain one-bundle React page of the same content, in
 * Lighthouse (mobile, applied throttling). A benchmark, not a test: it prints figures and the targets
 * (issue 12) and exits 0 unless it cannot run.
 *
 * 1.–2. Starts the site and the plain page (bench-site.ts): the API, the working tree's builds (`pnpm build`
 *    first: the root script does) released and served as `pnpm start` does, the plain page on an origin of its own.
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
 * Ports: one block from BENCH_WEB_PORT (default 4400), see bench-site.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '@ladrive/contracts/pages';
import { type BenchRoute, BenchSite } from './bench-site.ts';
import { downloadCounts, sharedFilesOf } from './downloads.ts';
import { landingScriptsPerLanguage } from './landing-languages.ts';
import { lighthouseRun, type RunFigures } from './lighthouse.ts';
import { languageReport, loadReport, median, type RouteResult, routeReport, TARGETS } from './report.ts';
import { signedInScripts, signedInScriptsReport } from './signed-in.ts';

const base = Number(process.env.BENCH_WEB_PORT ?? 4400);
// 0 rounds: only the scripts of the landing page per language and of the signed-in pages (minutes, not half an hour)
const rounds = Math.max(0, Number(process.env.BENCH_WEB_ROUNDS ?? 3));
// e.g. `/search,/cars/`: only the routes whose path starts with one of these (the plain page runs every round)
const routeFilter = (process.env.BENCH_WEB_ROUTES ?? '').split(',').filter(Boolean);
const site = new BenchSite(base, 'bench:web');
const { siteOrigin, plainOrigin } = site;

async function main() {
  try {
    await site.start({ plainPage: true });
  } catch (error) {
    return site.fail(error);
  }
  const pages = (await site.routes()).filter(
    ({ path }) => !routeFilter.length || routeFilter.some((prefix) => path.startsWith(prefix)),
  );
  const outputDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const siteRuns = new Map<BenchRoute, RunFigures[]>(pages.map((page) => [page, []]));
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
        siteRuns.get(page)!.push(figures);
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
        site: siteRuns.get(page)!,
        plain,
        downloads: await downloadCounts(siteRuns.get(page)![0]!.scriptUrls, sharedFiles),
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
    console.log(`\n${loadReport(loads, availableParallelism(), median(plain.map(({ tbt }) => tbt)))}`);
    console.log(misses.length ? `\n${misses.length} missed:\n  ${misses.join('\n  ')}` : '\nEvery target met.');
  } catch (error) {
    return site.fail(error);
  } finally {
    if (!process.env.BENCH_WEB_KEEP) await rm(outputDir, { recursive: true, force: true });
    else console.log(`Lighthouse reports kept in ${outputDir}`);
  }
  await site.stop(0);
}

await main();
