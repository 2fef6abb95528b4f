/**
 * Issue 24's discounts, end to end: a host gives a car a weekly discount on the Cars tab; a 7-day trip shows it as
 * its own line on the car page and the booking page and is charged exactly as quoted; the host's Reservas row shows
 * the payout (the base after the discount, less the commission), not the renter's total.
 */
import type { Page } from '@playwright/test';
import { expectNoViolations, settle, VIEWPORTS } from './axe';
import { daysFromNow, expect, fillBookingForm, payWith, signIn, signUp, sql, test, uniqueEmail } from './fixtures';

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The amount of the price breakdown's line whose label matches. */
async function breakdownAmount(page: Page, label: RegExp | string) {
  const line = page.getByTestId('price-breakdown').locator('div').filter({ hasText: label });
  return money(await line.locator('dd').textContent());
}

test('a host sets a weekly discount; a 7-day trip shows it, is charged as quoted, and the host sees the payout', async ({
  browser,
  page,
}) => {
  // a journey across two people, plus axe passes over the new screens at two sizes
  test.setTimeout(120_000);
  // ── the host: 'Reservas y descuentos' on one of their available cars ──
  await signIn(page, 'host@example.com', undefined, '/host-dashboard');
  await page.getByRole('tab', { name: 'Mis Autos' }).click();
  const car = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Pausar' }) })
    .first();
  await car.getByRole('button', { name: 'Reservas y descuentos' }).click();
  const settings = page.getByRole('dialog', { name: /Reservas y descuentos/ });
  for (const viewport of [...VIEWPORTS].reverse()) {
    await page.setViewportSize(viewport);
    await expectNoViolations(page, `the car settings dialog (${viewport.name})`);
  }
  await settings.getByLabel(/Descuento semanal/).fill('10');
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/cars\//.test(r.url()));
  await settings.getByRole('button', { name: 'Guardar' }).click();
  const { id: carId, weeklyDiscountPercent } = await (await saved).json();
  expect(weeklyDiscountPercent).toBe(10);
  await expect(settings).toBeHidden();

  try {
    // ── a renter: the car page and the booking page quote the discount ──
    const renterContext = await browser.newContext();
    const renter = await renterContext.newPage();
    await signUp(renter, 'Rodrigo', 'Semana', uniqueEmail('rodrigo'));
    await renter.goto(`/cars/${carId}`);
    await expect(renter.getByTestId('discount-hint')).toContainText('10 % en viajes de 7 días o más');
    const card = renter.getByLabel('Reservar este auto');
    await card.getByLabel('Fecha de inicio').fill(daysFromNow(280));
    await card.getByLabel('Fecha de fin').fill(daysFromNow(287));
    const carPageBase = await breakdownAmount(renter, /× 7 días/);
    const carPageDiscount = await breakdownAmount(renter, 'Descuento semanal (10 %)');
    const carPageTotal = await breakdownAmount(renter, 'Total');
    expect(carPageDiscount).toBe(Math.round(carPageBase / 10));
    await card.getByRole('button', { name: 'Reservar Ahora' }).click();

    await expect(renter.getByTestId('price-breakdown')).toContainText('Weekly discount (10%)');
    expect(await breakdownAmount(renter, 'Weekly discount (10%)')).toBe(carPageDiscount);
    expect(await breakdownAmount(renter, 'Total')).toBe(carPageTotal);
    await fillBookingForm(renter, {
      driverLicense: 'S7000007',
      address: '700 Week St, Los Angeles, CA',
      phone: '(213) 555-0177',
      emergencyContact: 'Rosa Semana',
      emergencyPhone: '(213) 555-0178',
    });
    const created = renter.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/bookings'));
    await renter.getByRole('button', { name: 'Confirm Booking' }).click();
    const { id: bookingId } = await (await created).json();
    await payWith(renter, '4242 4242 4242 4242', 'Rodrigo Semana');
    await expect(renter).toHaveURL(/\/dashboard$/);

    // charged exactly as quoted: the booking as the API holds it
    const stored = await (await renter.request.get(`/api/bookings/${bookingId}`)).json();
    expect(stored.status).toBe('confirmed');
    expect(money(stored.totalPrice)).toBe(carPageTotal);
    expect(money(stored.discountAmount)).toBe(carPageDiscount);
    expect(stored.hostPayout).toBeNull();
    await renterContext.close();

    // ── the host's Reservas row: the payout, not the renter's total ──
    const base = money(stored.totalPrice) - money(stored.serviceFee) - money(stored.insuranceFee);
    const payout = base - Math.round((base * 15) / 100);
    await page.reload();
    await page.getByRole('tab', { name: 'Reservas' }).click();
    const row = page.getByRole('listitem', { name: 'Reserva de Rodrigo Semana' });
    await expect(row.getByTestId('host-payout')).toHaveText(usd(payout));
    await expect(row.getByText(usd(carPageTotal))).toHaveCount(0);

    // ── the host's page of that booking: the payout's breakdown with the discount line, the history ──
    await row.getByRole('link', { name: 'Rodrigo Semana' }).click();
    await expect(page).toHaveURL(new RegExp(`/host-dashboard/bookings/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Reserva de Rodrigo Semana' })).toBeVisible();
    const breakdown = page.getByTestId('payout-breakdown');
    await expect(breakdown).toContainText('Descuento semanal (10 %)');
    await expect(breakdown).toContainText(`Recibes${usd(payout)}`);
    await expect(page.getByTestId('host-booking-history').getByRole('listitem')).toHaveCount(2);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await settle(page);
      await expectNoViolations(page, `the host's booking page (${viewport.name})`);
    }
  } finally {
    // the demo car goes back to no discount, for the other journeys
    await sql('update car set weekly_discount_percent = 0 where id = $1', [carId]);
  }
});
