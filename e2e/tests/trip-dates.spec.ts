/**
 * Issue 13: the trip's dates and the search travel search → car page → booking page and back, and the car
 * page's calendar shows booked days as unavailable and refuses them.
 */
import type { Page } from '@playwright/test';
import { daysFromNow, expect, signIn, test } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a screen reader reads first on a calendar day: "10 de junio de 2031" (the weekday before it). */
function spokenDay(isoDate: string): RegExp {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const name = new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, day),
  );
  return new RegExp(`^[^,]+, ${escapeRegExp(name)}`);
}

function shiftDays(isoDate: string, days: number) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calendar's button for a day, paging the calendar forward to its month when needed. */
async function calendarDay(page: Page, isoDate: string) {
  const card = page.getByLabel('Reservar este auto');
  const day = card.getByRole('button', { name: spokenDay(isoDate) });
  // the calendar first: before it shows, no day is visible and the loop would page past the month
  await expect(card.getByRole('grid')).toBeVisible();
  for (let month = 0; month < 3 && !(await day.isVisible()); month++) {
    await card.getByRole('button', { name: 'Ir al mes siguiente' }).click();
  }
  return day;
}

test('the dates and the search are kept from the search to the booking page and back', async ({ page }) => {
  await signIn(page, 'renter@example.com');
  const [start, end] = [daysFromNow(150), daysFromNow(153)];
  const search = `location=Santa+Monica&startDate=${start}&endDate=${end}`;
  await page.goto(`/search?${search}`);
  await expect(page.getByText(/^\d+ autos? disponibles?$/)).toBeVisible();

  await page.getByRole('list', { name: 'Autos encontrados' }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/cars/[0-9a-f-]{36}\\?${escapeRegExp(search)}$`));
  const carUrl = page.url();
  const carId = new URL(carUrl).pathname.split('/').pop() ?? '';
  const card = page.getByLabel('Reservar este auto');
  await expect(card.getByLabel('Fecha de inicio')).toHaveValue(start);
  await expect(card.getByLabel('Fecha de fin')).toHaveValue(end);

  // back to the same search, and into the car again
  await page.getByRole('link', { name: '← Volver a la búsqueda' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?${escapeRegExp(search)}$`));
  await expect(page.getByLabel('Ubicación')).toHaveValue('Santa Monica');
  await page.goBack();
  await expect(page).toHaveURL(carUrl);

  await card.getByRole('button', { name: 'Reservar Ahora' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${carId}\\?${escapeRegExp(search)}$`));
  await expect(page.getByLabel('Start date')).toHaveValue(start);
  await expect(page.getByLabel('End date')).toHaveValue(end);

  await page.getByRole('link', { name: '← Back to the car' }).click();
  await expect(page).toHaveURL(carUrl);
  await expect(card.getByLabel('Fecha de inicio')).toHaveValue(start);
  await page.getByRole('link', { name: '← Volver a la búsqueda' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?${escapeRegExp(search)}$`));
});

test('the car page calendar shows booked days as unavailable and refuses a trip across them', async ({
  page,
  request,
}) => {
  // a car of the demo data with a booking that starts at least three days from now
  const soonest = daysFromNow(3);
  const cars = (await (await request.get('/api/cars?pageSize=100')).json()) as Array<{ id: string }>;
  let found: { carId: string; startDate: string; endDate: string } | undefined;
  for (const car of cars) {
    const ranges = (await (await request.get(`/api/cars/${car.id}/booked-dates`)).json()) as Array<{
      startDate: string;
      endDate: string;
    }>;
    const range = ranges.find((booked) => booked.startDate >= soonest);
    if (range) {
      found = { carId: car.id, ...range };
      break;
    }
  }
  expect(found, 'the demo data has an upcoming booking').toBeDefined();
  const { carId, startDate, endDate } = found!;

  await page.goto(`/cars/${carId}?startDate=${shiftDays(startDate, -2)}&endDate=${shiftDays(startDate, -1)}`);
  const booked = await calendarDay(page, startDate);
  await expect(booked).toBeDisabled();
  await expect(booked).toHaveAccessibleName(/reservado, no disponible$/);

  await (await calendarDay(page, shiftDays(startDate, -1))).click();
  await (await calendarDay(page, shiftDays(endDate, 1))).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ese viaje cruza días reservados' })).toBeVisible();
  // the refused trip was not taken: the dates are still the ones the page opened with
  await expect(page.getByLabel('Fecha de inicio')).toHaveValue(shiftDays(startDate, -2));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calendar, far below the photos, arrives as the renter scrolls to it, and picks the trip', async ({
    page,
    request,
  }) => {
    const [car] = (await (await request.get('/api/cars?pageSize=1')).json()) as Array<{ id: string }>;
    const booked = (await (await request.get(`/api/cars/${car!.id}/booked-dates`)).json()) as Array<{
      startDate: string;
      endDate: string;
    }>;
    // a trip of three days that no booking of the demo data touches
    let from = 40;
    const clashes = (start: string, end: string) =>
      booked.some((range) => range.startDate <= end && start <= range.endDate);
    while (clashes(daysFromNow(from), daysFromNow(from + 3))) from += 7;
    const [start, end] = [daysFromNow(from), daysFromNow(from + 3)];
    await page.goto(`/cars/${car!.id}`);
    const card = page.getByLabel('Reservar este auto');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // not drawn (nor downloaded) while it is a screen and more below the window
    await expect(card.getByRole('grid')).toHaveCount(0);

    await card.getByText('Recogida y devolución').scrollIntoViewIfNeeded();
    await (await calendarDay(page, start)).click();
    await (await calendarDay(page, end)).click();
    await expect(card.getByLabel('Fecha de inicio')).toHaveValue(start);
    await expect(card.getByLabel('Fecha de fin')).toHaveValue(end);
  });
});
