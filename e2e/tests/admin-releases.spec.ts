/**
 * The admin's view of releases (issue 27): each app's version in use with what visitors' browsers reported for it,
 * and the release history, readable at desktop and phone sizes. `pnpm start` released every app once.
 */
import type { Page } from '@playwright/test';
import { expectNoViolations, settle, VIEWPORTS } from './axe';
import { browserReportAnswers, DEMO_PASSWORD, expect, sendBrowserReports, signIn, test } from './fixtures';

interface RemotesJson {
  remotes: { name: string; version: string }[];
}

/** A visitor reads the Help Center (mfe-static) and leaves: the page's beacon reaches the API. */
async function visitHelpCenter(page: Page) {
  const beacons = browserReportAnswers(page);
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await sendBrowserReports(page, beacons);
}

test('an admin sees each app’s version in use, its browser reports and its release history', async ({
  page,
  browser,
  request,
}) => {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as RemotesJson;
  const staticVersion = remotes.find((remote) => remote.name === 'mfe_static')!.version;
  const visitor = await browser.newPage();
  await visitHelpCenter(visitor);
  await visitor.close();

  await signIn(page, 'admin@example.com', DEMO_PASSWORD, '/admin-dashboard?tab=releases');
  await expect(page.getByRole('tab', { name: 'Releases' })).toHaveAttribute('aria-selected', 'true');
  const statics = page.getByRole('region', { name: /^mfe-static/ });
  await expect(statics.getByTestId('release-in-use')).toHaveText(`In use: ${staticVersion}`);
  await expect(statics.getByText('reports as mfe_static')).toBeVisible();
  // the visit above is among the in-use version's sessions
  const inUse = statics
    .getByRole('table', { name: 'Browser reports of the last hour' })
    .getByTestId('release-version-row');
  await expect(inUse.first().getByRole('cell').first()).toContainText(staticVersion);
  await expect(inUse.first().getByRole('cell').nth(1)).not.toHaveText('0');
  // its release is in the history, with who released it
  const history = statics
    .getByRole('table', { name: 'Release history, latest first' })
    .getByTestId('release-switch-row');
  await expect(history.filter({ hasText: staticVersion }).first()).toContainText('Released');
  await expect(page.getByRole('region', { name: /^shell/ }).getByTestId('release-in-use')).toContainText('In use: ');

  await page.getByRole('combobox', { name: 'Browser reports over' }).selectOption({ label: 'The last day' });
  await expect(page).toHaveURL(/\/admin-dashboard\?tab=releases&window=1d$/);
  await expect(statics.getByRole('table', { name: 'Browser reports of the last day' })).toBeVisible();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    await expectNoViolations(page, `the releases tab at ${viewport.name} size`);
    // the tables are cards on a phone: nothing scrolls sideways
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, viewport.name).toBeLessThanOrEqual(0);
  }
});
