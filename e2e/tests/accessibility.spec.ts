import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test('the landing page and the sign-in page meet WCAG 2.1 AA checks', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#how-it-works')).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/api/login');
  await expectNoViolations(page);
});

test('signed-in pages meet WCAG 2.1 AA checks', async ({ page }) => {
  await signIn(page, 'renter@example.com');
  await expect(page.getByText(/^Hola, /)).toBeVisible();
  await expect(page.getByTestId('car-card').first()).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/search');
  await expect(page.getByTestId('car-card').first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByTestId('car-card').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/contact');
  await page.locator('form').getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Please select a subject')).toBeVisible();
  await expectNoViolations(page);
});

test("the host's pages meet WCAG 2.1 AA checks", async ({ page }) => {
  // five axe passes over full pages: ~15 s alone, twice that on a busy machine
  test.setTimeout(90_000);
  await signIn(page, 'host@example.com', undefined, '/list-car');
  await expect(page.getByRole('heading', { name: 'List Your Car' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/host-dashboard');
  for (const tab of ['Resumen', 'Reservas', 'Mis Autos', 'Ganancias']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
    await expectNoViolations(page);
  }
});
