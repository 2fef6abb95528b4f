import type { Page } from '@playwright/test';
import {
  type BookingDetails,
  DEMO_PASSWORD,
  daysFromNow,
  expect,
  fillBookingForm,
  payWith,
  signIn,
  signUp,
  test,
} from './fixtures';

const OVERLAP = 'This car is already booked for some of these dates. Please choose other dates.';

// The declined card (402) and the refused second booking (409) are answers under test.
test.use({ allowedConsole: /status of (402|409)/ });

async function openFirstCar(page: Page) {
  await page.goto('/search');
  await page.getByRole('region', { name: 'Resultados' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/cars\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}

const MARISOL: BookingDetails = {
  driverLicense: 'D7654321',
  address: '1200 Ocean Ave, Santa Monica, CA',
  phone: '(310) 555-0188',
  emergencyContact: 'Lucía Vega',
  emergencyPhone: '(310) 555-0199',
};

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
  await fillBookingForm(page, MARISOL);
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
  await payWith(page, '4000 0000 0000 0002', 'Marisol Vega');
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
  await fillBookingForm(page, MARISOL);
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
