/**
 * A canary release as a team does it by hand: `pnpm release mfe-static --canary 50` sends half the visitors to a new
 * text, each visitor keeps their version (their bucket cookie), `pnpm releases` shows the canary and its switch, and
 * `pnpm release promote` gives it to everyone. (Named to run after release.spec.ts, which counts the releases.)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { expect, staticCanaryBuckets, test } from './fixtures';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// the Help Center's lead, as the spec writes it (its Spanish catalog)
const CONTENT = join(repoRoot, 'mfe-static/src/i18n/es.json');
const OLD_TEXT = '¿Cómo podemos ayudarte?';
const NEW_TEXT = '¿Qué necesitas hoy?';

function pnpm(args: string[], sitePort: string) {
  return spawnSync('pnpm', ['--silent', ...args], {
    cwd: repoRoot,
    env: { ...process.env, SITE_PORT: sitePort, RELEASED_BY: 'e2e' },
    encoding: 'utf8',
  });
}

/** The help center's lead a visitor in `bucket` reads (a fresh browser context: only the bucket cookie). */
async function leadFor(browser: Browser, baseURL: string, bucket: number): Promise<string> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'ladrive-bucket', value: String(bucket), url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/help-center');
  const lead = page.getByText(new RegExp([OLD_TEXT, NEW_TEXT].map((text) => text.replace('?', '\\?')).join('|')));
  await expect(lead).toBeVisible();
  const text = (await lead.textContent()) ?? '';
  await context.close();
  return text;
}

test('a canary goes to its share of visitors, each keeps their version, and promoting gives it to everyone', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const site = baseURL ?? '';
  const sitePort = new URL(site).port;
  const original = readFileSync(CONTENT, 'utf8');
  try {
    writeFileSync(CONTENT, original.replace(OLD_TEXT, NEW_TEXT));
    const released = pnpm(['release', 'mfe-static', '--canary', '50', '--reason', 'a new lead'], sitePort);
    writeFileSync(CONTENT, original);
    expect(released.status, released.stderr).toBe(0);
    expect(released.stdout).toMatch(/mfe-static (\S+) goes to 50 % of visitors as a canary/);
    const canaryVersion = /mfe-static (\S+) goes/.exec(released.stdout)![1]!;

    // half the buckets get the canary (the first and last of its share), the others the stable version
    const buckets = staticCanaryBuckets(canaryVersion, 50);
    expect(await leadFor(browser, site, buckets.canary[0]!)).toContain(NEW_TEXT);
    expect(await leadFor(browser, site, buckets.canary.at(-1)!)).toContain(NEW_TEXT);
    expect(await leadFor(browser, site, buckets.stable[0]!)).toContain(OLD_TEXT);
    expect(await leadFor(browser, site, buckets.stable.at(-1)!)).toContain(OLD_TEXT);

    // a new visitor draws a bucket once and keeps the version it gives
    await page.goto('/help-center');
    const bucket = (await page.context().cookies()).find((cookie) => cookie.name === 'ladrive-bucket');
    expect(bucket?.value).toMatch(/^\d{1,2}$/);
    const theirs = buckets.canary.includes(Number(bucket!.value)) ? NEW_TEXT : OLD_TEXT;
    await expect(page.getByText(theirs)).toBeVisible();
    await page.reload();
    await expect(page.getByText(theirs)).toBeVisible();

    const listed = pnpm(['releases', 'mfe-static'], sitePort).stdout;
    expect(listed).toContain(`~ canary ${canaryVersion} to 50 % of visitors since `);
    expect(listed).toMatch(new RegExp(`canary +\\S+ → ${canaryVersion} \\(50 %\\)  by e2e: a new lead`));

    const promoted = pnpm(['release', 'promote', 'mfe-static', '--reason', 'healthy'], sitePort);
    expect(promoted.status, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain(`mfe-static ${canaryVersion} is promoted: in use by everyone`);
    expect(await leadFor(browser, site, buckets.stable[0]!)).toContain(NEW_TEXT);
    expect(pnpm(['releases', 'mfe-static'], sitePort).stdout).toMatch(
      new RegExp(`promote +\\S+ → ${canaryVersion}  by e2e: healthy`),
    );

    // back to the text the other journeys read
    const rolledBack = pnpm(['rollback', 'mfe-static', '--reason', 'end of the journey'], sitePort);
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(await leadFor(browser, site, buckets.canary[0]!)).toContain(OLD_TEXT);
  } finally {
    // the source as it was, and its build too (the release built the changed text into dist/)
    writeFileSync(CONTENT, original);
    execFileSync('pnpm', ['--filter', 'mfe-static', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  }
});
