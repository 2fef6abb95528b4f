import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, daysFromNow, expect, signIn, signUp, test } from './fixtures';

const LICENSE_PHOTO = fileURLToPath(new URL('../fixtures/license.jpg', import.meta.url));
const SELFIE_PHOTO = fileURLToPath(new URL('../fixtures/selfie.jpg', import.meta.url));
const OVERLAP = 'This car is already booked for some of these dates. Please choose other dates.';

// The declined card (402) and the refused second booking (409) are answers under test.
test.use({ allowedConsole: /status of (402|409)/ });

async function openFirstCar(page: Page) {
  await page.goto('/search');
  await page.getByRole('region', { name: 'Resultados' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/cars\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}

async function fillBookingForm(page: Page) {
  const form = page.getByRole('form', { name: 'Booking form' }).or(page.locator('form')).first();
  await form.getByLabel("Driver's license number").fill('D7654321');
  await form.getByLabel('Address').fill('1200 Ocean Ave, Santa Monica, CA');
  await form.getByLabel('Phone number').fill('(310) 555-0188');
  await form.getByLabel('Emergency contact name').fill('Lucía Vega');
  await form.getByLabel('Emergency contact phone').fill('(310) 555-0199');
  await page.getByLabel("Driver's license photo file").setInputFiles(LICENSE_PHOTO);
  await page.getByLabel("Selfie with your driver's license file").setInputFiles(SELFIE_PHOTO);
  await expect(page.getByRole('img', { name: /license/i }).first()).toBeVisible();
  await form.getByRole('checkbox', { name: /I agree to the/ }).check();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill('Marisol Vega');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a renter books a car with uploaded photos, is declined once, pays, and sees the trip; a second renter is refused', async ({
  page,
}) => {
  await signUp(page, 'Marisol', 'Vega');
  const carId = await openFirstCar(page);
  const start = daysFromNow(320);
  const end = daysFromNow(323);
  const booking = page.getByLabel('Reservar este auto');
  await booking.getByLabel('Fecha de inicio').fill(start);
  await booking.getByLabel('Fecha de fin').fill(end);
  await booking.getByRole('button', { name: 'Reservar Ahora' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${carId}\\?startDate=${start}&endDate=${end}`));

  await expect(page.getByLabel('Full name')).toHaveValue('Marisol Vega');
  await fillBookingForm(page);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/bookings'));
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  // The photos travel scaled: JPEG, at most 800 px wide, much smaller than the 1600 px originals.
  const payload = (await sent).postDataJSON() as { licensePhoto: string; selfieWithLicense: string };
  for (const photo of [payload.licensePhoto, payload.selfieWithLicense]) {
    expect(photo.startsWith('data:image/jpeg;base64,')).toBe(true);
    const width = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, photo);
    expect(width).toBe(800);
    test.info().annotations.push({ type: 'scaled photo', description: `${width}px wide, ${photo.length} characters` });
  }

  await expect(page).toHaveURL(/\/payment\?bookingId=[0-9a-f-]{36}&amount=\d+\.\d{2}&car=/);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined. Please try another card.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?/);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const trips = page
    .getByRole('list', { name: 'Reservaciones recientes' })
    .or(page.getByLabel('Reservaciones recientes'));
  await expect(trips.getByText('Confirmado').first()).toBeVisible();

  // Another renter asks for the same car on overlapping dates.
  await page.goto('/api/logout');
  await signIn(
    page,
    'renter@example.com',
    DEMO_PASSWORD,
    `/booking/${carId}?startDate=${daysFromNow(321)}&endDate=${daysFromNow(325)}`,
  );
  await expect(page.getByLabel('Full name')).not.toHaveValue('');
  await fillBookingForm(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Booking Failed')).toBeVisible();
  await expect(page.getByText(OVERLAP).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/booking/${carId}`));
});

test('a signed-out visitor on a booking page signs in and comes back to the form', async ({ page }) => {
  await page.goto('/search');
  const href = await page.getByRole('region', { name: 'Resultados' }).getByRole('link').first().getAttribute('href');
  const carId = href?.split('/').pop();
  const bookingPath = `/booking/${carId}?startDate=${daysFromNow(400)}&endDate=${daysFromNow(402)}`;
  await page.goto(bookingPath);
  await expect(page).toHaveURL(/\/api\/login\?returnTo=/);

  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill('renter@example.com');
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: /sign in/i }).click();

  await expect(page).toHaveURL(new RegExp(bookingPath.replace(/[?]/g, '\\?')));
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
});
