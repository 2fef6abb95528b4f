import { expectNoViolations, VIEWPORTS } from './axe';
import { expect, signIn, test } from './fixtures';

/**
 * Calendar sync from the host's Cars tab: a private feed link that calendar apps can read and that a new link
 * replaces, the feed imported into another car as pasted text, and the dialog accessible at desktop and phone sizes.
 */
test('a host exports one car’s calendar, imports it into another, and renews the link', async ({ page }) => {
  await signIn(page, 'host@example.com', undefined, '/host-dashboard');
  await page.getByRole('tab', { name: 'Mis Autos' }).click();
  const syncButtons = page.getByRole('tabpanel').getByRole('button', { name: 'Sincronizar calendario' });
  await expect(syncButtons.first()).toBeVisible();

  await syncButtons.nth(0).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Generar enlace' }).click();
  const link = dialog.getByLabel('Enlace del calendario (iCal)');
  await expect(link).toHaveValue(/\/api\/calendars\/[\w-]+\.ics$/);
  const firstUrl = new URL(await link.inputValue());

  const feed = await page.request.get(firstUrl.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoViolations(page, `calendar sync dialog, ${viewport.name}`);
  }
  await page.setViewportSize(VIEWPORTS[0]);

  await dialog.getByRole('button', { name: 'Generar nuevo enlace' }).click();
  await expect(link).not.toHaveValue(firstUrl.toString());
  expect((await page.request.get(firstUrl.pathname)).status()).toBe(404);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await syncButtons.nth(1).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('O pega el contenido del archivo .ics').fill(ics);
  await dialog.getByRole('button', { name: 'Importar texto' }).click();
  await expect(dialog.getByText('Archivo', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Nunca', { exact: true })).toHaveCount(0);
  await expectNoViolations(page, 'calendar sync dialog after an import');
});
