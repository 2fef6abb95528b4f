import type { Browser, Page } from '@playwright/test';
import {
  daysFromNow,
  expect,
  fillBookingForm,
  fixtureFile,
  losAngelesHour,
  losAngelesToday,
  payWith,
  signUp,
  sql,
  test,
  uniqueEmail,
} from './fixtures';

const CAR_PHOTOS = ['car-front.jpg', 'car-side.jpg'].map(fixtureFile);

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The hour of a trip's return on its end date, Los Angeles time (contracts' PICKUP_HOUR). */
const RETURN_HOUR = 10;

/**
 * Moves a booking's trip into the past in the database so that it has been returned (a host completes a trip from
 * its return time on) but is not yet due for the platform's completion, 24 hours after the return (a run of that
 * job between this move and the host's click would take the button away): it ends today once today's return
 * time has passed, yesterday before. The clock moves in the test, the code runs with the real one. Returns the
 * new end date.
 */
async function moveTripToReturned(bookingId: string): Promise<string> {
  const endDate = shiftDays(losAngelesToday(), losAngelesHour() >= RETURN_HOUR ? 0 : -1);
  const moved = await sql('update booking set start_date = $2, end_date = $3 where id = $1 returning id', [
    bookingId,
    shiftDays(endDate, -3),
    endDate,
  ]);
  expect(moved).toHaveLength(1);
  return endDate;
}

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

async function dashboardFigures(page: Page) {
  await page.getByRole('tab', { name: 'Resumen' }).click();
  const completedTrips = Number(await page.getByTestId('metric-completed-trips').textContent());
  const thisMonth = money(await page.getByTestId('metric-earnings-month').textContent());
  await page.getByRole('tab', { name: 'Ganancias' }).click();
  const total = money(await page.getByTestId('earnings-total').textContent());
  const upcoming = money(await page.getByTestId('earnings-upcoming').textContent());
  return { completedTrips, thisMonth, total, upcoming };
}

async function renterBooksAndPays(browser: Browser, carId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, 'Tomás', 'Rivera', uniqueEmail('tomas'));
  await page.goto(`/cars/${carId}`);
  const booking = page.getByLabel('Reservar este auto');
  await booking.getByLabel('Fecha de inicio').fill(daysFromNow(200));
  await booking.getByLabel('Fecha de fin').fill(daysFromNow(203));
  await booking.getByRole('button', { name: 'Reservar Ahora' }).click();
  await fillBookingForm(page, {
    driverLicense: 'D1112223',
    address: '77 Sunset Blvd, Los Angeles, CA',
    phone: '+1 (323) 555-0142',
    emergencyContact: 'Elena Rivera',
    emergencyPhone: '(323) 555-0143',
  });
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/bookings'));
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const { id: bookingId, totalPrice, serviceFee, insuranceFee } = await (await created).json();
  await payWith(page, '4242 4242 4242 4242', 'Tomás Rivera');
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
  return { bookingId: bookingId as string, totalPrice, serviceFee, insuranceFee };
}

