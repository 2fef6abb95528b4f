/**
 * What a person sees while the API cannot serve (PostgreSQL or the object store down: 503 with Retry-After, decision
 * 0045). The API's own fault test (services/api/src/faults.test.ts) stops the real engines; here the browser is
 * given the API's 503 for the requests in question, and the rest of the site runs as usual.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

const UNAVAILABLE = 'LA Drive no está disponible por el momento. Inténtalo de nuevo en unos segundos.';

/** The API's 503, as errorMiddleware answers it (the sentence in the visitor's language). */
const answerUnavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'retry-after': '5', 'cache-control': 'no-store' },
    contentType: 'application/json',
    body: JSON.stringify({ message: UNAVAILABLE }),
  });

const cards = (page: Page) => page.getByRole('list', { name: 'Autos encontrados' }).getByRole('article');

// the browser reports each 503 it is given on the console: expected here
test.use({ allowedConsole: /status of 503/ });

test.describe('LA Drive temporarily unavailable', () => {
  test('the search says so with a retry, and the retry shows the cars once the API is back', async ({ page }) => {
    await page.route(/\/api\/cars(\?|$)/, answerUnavailable);
    await page.goto('/search');
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);

    await page.unroute(/\/api\/cars(\?|$)/);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test('a car photo says it is temporarily unavailable, then appears once the store is back', async ({ page }) => {
    await page.route('**/api/photos/**', answerUnavailable);
    await page.goto('/search');
    const photo = cards(page).first().getByRole('img').first();
    await expect
      .poll(async () => decodeURIComponent((await photo.getAttribute('src')) ?? ''))
      .toContain('Foto no disponible por el momento');

    await page.unroute('**/api/photos/**');
    // asked for again after the API's Retry-After (5 s), then the photo itself
    await expect.poll(async () => photo.getAttribute('src')).toMatch(/^\/api\/photos\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  });
});
