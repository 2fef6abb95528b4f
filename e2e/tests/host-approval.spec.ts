/**
 * Issue 24, instant book vs the host's approval: a host switches a car to approval; a renter books and pays and
 * sees 'Esperando al anfitrión'; the host accepts from the Reservas tab and the renter's trip shows 'Confirmado'; a
 * second request is declined and refunded in full. The new screens pass axe at desktop and phone sizes.
 *
 * The host and the car are this spec's own (a new account, a copy of a seeded car), so the demo host's figures and
 * the cars other journeys pick stay as they were; the car is taken off the market when the spec ends.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoViolations, settle, VIEWPORTS } from './axe';
import {
  type BookingDetails,
  daysFromNow,
  emailsTo,
  expect,
  fillBookingForm,
  payWith,
  signUp,
  sql,
  test,
} from './fixtures';

const RENTER: BookingDetails = {
  driverLicense: 'A1234567',
  address: '500 Sunset Blvd, Los Angeles, CA',
  phone: '(213) 555-0142',
  emergencyContact: 'Pablo Ríos',
  emergencyPhone: '(213) 555-0143',
};

const usd = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

let carId = '';

test.afterAll(async () => {
  if (carId) await sql(`update car set is_available = false where id = $1`, [carId]);
});

/** A new host account (signed up in its own browser) with a copy of a seeded car, still instant book. */
async function newHostWithCar(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await signUp(page, 'Hortensia', 'Anfitriona');
  const [car] = await sql<{ id: string; make: string; model: string }>(
    `with host as (update "user" set is_host = true where email = $1 returning id)
     insert into car
     select (jsonb_populate_record(null::car, to_jsonb(c) || jsonb_build_object(
       'id', gen_random_uuid(), 'host_id', host.id, 'model', 'Solicitud', 'instant_book', true,
       'rating', 0, 'review_count', 0, 'trip_count', 0, 'created_at', now()))).*
     from car c, host where c.is_available order by c.id limit 1
     returning id, make, model`,
    [email],
  );
  carId = car!.id;
  return { page, email, car: car!, close: () => context.close() };
}

/** The host switches the car to approval on the Cars tab's 'Reservas y descuentos' (PATCH /api/cars/:id). */
async function requireApproval(hostPage: Page) {
  await hostPage.goto('/host-dashboard');
  await hostPage.getByRole('tab', { name: 'Mis Autos' }).click();
  await hostPage.getByRole('button', { name: 'Reservas y descuentos' }).click();
  const settings = hostPage.getByRole('dialog', { name: /Reservas y descuentos/ });
  await settings.getByLabel(/Reserva instantánea/).uncheck();
  const saved = hostPage.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(carId));
  await settings.getByRole('button', { name: 'Guardar' }).click();
  expect((await (await saved).json()).instantBook).toBe(false);
  await expect(settings).toBeHidden();
}

/**
 * The renter books the car on the booking page and pays; the booking is then awaiting the host. A returning renter's
 * details and verified identity are on file: only the terms are left to accept.
 */
async function requestAndPay(page: Page, startInDays: number, cardholder: string, returning = false) {
  await page.goto(`/booking/${carId}?startDate=${daysFromNow(startInDays)}&endDate=${daysFromNow(startInDays + 3)}`);
  await expect(
    page.getByText('The host may need to approve your booking before your trip is confirmed.'),
  ).toBeVisible();
  if (returning) await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  else await fillBookingForm(page, RENTER);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/payment\?bookingId=/);
  const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
  await expect(page.getByTestId('approval-note')).toContainText('The host approves this booking');
  await payWith(page, '4242 4242 4242 4242', cardholder);
  await expect(page.getByTestId('toast')).toContainText('Awaiting the host');
  await expect(page).toHaveURL(/\/dashboard$/);
  const [row] = await sql<{ total_price: string }>(`select total_price from booking where id = $1`, [bookingId]);
  return { id: bookingId, total: row!.total_price };
}

const bookingItem = (page: Page, id: string) =>
  page.getByTestId('booking-item').filter({ has: page.locator(`a[href="/dashboard/trips/${id}"]`) });

