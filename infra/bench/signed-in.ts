/**
 * The signed-in pages the bench loads, each as the demo account whose page it is. The session lives on the server
 * (a cookie naming it): the bench signs in through the API and puts that cookie in the browser's jar before the page
 * loads (lighthouse.ts, and Playwright's `addCookies` below), and a run whose session check did not answer 200 fails.
 */
import { paths } from '@ladrive/contracts/pages';
import { chromium } from 'playwright-core';
import { TARGETS } from './report.ts';

/** The demo accounts' password (`pnpm start` prints it; the seed sets it). */
const DEMO_PASSWORD = 'demo-password';

export interface SignedInRoute {
  path: string;
  /** The demo account that opens it. */
  email: string;
}

export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = [
  { path: paths.dashboard, email: 'renter@example.com' },
  { path: paths.hostDashboard, email: 'host@example.com' },
  { path: paths.listCar, email: 'host@example.com' },
  { path: paths.adminDashboard, email: 'admin@example.com' },
];

/** Signs `email` in through the API and returns the `Cookie` header value that carries its session. */
export async function sessionCookie(apiOrigin: string, email: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in as ${email} answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`signing in as ${email} set no cookie`);
  return cookies.join('; ');
}

/** The cookies of a `Cookie` header value (`name=value; …`, as sessionCookie returns), for the browser at `origin`. */
export function cookiesOf(cookie: string, origin: string): { name: string; value: string; url: string }[] {
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
  });
}

/** One script a page downloaded: its URL, its compressed body's bytes and its response headers' bytes. */
export interface ScriptDownload {
  url: string;
  bytes: number;
  headerBytes: number;
}

/** The scripts one signed-in page downloaded on a cold load. */
export interface SignedInScripts {
  path: string;
  as: string;
  scripts: ScriptDownload[];
}

/**
 * Loads each signed-in page once in Chromium (a fresh context: a cold cache) with its account's session cookie and
 * lists the scripts it downloaded until the network was idle. Script bytes do not depend on throttling, so this
 * one load gives the JS figure without Lighthouse's rounds (`BENCH_WEB_ROUNDS=0`), and names what the bytes are.
 */
export async function signedInScripts(
  siteOrigin: string,
  pages: readonly { path: string; as: string; cookie: string }[],
): Promise<SignedInScripts[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const results: SignedInScripts[] = [];
    for (const { path, as, cookie } of pages) {
      const context = await browser.newContext();
      await context.addCookies(cookiesOf(cookie, siteOrigin));
      const page = await context.newPage();
      const downloads: Promise<ScriptDownload>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script')
          downloads.push(
            request.sizes().then((sizes) => ({
              url: request.url(),
              bytes: sizes.responseBodySize,
              headerBytes: sizes.responseHeadersSize,
            })),
          );
      });
      await page.goto(`${siteOrigin}${path}`, { waitUntil: 'networkidle' });
      results.push({ path, as, scripts: await Promise.all(downloads) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Each signed-in page's scripts, largest first, and their sum against the signed-in pages' JS budget, judged like
 * Lighthouse's 'JS transferred' (bodies and headers); `misses` collects a line per page over it.
 */
export function signedInScriptsReport(loads: readonly SignedInScripts[], misses: string[]): string {
  const pages = loads.map(({ path, as, scripts }) => {
    const bodies = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const transferred = scripts.reduce((sum, script) => sum + script.bytes + script.headerBytes, 0);
    const met = transferred <= TARGETS.jsBytesSignedIn;
    if (!met) misses.push(`${path}: JS ${kB(transferred)} in Chromium (target ≤ ${kB(TARGETS.jsBytesSignedIn)})`);
    const lines = [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `    ${kB(script.bytes).padStart(9)}  ${new URL(script.url).pathname}`);
    return [
      `  ${path} as ${as}: ${scripts.length} scripts, ${bodies} B compressed, ${transferred} B with headers   ${
        met ? 'ok' : '✗ MISS'
      }`,
      ...lines,
    ].join('\n');
  });
  return [
    `Signed-in pages' scripts (Chromium, cold cache; compressed bodies, then with headers as Lighthouse counts them, target ≤ ${kB(
      TARGETS.jsBytesSignedIn,
    )}):`,
    ...pages,
  ].join('\n');
}
