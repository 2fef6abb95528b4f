import type { Page } from '@playwright/test';
import { daysFromNow, expect, signIn, sql, test } from './fixtures';
import { expectFocusVisible } from './focus';

/** The header's height when it keeps one row (64 px and its border). */
const ONE_ROW = 66;

const header = (page: Page) => page.getByRole('banner').first();

async function headerHeight(page: Page) {
  return (await header(page).boundingBox())?.height ?? Number.NaN;
}

test.describe('the header', () => {
  test('keeps one row from 1280 px down to tablet width for an admin, then gives way to the drawer', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com', undefined, '/search');
    const account = header(page).getByRole('button', { name: /^Hola, / });
    for (const width of [1280, 1024, 800, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(account).toBeVisible();
      expect(await headerHeight(page), `header at ${width} px`).toBeLessThanOrEqual(ONE_ROW);
      const right = await account.boundingBox();
      expect(right!.x + right!.width, `account menu at ${width} px`).toBeLessThanOrEqual(width - 16);
    }

    // Sign Out sits in the account menu, well inside the window
    await page.setViewportSize({ width: 1280, height: 900 });
    await account.click();
    const signOut = page.getByRole('link', { name: 'Sign Out' });
    await expect(signOut).toBeVisible();
    const box = await signOut.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280 - 16);
    await page.keyboard.press('Escape');
    await expect(signOut).toBeHidden();
    await expect(account).toBeFocused();

    await page.setViewportSize({ width: 767, height: 900 });
    await expect(header(page).getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(account).toBeHidden();
    expect(await headerHeight(page)).toBeLessThanOrEqual(ONE_ROW);
  });

  test('keeps one row for visitors at tablet and desktop widths', async ({ page }) => {
    await page.goto('/help-center');
    // the frame's header shows Sign Up too: measure React's, which replaced it once the remote drew the page
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
      expect(await headerHeight(page), `header at ${width} px`).toBeLessThanOrEqual(ONE_ROW);
    }
  });

  test('publishes its height for the scroll padding, which the install banner does not add to', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const { published, actual } = await page.evaluate(() => ({
      published: getComputedStyle(document.documentElement).getPropertyValue('--sticky-header-height'),
      actual: document.querySelector('header')?.offsetHeight,
    }));
    expect(published).toBe(`${actual}px`);
  });
});

/** Presses Shift+Tab `times` times; after each press the focused element must be fully visible. */
async function shiftTabThrough(page: Page, times: number) {
  for (let press = 1; press <= times; press += 1) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusVisible(page, `Shift+Tab ×${press}`);
  }
}

test.describe('focus moved backwards (WCAG 2.4.11)', () => {
  test('never lands under the sticky header on the booking form', async ({ page }) => {
    const [car] = await sql<{ id: string }>(`select id from car where is_available order by id limit 1`);
    await signIn(
      page,
      'renter@example.com',
      undefined,
      `/booking/${car!.id}?startDate=${daysFromNow(240)}&endDate=${daysFromNow(243)}`,
    );
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    await confirm.focus();
    await shiftTabThrough(page, 20);
  });

  test('never lands under the sticky header on the phone search', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search');
    const firstCar = page.getByTestId('car-card').first().getByRole('link').first();
    await firstCar.focus();
    await shiftTabThrough(page, 12);
  });
});

test.describe('language', () => {
  test('marks each page in its own language', async ({ page }) => {
    test.setTimeout(60_000);
    for (const [path, lang] of [
      ['/', 'en'],
      ['/search', 'es'],
      ['/help-center', 'es'],
      ['/privacy-policy', 'en'],
      ['/no-such-page', 'en'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
    }
    await signIn(page, 'renter@example.com', undefined, '/dashboard');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(header(page).getByText(/^Hola, /)).toHaveAttribute('lang', 'es');
  });
});

test.describe('Sign Up', () => {
  test('opens the sign-up form, on the first screen of a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/api\/login\?mode=signup/);
    await expect(page).toHaveTitle(/Create an account/);
    const signUp = page.locator('form[action="/api/signup"]');
    const heading = await page.getByRole('heading', { name: 'Create an account' }).boundingBox();
    expect(heading!.y).toBeLessThan(300);
    await expect(signUp.getByLabel('First name')).toBeInViewport();
  });
});
