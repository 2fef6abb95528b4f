import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, daysFromNow, demoBookingBody, expect, losAngelesToday, signIn, sql, test } from './fixtures';

const usd = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

/**
 * The overview's figures computed here from the database, independently of the API: the platform earns
 * the service fee kept and 15% of the host's base price kept, from completed trips and paid, cancelled ones,
 * in the Los Angeles month of the trip's end date (docs/decisions/0003-admin-figures.md).
 */
async function expectedFigures() {
  const today = losAngelesToday();
  const [revenue] = await sql<{ total: string; monthly: string }>(
    `with b as (
       select status, end_date, service_fee, insurance_fee,
              greatest(total_price - service_fee - insurance_fee, 0) as base,
              total_price - coalesce(refund_amount, 0) as kept
       from booking
       where status = 'completed' or (status = 'cancelled' and payment_intent_id is not null)
     ), e as (
       select end_date,
              case when status = 'completed' then service_fee else greatest(least(service_fee, kept), 0) end
              + round(0.15 * case when status = 'completed' then base
                                  when base + insurance_fee = 0 then 0
                                  else round(greatest(kept - service_fee, 0) * base / (base + insurance_fee), 2)
                             end, 2) as platform
       from b
     )
     select coalesce(sum(platform), 0)::numeric(12, 2)::text as total,
            coalesce(sum(platform) filter (where to_char(end_date, 'YYYY-MM') = $1), 0)::numeric(12, 2)::text as monthly
     from e`,
    [today.slice(0, 7)],
  );
  const [counts] = await sql<Record<string, string>>(
    `select (select count(*) from "user") as users,
            (select count(distinct host_id) from car where is_available) as hosts,
            (select count(*) from car) as cars,
            (select count(*) from car where is_available) as available,
            (select count(*) from booking where status = 'completed') as completed,
            (select count(*) from booking where status = 'confirmed' and start_date <= $1::date and $1::date <= end_date)
              as active`,
    [today],
  );
  return { revenue: revenue!, counts: counts! };
}

/** The demo renter books a seeded car with real identity photos (through the API, as the booking page does). */
async function renterBooksWithDocuments(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'renter@example.com');
  await expect(page.getByText(/^Hola, /)).toBeVisible();
  const [car] = await sql<{ id: string }>(
    `select id from car where is_available order by rating desc, id limit 1 offset 3`,
  );
  const response = await page.request.post('/api/bookings', {
    data: demoBookingBody({ carId: car!.id, startDate: daysFromNow(300), endDate: daysFromNow(302) }),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await context.close();
  return id;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('an admin sees the platform figures, pages, searches, filters and opens a booking’s documents', async ({
  page,
  browser,
}) => {
  const bookingId = await renterBooksWithDocuments(browser);

  await signIn(page, 'admin@example.com', DEMO_PASSWORD, '/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage your car rental platform')).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();

  // ── Overview: every figure equals the computation over the data ──
  const { revenue, counts } = await expectedFigures();
  await expect(page.getByTestId('total-revenue')).toHaveText(usd(revenue.total));
  await expect(page.getByTestId('total-revenue-detail')).toHaveText('Platform commission');
  await expect(page.getByTestId('monthly-revenue')).toHaveText(usd(revenue.monthly));
  await expect(page.getByTestId('monthly-revenue-detail')).toHaveText('This month');
  await expect(page.getByTestId('total-users')).toHaveText(counts.users!);
  await expect(page.getByTestId('total-users-detail')).toHaveText(
    `${counts.hosts} active ${counts.hosts === '1' ? 'host' : 'hosts'}`,
  );
  await expect(page.getByTestId('total-vehicles')).toHaveText(counts.cars!);
  await expect(page.getByTestId('total-vehicles-detail')).toHaveText(`${counts.available} available`);
  await expect(page.getByTestId('completed-trips')).toHaveText(counts.completed!);
  await expect(page.getByTestId('completed-trips-detail')).toHaveText(
    `${counts.active} active ${counts.active === '1' ? 'trip' : 'trips'}`,
  );
  const top = await sql<{ year: number; make: string; model: string; rating: string }>(
    'select year, make, model, rating::text from car order by rating desc, trip_count desc, id limit 5',
  );
  await expect(page.getByTestId('top-vehicle')).toHaveText(
    top.map((car) => new RegExp(`^${car.year} ${car.make} ${car.model}.*${car.rating.replace('.', '\\.')}`)),
  );

  // ── Bookings: the newest first, paged on the server ──
  await openTab(page, 'Bookings');
  await expect(page).toHaveURL(/\/admin-dashboard\?tab=bookings$/);
  const [{ n: bookingTotal }] = (await sql<{ n: string }>('select count(*) as n from booking')) as [{ n: string }];
  const pages = Math.ceil(Number(bookingTotal) / 25);
  await expect(page.getByTestId('list-range')).toHaveText(
    `Showing 1–25 of ${bookingTotal} bookings · Page 1 of ${pages}`,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByTestId('list-range')).toContainText(`Showing 26–`);
  await expect(page.getByTestId('list-range')).toContainText(`Page 2 of ${pages}`);

  // ── Bookings filtered by status: every row completed, the total as in the database ──
  await page.getByRole('combobox', { name: 'Status' }).selectOption('completed');
  await expect(page).toHaveURL(/[?&]status=completed/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByTestId('list-range')).toContainText(`of ${counts.completed} bookings`);
  const statuses = page.getByTestId('admin-booking-row').locator('[data-status]');
  await expect(statuses.first()).toBeVisible();
  expect(new Set(await statuses.evaluateAll((els) => els.map((el) => el.getAttribute('data-status'))))).toEqual(
    new Set(['completed']),
  );

  // ── Users: search one by email ──
  await openTab(page, 'Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('renter@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=renter%40example\.com/);
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  await expect(page.getByTestId('admin-user-row')).toContainText('renter@example.com');
  // the view survives a reload (it lives in the URL)
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);

  // ── The new booking's identity documents ──
  await openTab(page, 'Bookings');
  const row = page.getByTestId('admin-booking-row').first();
  await expect(row).toContainText('renter@example.com');
  await expect(row).toContainText('Not viewed yet');
  await row.getByRole('button', { name: /View documents/ }).click();
  const dialog = page.getByRole('dialog', { name: /Identity documents/ });
  for (const name of [/Driver's license of/, /Selfie with license of/]) {
    const image = dialog.getByRole('img', { name });
    await expect(image).toHaveAttribute('src', new RegExp(`/api/admin/bookings/${bookingId}/documents/`));
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('documents-last-viewed')).toContainText(/Last viewed .* by /);
  const views = await sql<{ document: string; email: string }>(
    `select v.document, u.email from booking_document_view v join "user" u on u.id = v.admin_id
     where v.booking_id = $1 order by v.document`,
    [bookingId],
  );
  expect(views).toEqual([
    { document: 'license', email: 'admin@example.com' },
    { document: 'selfie', email: 'admin@example.com' },
  ]);
});

test('a renter is told Access Denied and taken home, without any admin request', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin')) adminRequests.push(request.url());
  });
  await signIn(page, 'renter@example.com', DEMO_PASSWORD, '/admin-dashboard');
  const toast = page.getByRole('alert').filter({ hasText: 'Access Denied' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('You need administrator privileges to access this page.');
  await expect(page).toHaveURL(/\/$/);
  expect(adminRequests).toEqual([]);
});

test('a signed-out visitor gets the sign-in fallback on /admin-dashboard', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute(
    'href',
    `/api/login?returnTo=${encodeURIComponent('/admin-dashboard')}`,
  );
});
