/**
 * Issue 22, conversations: a renter asks the host from the car page; the host, signed in in a second browser
 * context, sees it arrive in the open conversation without a reload (the shell's stream) and answers; a phone
 * number written before a booking is hidden from the other side until the booking is confirmed; the host's
 * 'Mensaje' on the booking opens the same conversation. And the two new pages meet WCAG 2.2 AA at 1280 and 390 px.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoViolations, settle, VIEWPORTS } from './axe';
import { daysFromNow, emailsTo, expect, fillBookingForm, payWith, signIn, signUp, sql, test } from './fixtures';

/** How a hidden phone number or email reads on the (Spanish) conversation pages. */
const HIDDEN_CONTACT = '[dato de contacto oculto hasta que se confirme una reserva]';
const RENTER_PHONE = '(310) 555-0199';

/** An available car of the demo host (host@example.com), and the host's first name. */
async function demoHostCar() {
  const [car] = await sql<{ id: string; hostName: string }>(
    `select c.id, u.first_name as "hostName" from car c join "user" u on u.id = c.host_id
      where u.email = 'host@example.com' and c.is_available order by c.id limit 1`,
  );
  expect(car, 'the demo host has an available car').toBeDefined();
  return car!;
}

/** A three-day trip on the car that no booking of it touches, from two months ahead. */
async function freeTrip(page: Page, carId: string) {
  const booked = (await (await page.request.get(`/api/cars/${carId}/booked-dates`)).json()) as Array<{
    startDate: string;
    endDate: string;
  }>;
  const clashes = (start: string, end: string) =>
    booked.some((range) => range.startDate <= end && start <= range.endDate);
  let from = 60;
  while (clashes(daysFromNow(from), daysFromNow(from + 3))) from += 7;
  return { startDate: daysFromNow(from), endDate: daysFromNow(from + 3) };
}

/** The conversation's messages as shown (each bubble's text, the sender's name first for screen readers). */
const messages = (page: Page) => page.getByRole('list', { name: 'Mensajes', exact: true }).getByTestId('message');

/** Types a message and sends it with Enter, as a person does. */
async function send(page: Page, text: string) {
  const box = page
    .getByRole('form', { name: 'Escribir un mensaje' })
    .getByRole('textbox', { name: 'Mensaje', exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** Marks the page, so a test can tell it was not reloaded since. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}
const wasNotReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Opens a page and waits until the shell's conversations stream is connected (its response has started). */
async function openWithStream(page: Page, path: string) {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/conversations/stream' && response.status() === 200,
  );
  await page.goto(path);
  await stream;
  await settle(page);
}

/** A second browser, signed in as the demo host. */
async function hostBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'host@example.com');
  await expect(
    page
      .getByRole('banner')
      .getByText(/^Hola, /)
      .first(),
  ).toBeAttached();
  return { context, page };
}

