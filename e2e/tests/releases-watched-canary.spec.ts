/**
 * Canaries nobody watches (issue 27's "Done when"): a version of mfe-static whose Contact page throws goes to half the
 * visitors; once both halves have reported enough page views, the API's canary check ends it by itself, stable
 * visitors never saw an error, and `pnpm releases` shows the automatic end and why. A healthy canary released with
 * `--auto-promote` becomes the version for new visitors by itself. How soon the check acts is the API's tests' to say
 * (on their clock); here it is only waited for, with a limit that only a hang reaches, since a busy machine delays the
 * job queue's poll. (Named to run after releases-canary.spec.ts; the site's check interval and minimum sessions are
 * set in playwright.config.ts.)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser } from '@playwright/test';
import { browserReportAnswers, expect, isExpected, sendBrowserReports, staticCanaryBuckets, test } from './fixtures';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const CONTACT_PAGE = join(repoRoot, 'mfe-static/src/pages/Contact.tsx');
// the Help Center's lead, as the spec writes it (its Spanish catalog)
const CONTENT = join(repoRoot, 'mfe-static/src/i18n/es.json');
const OLD_TEXT = '¿Cómo podemos ayudarte?';
const NEW_TEXT = '¿Te echamos una mano?';
const MIN_SESSIONS = Number(process.env.CANARY_MIN_SESSIONS);
/** How long to wait for the canary check to act: a check every CANARY_CHECK_SECONDS, so only a hang reaches this. */
const CHECK_LIMIT_MS = 60_000;

/** Enough visitors on each side of a 50 % canary of `version` for the check to judge it. */
function visitorsOf(version: string) {
  const { canary, stable } = staticCanaryBuckets(version, 50);
  return { canary: canary.slice(0, MIN_SESSIONS), stable: stable.slice(0, MIN_SESSIONS) };
}

function pnpm(args: string[], sitePort: string) {
  return spawnSync('pnpm', ['--silent', ...args], {
    cwd: repoRoot,
    env: { ...process.env, SITE_PORT: sitePort, RELEASED_BY: 'e2e' },
    encoding: 'utf8',
  });
}

/**
 * A fresh visitor in `bucket` views `path` and leaves (their browser report sent and stored): whether they saw the
 * shell's "temporarily unavailable" in place of the page, and the errors their console showed (the fixtures'
 * expected noise aside).
 */
async function visit(browser: Browser, site: string, bucket: number, path: string) {
  const context = await browser.newContext({ baseURL: site });
  await context.addCookies([{ name: 'ladrive-bucket', value: String(bucket), url: site }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message.text(), message.location().url)) errors.push(message.text());
  });
  const beacons = browserReportAnswers(page);
  await page.goto(path);
  const unavailable = page.getByText('This part of the site is temporarily unavailable');
  await expect(page.getByRole('heading', { level: 1 }).or(unavailable).first()).toBeVisible();
  const sawUnavailable = await unavailable.isVisible();
  await sendBrowserReports(page, beacons);
  await context.close();
  return { sawUnavailable, errors };
}

interface RemotesJson {
  remotes: { name: string; version: string; canary?: { version: string } }[];
}

async function staticRemote(request: APIRequestContext) {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as RemotesJson;
  return remotes.find((remote) => remote.name === 'mfe_static')!;
}

test('a bad canary is ended by the canary check on its own; a healthy one asking for it is promoted', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const site = baseURL ?? '';
  const sitePort = new URL(site).port;
  const contactPage = readFileSync(CONTACT_PAGE, 'utf8');
  const content = readFileSync(CONTENT, 'utf8');
  try {
    const stable = (await staticRemote(request)).version;

    // a Contact page that throws as it renders, to half the visitors
    writeFileSync(
      CONTACT_PAGE,
      contactPage.replace('export default function Contact() {', `$&\n  throw new Error('the canary breaks Contact');`),
    );
    const released = pnpm(['release', 'mfe-static', '--canary', '50', '--reason', 'contact form v2'], sitePort);
    writeFileSync(CONTACT_PAGE, contactPage);
    expect(released.status, released.stderr).toBe(0);
    const bad = /mfe-static (\S+) goes to 50 % of visitors as a canary/.exec(released.stdout)![1]!;
    const badVisitors = visitorsOf(bad);

    for (const bucket of badVisitors.stable) {
      expect(await visit(browser, site, bucket, '/contact')).toEqual({ sawUnavailable: false, errors: [] });
    }
    for (const bucket of badVisitors.canary) {
      expect((await visit(browser, site, bucket, '/contact')).sawUnavailable).toBe(true);
    }
    // both halves have their sessions now: a check ends the canary
    await expect.poll(async () => (await staticRemote(request)).canary, { timeout: CHECK_LIMIT_MS }).toBeUndefined();
    expect((await staticRemote(request)).version).toBe(stable);
    // its visitors are back on the stable version
    expect(await visit(browser, site, badVisitors.canary[0]!, '/contact')).toEqual({
      sawUnavailable: false,
      errors: [],
    });

    const listed = pnpm(['releases', 'mfe-static'], sitePort).stdout;
    expect(listed).not.toContain('~ canary');
    expect(listed).toMatch(
      new RegExp(
        `end-canary ${bad} → ${stable}  by canary-job: error rate 100\\.0 % \\(${MIN_SESSIONS} of ${MIN_SESSIONS} sessions\\) against 0\\.0 % \\(0 of ${MIN_SESSIONS} sessions\\) for the stable ${stable}: more than 5 points worse`,
      ),
    );

    // a healthy canary that asks to be promoted after a short window
    writeFileSync(CONTENT, content.replace(OLD_TEXT, NEW_TEXT));
    const healthy = pnpm(
      ['release', 'mfe-static', '--canary', '50', '--auto-promote', '--window', '5s', '--reason', 'a new lead'],
      sitePort,
    );
    writeFileSync(CONTENT, content);
    expect(healthy.status, healthy.stderr).toBe(0);
    expect(healthy.stdout).toMatch(/goes to 50 % of visitors as a canary, promoted once healthy for 5s/);
    const good = /mfe-static (\S+) goes/.exec(healthy.stdout)![1]!;
    const goodVisitors = visitorsOf(good);
    for (const bucket of [...goodVisitors.stable, ...goodVisitors.canary]) {
      expect(await visit(browser, site, bucket, '/help-center')).toEqual({ sawUnavailable: false, errors: [] });
    }
    await expect.poll(async () => (await staticRemote(request)).version, { timeout: CHECK_LIMIT_MS }).toBe(good);

    // a new visitor of a bucket the canary did not reach reads the new lead
    const context = await browser.newContext({ baseURL: site });
    await context.addCookies([{ name: 'ladrive-bucket', value: String(goodVisitors.stable[0]), url: site }]);
    const page = await context.newPage();
    await page.goto('/help-center');
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    await context.close();
    expect(pnpm(['releases', 'mfe-static'], sitePort).stdout).toMatch(
      new RegExp(`promote +${stable} → ${good}  by canary-job: healthy for 5 s: error rate 0\\.0 %`),
    );

    // back to the text the other journeys read
    const rolledBack = pnpm(['rollback', 'mfe-static', '--reason', 'end of the journey'], sitePort);
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect((await staticRemote(request)).version).toBe(stable);
  } finally {
    // the sources as they were, and their build too (the releases built the changes into dist/)
    writeFileSync(CONTACT_PAGE, contactPage);
    writeFileSync(CONTENT, content);
    execFileSync('pnpm', ['--filter', 'mfe-static', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  }
});
