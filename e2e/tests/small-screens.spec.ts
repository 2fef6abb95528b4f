/**
 * The listing flow and small screens (issue 26): axe at 390 px on the listing wizard and the admin lists, and the
 * layout checks a unit test cannot make (boxes measured in Chromium): the wizard's focus, equal card heights, the
 * badge clear of the car's name, the signed-in home's hero.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoViolations, settle, VIEWPORTS } from './axe';
import { expect, fixtureFile, signIn, signUp, test } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'a box on screen').not.toBeNull();
  return found!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Nothing wider than the window: no sideways scrolling of the page or of any element in it. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflowing = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('main *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          element.scrollWidth > element.clientWidth + 1 &&
          (element === document.documentElement || ['auto', 'scroll'].includes(style.overflowX))
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(overflowing, what).toEqual([]);
}

async function fillCar(page: Page) {
  await page.getByLabel('Make', { exact: true }).fill('Mazda');
  await page.getByLabel('Model', { exact: true }).fill('CX-5');
  await page.getByLabel('Year', { exact: true }).fill('2021');
  await page.getByLabel('Category', { exact: true }).selectOption('suv');
  await page.getByLabel('Seats', { exact: true }).selectOption('5');
  await page.getByLabel('Transmission', { exact: true }).selectOption('automatic');
  await page.getByLabel('Fuel Type', { exact: true }).selectOption('gasoline');
  await page.getByLabel('Price per Day (USD)').fill('70.00');
  await page.getByLabel('Street Address').fill('500 Main St');
  await page.getByLabel('City', { exact: true }).fill('Pasadena');
  await page.getByLabel('State', { exact: true }).fill('CA');
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  const uploader = page.getByRole('dialog', { name: 'Upload Photos' });
  await uploader.locator('input[type=file]').first().setInputFiles(fixtureFile('car-front.jpg'));
  await uploader.getByRole('button', { name: /Upload 1 file/ }).click();
  await expect(uploader).toBeHidden();
  await expect(page.getByRole('list', { name: 'Car photos' }).getByRole('img')).toHaveCount(1);
}

test.describe('the listing wizard', () => {
  test('axe 0 on both steps at 390 px; each step change focuses its heading; Back keeps the bank fields', async ({
    page,
  }) => {
    await signUp(page, 'Lola', 'Lister');
    await page.setViewportSize(VIEWPORTS[1]);
    await page.goto('/list-car');
    await settle(page);
    await expectNoViolations(page, 'listing wizard, car details, 390 px');
    await fillCar(page);

    await page.getByRole('button', { name: 'Continue to Banking Information' }).click();
    await expect(page.getByRole('heading', { name: 'Banking Information' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Step 2 of 2: Banking Information' })).toHaveCount(1);
    const bank = {
      'Bank Name': 'Chase',
      'Account Holder Name': 'Lola Lister',
      'Routing Number': '021000021',
      'Account Number': '000123456789',
    };
    for (const [label, value] of Object.entries(bank)) await page.getByLabel(label).fill(value);
    await expectNoViolations(page, 'listing wizard, banking, 390 px');

    await page.getByRole('button', { name: 'Back to Car Details' }).click();
    await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeFocused();
    await page.getByRole('button', { name: 'Continue to Banking Information' }).click();
    for (const [label, value] of Object.entries(bank)) await expect(page.getByLabel(label)).toHaveValue(value);

    // the server checks the car (nothing written), then the bank details are saved, then the car is listed
    const calls: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().method() !== 'GET' && pathname.startsWith('/api/'))
        calls.push(`${response.request().method()} ${pathname} ${response.status()}`);
    });
    await page.getByRole('button', { name: 'Complete Listing' }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    expect(calls).toEqual(['POST /api/cars/validate 204', 'PUT /api/users/banking 200', 'POST /api/cars 201']);
  });
});

test.describe('the admin lists at 390 px', () => {
  for (const tab of ['users', 'vehicles'] as const) {
    test(`${tab}: cards, nothing scrolls sideways, axe 0`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[1]);
      await signIn(page, 'admin@example.com', undefined, `/admin-dashboard?tab=${tab}`);
      const rows = page.getByTestId(tab === 'users' ? 'admin-user-row' : 'admin-car-row');
      await expect(rows.first()).toBeVisible();
      await settle(page);
      await expectNoSidewaysScroll(page, `admin ${tab} at 390 px`);
      // a card: every value of the row shows within the window
      for (const cell of await rows.first().getByRole('cell').all()) {
        const { x, width } = await box(cell);
        expect(x + width).toBeLessThanOrEqual(390);
      }
      await expectNoViolations(page, `admin ${tab}, 390 px`);
    });
  }
});

test('search result cards in one row end level', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/search');
  const cards = page.getByRole('region', { name: 'Resultados' }).getByTestId('car-card');
  await expect(cards.nth(3)).toBeVisible();
  const boxes = await Promise.all((await cards.all()).map(box));
  const firstRow = boxes.filter((card) => Math.abs(card.y - boxes[0]!.y) < 1);
  expect(firstRow.length).toBeGreaterThan(1);
  expect(new Set(firstRow.map((card) => Math.round(card.height))).size).toBe(1);
});

test('the signed-in home centres its hero', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]);
  await signIn(page, 'renter@example.com');
  const hero = page.getByRole('region', { name: /.+/ }).filter({ has: page.locator('#home-title') });
  const heading = page.locator('#home-title');
  await expect(heading).toBeVisible();
  const [outer, inner] = [await box(hero), await box(heading)];
  // the heading's middle is the hero's middle: no empty half beside it
  expect(Math.abs(inner.x + inner.width / 2 - (outer.x + outer.width / 2))).toBeLessThan(8);
});

test.describe("a host's cars", () => {
  /** The demo photos print the car's name across their top (services/api/src/seed/car-photos.ts: to y 165 of 800). */
  const CAPTION_BAND = 165 / 800;

  for (const viewport of [...VIEWPORTS, { name: 'tablet', width: 768, height: 1024 }]) {
    test(`the 'Disponible' badge covers neither the car's name nor the photo's caption at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, 'host@example.com', undefined, '/host-dashboard');
      await page.getByRole('tab', { name: 'Mis Autos' }).click();
      const cards = page.getByTestId('car-card');
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const car = await card.getAttribute('aria-label');
        const badge = await box(card.getByText(/^(Disponible|No disponible)$/));
        const name = await box(card.getByRole('heading'));
        const photo = await box(card.getByRole('img', { name: car! }));
        const caption = { ...photo, height: photo.height * CAPTION_BAND };
        expect(overlaps(badge, name), `badge over the name of ${car}`).toBe(false);
        expect(overlaps(badge, caption), `badge over the photo's caption of ${car}`).toBe(false);
      }
    });
  }
});
