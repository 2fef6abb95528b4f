/**
 * Independent delivery, as a team does it: change a visible text of mfe-static, `pnpm release mfe-static`
 * against the running site, see it on the next load while the shell's files stay byte-identical and an open
 * tab keeps working; `pnpm rollback mfe-static` brings the old text back; a build that lacks a routed module
 * is refused and changes nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// the Help Center's lead, as the spec writes it (its Spanish catalog)
const CONTENT = join(repoRoot, 'mfe-static/src/i18n/es.json');
const OLD_TEXT = '¿Cómo podemos ayudarte?';
const INLINED_REMOTES_JSON = /<script type="application\/json" id="ladrive-remotes-json">.*?<\/script>/;
const NEW_TEXT = '¿En qué te ayudamos hoy?';

function pnpm(args: string[], sitePort: string) {
  return spawnSync('pnpm', ['--silent', ...args], {
    cwd: repoRoot,
    env: { ...process.env, SITE_PORT: sitePort },
    encoding: 'utf8',
  });
}

/**
 * The shell's page and every script it loads, hashed as the browser receives them; the page without the
 * remotes.json the site origin inlines into it (that follows a release: a remote release changes it).
 */
async function shellFingerprint(request: APIRequestContext): Promise<Record<string, string>> {
  const html = (await (await request.get('/')).text()).replace(INLINED_REMOTES_JSON, '');
  const scripts = [...html.matchAll(/src="(\/static\/js\/[^"]+)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  const files: Record<string, string> = { '/': createHash('sha256').update(html).digest('hex') };
  for (const path of scripts)
    files[path] = createHash('sha256')
      .update(await (await request.get(path)).body())
      .digest('hex');
  return files;
}

test('a team releases and rolls back mfe-static on its own; the shell is untouched and open tabs keep working', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const sitePort = new URL(baseURL ?? '').port;
  const original = readFileSync(CONTENT, 'utf8');
  const shellBefore = await shellFingerprint(request);

  const openTab = await context.newPage();
  await openTab.goto('/help-center');
  await expect(openTab.getByText(OLD_TEXT)).toBeVisible();

  try {
    writeFileSync(CONTENT, original.replace(OLD_TEXT, NEW_TEXT));
    const released = pnpm(['release', 'mfe-static'], sitePort);
    writeFileSync(CONTENT, original);
    expect(released.status, released.stderr).toBe(0);
    expect(released.stdout).toMatch(/mfe-static \S+ is in use \([\d.]+ s; \d+ files, [\d.]+ kB uploaded\)/);

    // the next load gets the new text; the shell's files are the very same bytes
    await page.goto('/help-center');
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    expect(await shellFingerprint(request)).toEqual(shellBefore);

    // the tab opened before the release finishes with the version it loaded, page changes included
    await openTab.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(openTab.getByRole('heading', { level: 1, name: /contact/i })).toBeVisible();
    await openTab.goBack();
    await expect(openTab.getByText(OLD_TEXT)).toBeVisible();

    // the versions released (the one in use marked), then every switch between them
    const listed = pnpm(['releases', 'mfe-static'], sitePort);
    const [versions = '', switches = ''] = listed.stdout.trimEnd().split('\n\n');
    const releases = versions.split('\n');
    expect(releases).toHaveLength(2);
    expect(releases[1]).toMatch(/^\* 0\.1\.0-[0-9a-f]{12} /);
    const [oldVersion, newVersion] = releases.map((line) => line.slice(2).split(' ')[0]);
    expect(switches).toContain(`release  ${oldVersion} → ${newVersion}  by `);

    const rolledBack = pnpm(['rollback', 'mfe-static', '--reason', 'the new text is wrong'], sitePort);
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(pnpm(['releases', 'mfe-static'], sitePort).stdout).toMatch(
      new RegExp(`rollback ${newVersion} → ${oldVersion}  by .+: the new text is wrong`),
    );
    await page.reload();
    await expect(page.getByText(OLD_TEXT)).toBeVisible();
    expect(await shellFingerprint(request)).toEqual(shellBefore);

    // a build that lacks a module remotes.json routes is refused, and the site does not change
    const remotesBefore = await (await request.get('/remotes.json')).text();
    const broken = mkdtempSync(join(tmpdir(), 'broken-mfe-static-'));
    cpSync(join(repoRoot, 'mfe-static/dist'), broken, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(broken, 'mf-manifest.json'), 'utf8')) as {
      exposes: { path: string }[];
    };
    manifest.exposes = manifest.exposes.filter((expose) => expose.path !== './Contact');
    writeFileSync(join(broken, 'mf-manifest.json'), JSON.stringify(manifest));
    const refused = pnpm(['release', 'mfe-static', '--dist', broken], sitePort);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('Refused:');
    expect(refused.stderr).toContain('./Contact (route /contact)');
    expect(await (await request.get('/remotes.json')).text()).toBe(remotesBefore);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: /contact/i })).toBeVisible();
  } finally {
    // the source as it was, and its build too (the release built the changed text into dist/)
    writeFileSync(CONTENT, original);
    execFileSync('pnpm', ['--filter', 'mfe-static', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  }
});