test('a renter asks the host from the car page; each side sees the other live; contacts show once booked', async ({
  page: renter,
  browser,
}) => {
  // two people, a booking and a payment: about a minute alone, more on a busy machine
  test.setTimeout(180_000);
  const car = await demoHostCar();
  const renterEmail = await signUp(renter, 'Valeria', 'Soto');

  // ── the renter asks from the car page ──
  await renter.goto(`/cars/${car.id}`);
  await renter.getByTestId('host-card').getByRole('button', { name: 'Pregúntale al anfitrión' }).click();
  await expect(renter).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationPath = new URL(renter.url()).pathname;
  await settle(renter);
  await send(renter, `¿Está libre el fin de semana? Mi número es ${RENTER_PHONE}.`);
  // the sender reads their own text as written
  await expect(messages(renter).last()).toContainText(RENTER_PHONE);
  await markPage(renter);

  // ── the host, in a second browser: the inbox, then the conversation, with the phone hidden ──
  const host = await hostBrowser(browser);
  await openWithStream(host.page, '/messages');
  const row = host.page.getByRole('list', { name: 'Conversaciones' }).getByRole('link', { name: /Valeria/ });
  await expect(row).toHaveAttribute('href', conversationPath);
  await expect(row).toContainText(HIDDEN_CONTACT);
  await row.click();
  await expect(host.page).toHaveURL(conversationPath);
  await expect(host.page.getByRole('heading', { level: 1, name: 'Valeria' })).toBeVisible();
  await expect(messages(host.page)).toHaveCount(1);
  await expect(messages(host.page).first()).toContainText(HIDDEN_CONTACT);
  await expect(messages(host.page).first()).not.toContainText('555-0199');
  await markPage(host.page);

  // the host read it: the renter's page shows the receipt without a reload
  await expect(renter.getByTestId('read-receipt')).toHaveText(/Visto/);

  // ── the renter writes again: it appears in the host's open conversation, no reload ──
  await send(renter, '¿Puedo recogerlo a las 9?');
  await expect(messages(host.page)).toHaveCount(2);
  await expect(messages(host.page).last()).toContainText('¿Puedo recogerlo a las 9?');
  expect(await wasNotReloaded(host.page)).toBe(true);

  // ── the host answers: it appears on the renter's page, no reload ──
  await send(host.page, 'Sí, a las 9 está bien. Te espero.');
  await expect(messages(renter)).toHaveCount(3);
  await expect(messages(renter).last()).toContainText('Sí, a las 9 está bien. Te espero.');
  expect(await wasNotReloaded(renter)).toBe(true);

  // ── the renter books and pays the car ──
  const trip = await freeTrip(renter, car.id);
  await renter.goto(`/booking/${car.id}?startDate=${trip.startDate}&endDate=${trip.endDate}`);
  await fillBookingForm(renter, {
    driverLicense: 'D5551234',
    address: '400 Main St, Santa Monica, CA',
    phone: RENTER_PHONE,
    emergencyContact: 'Rosa Soto',
    emergencyPhone: '(310) 555-0198',
  });
  const created = renter.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings',
  );
  await renter.getByRole('button', { name: 'Confirm Booking' }).click();
  const { id: bookingId } = (await (await created).json()) as { id: string };
  await payWith(renter, '4242 4242 4242 4242', 'Valeria Soto');
  await expect(renter).toHaveURL(/\/dashboard$/);
  // My Bookings leads to the same conversation
  const bookingRow = renter
    .getByTestId('booking-item')
    .filter({ has: renter.locator(`[href="/dashboard/trips/${bookingId}"]`) });
  await expect(bookingRow.getByRole('link', { name: 'Mensaje al anfitrión' })).toHaveAttribute(
    'href',
    conversationPath,
  );

  // ── both sides are emailed: the renter's receipt with the total as charged, the host's new trip ──
  const [charged] = await sql<{ total: string }>('select total_price::text as total from booking where id = $1', [
    bookingId,
  ]);
  const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(charged!.total));
  const receiptOf = async () =>
    (await emailsTo(renterEmail)).find((email) => email.subject.startsWith('Reserva confirmada: '));
  await expect.poll(receiptOf).toBeDefined();
  expect((await receiptOf())!.text).toContain(`Total cobrado: ${total}`);
  const newTripOf = async () =>
    (await emailsTo('host@example.com')).find(
      (email) => email.subject.startsWith('Nuevo viaje: ') && email.text?.includes('Valeria Soto'),
    );
  await expect.poll(newTripOf).toBeDefined();
  expect((await newTripOf())!.text).toContain('Recibirás');

  // ── the host's 'Mensaje' on that booking opens the same conversation, the phone now shown ──
  await host.page.goto('/host-dashboard');
  await host.page.getByRole('tab', { name: 'Reservas' }).click();
  const booking = host.page
    .getByRole('list', { name: 'Reservas', exact: true })
    .getByRole('listitem', { name: 'Reserva de Valeria Soto' });
  await booking.getByRole('link', { name: 'Mensaje', exact: true }).click();
  await expect(host.page).toHaveURL(conversationPath);
  await expect(messages(host.page)).toHaveCount(3);
  await expect(messages(host.page).first()).toContainText(RENTER_PHONE);
  await expect(host.page.getByText(HIDDEN_CONTACT)).toHaveCount(0);
  await host.context.close();
});

test('the inbox and a conversation meet WCAG 2.2 AA at 1280 and 390 px, the composer in reach', async ({ page }) => {
  // four axe passes over full pages
  test.setTimeout(120_000);
  const car = await demoHostCar();
  await signUp(page, 'Inés', 'Campos');
  await page.goto(`/cars/${car.id}`);
  await page.getByTestId('host-card').getByRole('button', { name: 'Pregúntale al anfitrión' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationPath = new URL(page.url()).pathname;
  await settle(page);
  await send(page, 'Hola, ¿el auto tiene silla para niños?\nViajamos con un bebé.');
  await expect(messages(page)).toHaveCount(1);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const path of ['/messages', conversationPath]) {
      await page.goto(path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectNoViolations(page, `${path} at ${viewport.width}px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${viewport.width}px scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // the composer stays in reach at the bottom of the window
    await expect(page.getByRole('textbox', { name: 'Mensaje', exact: true })).toBeInViewport();
  }
});