test('a new host lists a car with two uploaded photos, a renter books it, the host completes the trip, then edits its photos and pauses it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const city = `Topanga ${Date.now().toString(36)}`;

  // ── List the car ──
  await signUp(page, 'Rosa', 'Delgado');
  await page.goto('/list-car');
  await expect(page.getByRole('heading', { name: 'List Your Car' })).toBeVisible();
  await page.getByLabel('Make', { exact: true }).fill('Subaru');
  await page.getByLabel('Model', { exact: true }).fill('Outback');
  await page.getByLabel('Year', { exact: true }).fill('2021');
  await page.getByLabel('Category', { exact: true }).selectOption('suv');
  await page.getByLabel('Seats', { exact: true }).selectOption('5');
  await page.getByLabel('Transmission', { exact: true }).selectOption('automatic');
  await page.getByLabel('Fuel Type', { exact: true }).selectOption('gasoline');
  await page.getByLabel('Price per Day (USD)').fill('80.00');
  // the address's ZIP code places the car for place searches (Topanga's)
  await page.getByLabel('Street Address').fill('1 Canyon Rd, 90290');
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByLabel('State', { exact: true }).fill('CA');
  await page.getByLabel('Description (optional)').fill('Roof rack and all-wheel drive for the canyons.');
  await page.getByLabel('Bluetooth').check();

  await page.getByRole('button', { name: 'Upload Photos' }).click();
  const uploader = page.getByRole('dialog', { name: 'Upload Photos' });
  await uploader.locator('input[type=file]').first().setInputFiles(CAR_PHOTOS);
  await expect(uploader.getByTestId('upload-file')).toHaveCount(2);
  await expect(uploader.getByTestId('upload-file').first()).toHaveAttribute('data-state', 'waiting');
  const posts = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/car-uploads') && r.ok(),
  );
  await uploader.getByRole('button', { name: /Upload 2 files/ }).click();
  await posts;
  await expect(uploader).toBeHidden();
  await expect(page.getByText('2 photo(s) uploaded successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Car photos' }).getByRole('img')).toHaveCount(2);

  await page.getByRole('button', { name: 'Continue to Banking Information' }).click();
  await page.getByLabel('Bank Name').fill('Chase');
  await page.getByLabel('Account Holder Name').fill('Rosa Delgado');
  await page.getByLabel('Routing Number').fill('021000021');
  await page.getByLabel('Account Number').fill('000123456789');
  const listed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/cars'));
  await page.getByRole('button', { name: 'Complete Listing' }).click();
  const car = await (await listed).json();
  expect(car.images).toHaveLength(2);
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // ── Renters find it by its city, with its photos ──
  await page.goto('/search-results?location=90290');
  const cardOf = (id: string) =>
    page
      .getByRole('region', { name: 'Resultados' })
      .getByRole('article')
      .filter({ has: page.locator(`a[href^="/cars/${id}"]`) });
  const card = cardOf(car.id);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(city);
  const cover = card.getByRole('img', { name: 'Subaru Outback 2021' });
  await expect(cover).toHaveAttribute('src', car.images[0]);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await card.getByRole('link').click();
  await expect(page.getByTestId('photo-counter')).toHaveText('1 de 2 fotos');

  // ── A renter books and pays ──
  const trip = await renterBooksAndPays(browser, car.id);

  // ── The host sees the booking, completes it after its end, and the figures move ──
  await page.goto('/host-dashboard');
  await expect(page.getByRole('heading', { name: 'Panel del Anfitrión' })).toBeVisible();
  await expect(page.getByTestId('available-cars')).toHaveText('1 auto disponible');
  const before = await dashboardFigures(page);
  await page.getByRole('tab', { name: 'Reservas' }).click();
  const row = page.getByRole('listitem', { name: 'Reserva de Tomás Rivera' });
  await expect(row.getByText('Confirmado')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+13235550142');
  await expect(row.getByRole('button', { name: 'Marcar como completado' })).toHaveCount(0);

  const endDate = await moveTripToReturned(trip.bookingId);
  await page.reload();
  await page.getByRole('tab', { name: 'Reservas' }).click();
  await row.getByRole('button', { name: 'Marcar como completado' }).click();
  await expect(row.getByText('Completado', { exact: true })).toBeVisible();

  // The host's payout: the base price (total − service fee − insurance) less the 15% commission.
  const base = money(trip.totalPrice) - money(trip.serviceFee) - money(trip.insuranceFee);
  const payout = base - Math.round(base * 0.15);
  expect(base).toBe(3 * 8000);
  await expect.poll(async () => (await dashboardFigures(page)).completedTrips).toBe(before.completedTrips + 1);
  const after = await dashboardFigures(page);
  // earned in the month the trip ended: yesterday's is last month's on the 1st
  const endedThisMonth = endDate.slice(0, 7) === losAngelesToday().slice(0, 7);
  expect(after.thisMonth - before.thisMonth).toBe(endedThisMonth ? payout : 0);
  expect(after.total - before.total).toBe(payout);
  expect(before.upcoming - after.upcoming).toBe(payout);

  // ── Editar: a third photo, moved first, becomes the card photo ──
  await page.getByRole('tab', { name: 'Mis Autos' }).click();
  const myCar = page.getByRole('article', { name: 'Subaru Outback 2021' });
  await myCar.getByRole('button', { name: 'Editar' }).click();
  const editor = page.getByRole('dialog', { name: 'Editar Subaru Outback' });
  await expect(editor.getByLabel('City', { exact: true })).toHaveValue(city);
  await editor.getByRole('button', { name: 'Upload Photos' }).click();
  const moreUploads = page.getByRole('dialog', { name: 'Upload Photos' });
  await moreUploads.locator('input[type=file]').first().setInputFiles(CAR_PHOTOS[1]!);
  await moreUploads.getByRole('button', { name: /Upload 1 file/ }).click();
  await expect(moreUploads).toBeHidden();
  const editorPhotos = editor.getByRole('list', { name: 'Car photos' });
  await expect(editorPhotos.getByRole('img')).toHaveCount(3);
  await editorPhotos.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await editorPhotos.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/cars/${car.id}`),
  );
  await editor.getByRole('button', { name: 'Guardar cambios' }).click();
  const edited = await (await saved).json();
  expect(edited.images).toHaveLength(3);
  expect(edited.images.slice(1)).toEqual(car.images);
  await expect(editor).toBeHidden();
  await expect(myCar.getByRole('img', { name: 'Subaru Outback 2021' })).toHaveAttribute('src', edited.images[0]);

  // ── Pausar takes it out of search at once; Activar brings it back ──
  await myCar.getByRole('button', { name: 'Pausar' }).click();
  await expect(myCar.getByText('No disponible')).toBeVisible();
  await page.goto('/search-results?location=90290');
  await expect(page.getByRole('status').filter({ hasText: /autos? disponibles?$/ })).toBeVisible();
  await expect(cardOf(car.id)).toHaveCount(0);
  await page.goto('/host-dashboard');
  await page.getByRole('tab', { name: 'Mis Autos' }).click();
  await myCar.getByRole('button', { name: 'Activar' }).click();
  await expect(myCar.getByText('Disponible', { exact: true })).toBeVisible();
  await page.goto('/search-results?location=90290');
  await expect(cardOf(car.id)).toHaveCount(1);
});
