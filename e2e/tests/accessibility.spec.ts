import type { Page } from '@playwright/test';
import { expectNoViolations, settle, VIEWPORTS } from './axe';
import { daysFromNow, expect, STATIC_PAGES, signIn, sql, test } from './fixtures';

async function checkRoutes(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    await expectNoViolations(page, path);
  }
}

/** Real ids for the routes that take one: a car, its host, and the demo renter's trips. */
async function demoIds() {
  const [car] = await sql<{ id: string; hostId: string }>(
    `select id, host_id as "hostId" from car where is_available order by id limit 1`,
  );
  const [trip] = await sql<{ id: string }>(
    `select b.id from booking b join "user" u on u.id = b.renter_id
      where u.email = 'renter@example.com' order by b.start_date limit 1`,
  );
  return { car: car!, trip: trip! };
}

// axe over every route at one width: about a minute alone, more on a busy machine
const ROUTES_TIMEOUT = 300_000;

for (const viewport of VIEWPORTS) {
  test.describe(`WCAG 2.2 AA at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every route, signed out', async ({ page }) => {
      test.setTimeout(ROUTES_TIMEOUT);
      const { car } = await demoIds();
      await checkRoutes(page, [
        '/',
        '/search',
        `/cars/${car.id}`,
        `/hosts/${car.hostId}`,
        '/list-car',
        '/dashboard',
        '/host-dashboard',
        '/admin-dashboard',
        ...STATIC_PAGES,
        '/no-such-page',
        '/api/login',
        '/api/login?mode=signup',
      ]);
    });

    test('every route, signed in', async ({ page }) => {
      test.setTimeout(ROUTES_TIMEOUT);
      const { car, trip } = await demoIds();
      await signIn(page, 'renter@example.com');
      await expect(page.getByText(/^Hola, /).first()).toBeAttached();
      await checkRoutes(page, [
        '/',
        '/search',
        `/cars/${car.id}`,
        `/hosts/${car.hostId}`,
        `/booking/${car.id}?startDate=${daysFromNow(245)}&endDate=${daysFromNow(248)}`,
        `/payment?bookingId=${trip.id}`,
        '/dashboard',
        `/dashboard/trips/${trip.id}`,
        '/host-dashboard',
        '/list-car',
        ...STATIC_PAGES,
        '/no-such-page',
        '/api/login',
      ]);

      await page.goto('/api/logout');
      await signIn(page, 'admin@example.com', undefined, '/admin-dashboard');
      await settle(page);
      await expectNoViolations(page, '/admin-dashboard');
    });
  });
}

test('the contact form with its errors shown meets WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('form').getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Please select a subject')).toBeVisible();
  await expectNoViolations(page, '/contact with errors');
});

test("the host's dashboard tabs meet WCAG 2.2 AA", async ({ page }) => {
  await signIn(page, 'host@example.com', undefined, '/host-dashboard');
  for (const tab of ['Resumen', 'Reservas', 'Mis Autos', 'Ganancias']) {
    await page.getByRole('tab', { name: tab }).click();
    // each tab's code loads when it is first opened: its panel is empty until then, with nothing loading in it
    await expect(page.getByRole('tabpanel')).not.toBeEmpty();
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
    await expectNoViolations(page, `/host-dashboard ${tab}`);
  }
});