async function openReservas(hostPage: Page) {
  await hostPage.goto('/host-dashboard');
  await hostPage.getByRole('tab', { name: 'Reservas' }).click();
}

test('a request is paid and awaits the host, who accepts it: the trip is confirmed; a second one is declined and refunded', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await newHostWithCar(browser);
  await requireApproval(host.page);

  // the renter books and pays: pending, 'Esperando al anfitrión', with the host's deadline
  const renterEmail = await signUp(page, 'Renata', 'Solicita');
  const first = await requestAndPay(page, 240, 'Renata Solicita');
  const item = bookingItem(page, first.id);
  await expect(item.getByText('Esperando al anfitrión', { exact: true })).toBeVisible();
  await expect(item.getByTestId('respond-by')).toContainText('El anfitrión responde antes del');
  await expect(item.getByRole('link', { name: 'Pagar ahora' })).toHaveCount(0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    await expectNoViolations(page, `My Bookings with a request awaiting the host (${viewport.name})`);
  }
  await page.goto(`/dashboard/trips/${first.id}`);
  await expect(page.getByText('Esperando al anfitrión', { exact: true })).toBeVisible();
  await expect(page.getByTestId('trip-history').getByRole('listitem')).toHaveText([
    /^Reserva solicitada/,
    /^Pago autorizado: esperando al anfitrión/,
  ]);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    await expectNoViolations(page, `the trip page of a request (${viewport.name})`);
  }
  const subjectsTo = async (address: string) => (await emailsTo(address)).map((email) => email.subject);
  await expect.poll(() => subjectsTo(host.email)).toContainEqual(expect.stringContaining('Nueva solicitud'));

  // the host accepts from the Reservas tab
  await openReservas(host.page);
  const row = host.page.getByRole('listitem', { name: 'Reserva de Renata Solicita' });
  await expect(row.getByText('Esperando al anfitrión', { exact: true })).toBeVisible();
  await expect(row.getByTestId('respond-by')).toContainText('Responde antes del');
  for (const viewport of VIEWPORTS) {
    await host.page.setViewportSize(viewport);
    await expect(row.getByRole('button', { name: 'Aceptar' })).toBeVisible();
    await expectNoViolations(host.page, `the Reservas tab with a request (${viewport.name})`);
  }
  await row.getByRole('button', { name: 'Aceptar' }).click();
  await expect(host.page.getByTestId('toast')).toContainText('Solicitud aceptada');
  await expect(row.getByText('Confirmado', { exact: true })).toBeVisible();

  // the renter's trip is confirmed
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Confirmado', { exact: true })).toBeVisible();
  await expect(page.getByTestId('trip-history').getByRole('listitem').last()).toHaveText(
    /^Aceptada por el anfitrión: reserva confirmada/,
  );

  // a second request, declined: cancelled with the whole total refunded
  await page.setViewportSize(VIEWPORTS[0]);
  const second = await requestAndPay(page, 260, 'Renata Solicita', true);
  await openReservas(host.page);
  const secondRow = host.page
    .getByRole('listitem', { name: 'Reserva de Renata Solicita' })
    .filter({ has: host.page.getByText('Esperando al anfitrión', { exact: true }) });
  await secondRow.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = host.page.getByRole('dialog', { name: '¿Rechazar esta solicitud?' });
  await expect(dialog.getByTestId('policy-message')).toHaveText(
    `El viajero ya pagó: al rechazar la solicitud recibirá el reembolso total de ${usd(second.total)}.`,
  );
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await expect(host.page.getByTestId('toast')).toContainText('Solicitud rechazada');

  await page.goto('/dashboard');
  const declined = bookingItem(page, second.id);
  await expect(declined.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(declined).toContainText(`Cobrado: ${usd('0')}`);
  await expect(declined).toContainText(`Reembolso: ${usd(second.total)}`);
  const [refund] = await sql<{ refund_amount: string }>(`select refund_amount from booking where id = $1`, [second.id]);
  expect(refund!.refund_amount).toBe(second.total);
  await expect.poll(() => subjectsTo(renterEmail)).toContainEqual(expect.stringContaining('Solicitud rechazada'));
  await host.close();
});
