/**
 * Issue 23, check-in and check-out: the renter records the car at pickup (4 photos, odometer, fuel) on the trip page,
 * records the return with the connection gone (kept in the browser, 'Pendiente de enviar') and it is sent once when
 * the connection returns; the host sees both records and the miles driven.
 */
import type { Page } from '@playwright/test';
import { expectNoViolations, settle, VIEWPORTS } from './axe';
import { expect, fixtureFile, losAngelesToday, signIn, signUp, sql, test } from './fixtures';

const SIDES = ['Frente', 'Parte trasera', 'Lado izquierdo', 'Lado derecho'];
const PHOTOS = ['car-front.jpg', 'car-side.jpg', 'car-front.jpg', 'car-side.jpg'];

/**
 * A confirmed trip of this renter picked up today (recording is open), on a seeded car free for those days, written
 * as the API writes one. Returns the booking and its host's email.
 */
async function tripPickedUpToday(email: string) {
  const [trip] = await sql<{ id: string; host_email: string }>(
    `with car as (
            select c.id, c.host_id, c.price_per_day from car c
            where c.is_available and not exists (
              select 1 from booking b where b.car_id = c.id and b.status <> 'cancelled'
                and daterange(b.start_date, b.end_date) && daterange($2::date, $2::date + 3))
            order by c.id limit 1),
          renter as (select id, first_name || ' ' || last_name as name from "user" where email = $1),
          booking as (
            insert into booking (car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address,
              phone, emergency_contact, emergency_phone, add_insurance, total_price, service_fee, insurance_fee,
              payment_intent_id, status, created_at, hold_expires_at)
            select car.id, renter.id, car.host_id, $2::date, $2::date + 3, 'D1234567', renter.name,
              '1 Main St, Los Angeles, CA', '+12135550100', 'Ed Renter', '+12135550101', false,
              car.price_per_day * 3 + round(car.price_per_day * 3 * 0.1, 2), round(car.price_per_day * 3 * 0.1, 2), 0,
              'pi_sim_e2e_check_in', 'confirmed', now() - interval '1 day', now() - interval '1 day' + interval '15 minutes'
            from car, renter
            returning id, renter_id, host_id
          ),
          events as (
            insert into booking_event (booking_id, from_status, to_status, actor_id, actor_role, created_at)
            select id, null, 'pending', renter_id, 'renter', now() - interval '1 day' from booking
            union all
            select id, 'pending', 'confirmed', renter_id, 'renter', now() - interval '1 day' from booking
          )
     select booking.id, host.email as host_email from booking join "user" host on host.id = booking.host_id`,
    [email, losAngelesToday()],
  );
  return trip!;
}

/** The guided capture, up to the readings: the four sides from files, no extra photo. */
async function takeSides(page: Page, kind: 'recogida' | 'devolución') {
  await page.getByRole('button', { name: `Registrar ${kind}` }).click();
  for (const [index, side] of SIDES.entries()) {
    await page.getByLabel(new RegExp(`Tomar foto: ${side}`)).setInputFiles(fixtureFile(PHOTOS[index]!));
    await expect(page.getByRole('img', { name: `Foto: ${side}` })).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

async function readings(page: Page, miles: string, fuel: string) {
  await page.getByLabel('Odómetro (millas)').fill(miles);
  await page.getByLabel('Combustible o carga').selectOption(fuel);
}

test('the renter records pickup and, offline, the return; it is sent once; the host sees both', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, 'Carla', 'Checkin');
  const trip = await tripPickedUpToday(email);
  await page.goto(`/dashboard/trips/${trip.id}`);
  await expect(page.getByRole('heading', { name: 'Registro del auto' })).toBeVisible();

  await takeSides(page, 'recogida');
  await readings(page, '12345', 'Lleno');
  await page.getByRole('button', { name: 'Enviar registro' }).click();
  await expect(page.getByText('Registro enviado.')).toBeVisible();
  const pickup = page.getByTestId('trip-record-pickup-renter');
  await expect(pickup).toContainText('12,345 mi');
  await expect(pickup.getByRole('img')).toHaveCount(4);

  // the return, in a garage without signal: kept in the browser, sent when the connection returns
  await takeSides(page, 'devolución');
  await readings(page, '12500', '5/8');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Enviar registro' }).click();
  await expect(page.getByTestId('trip-record-pending')).toContainText('Pendiente de enviar: Devolución');
  await context.setOffline(false);
  await expect(page.getByTestId('trip-record-pending')).toHaveCount(0);
  await expect(page.getByTestId('trip-record-return-renter')).toContainText('12,500 mi');
  await expect(page.getByTestId('trip-record-difference-renter')).toContainText('155 mi recorridas');
  await page.reload();
  await expect(page.getByTestId('trip-record-return-renter')).toContainText('12,500 mi');
  const stored = await sql<{ kind: string; photos: number }>(
    `select kind, jsonb_array_length(photos) as photos from trip_record where booking_id = $1 order by kind`,
    [trip.id],
  );
  expect(stored).toEqual([
    { kind: 'pickup', photos: 4 },
    { kind: 'return', photos: 4 },
  ]);

  // the host sees the renter's records, photos included
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await signIn(host, trip.host_email, undefined, `/dashboard/trips/${trip.id}`);
  await expect(host.getByRole('heading', { name: 'Registro del auto' })).toBeVisible();
  await expect(host.getByTestId('trip-record-pickup-renter')).toContainText('12,345 mi');
  await expect(host.getByTestId('trip-record-return-renter').getByRole('img')).toHaveCount(4);
  const firstPhoto = await host.getByTestId('trip-record-pickup-renter').getByRole('img').first().getAttribute('src');
  expect((await host.request.get(firstPhoto!)).status()).toBe(200);
  await hostContext.close();
});

test('the record of the car and its guided capture have no axe violation at 1280 and 390 px', async ({ page }) => {
  const email = await signUp(page, 'Axel', 'Checkin');
  const trip = await tripPickedUpToday(email);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/dashboard/trips/${trip.id}`);
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Registro del auto' })).toBeVisible();
    await expectNoViolations(page, `trip record, ${viewport.name}`);
    await page.getByRole('button', { name: 'Registrar recogida' }).click();
    await page.getByLabel(/Tomar foto: Frente/).setInputFiles(fixtureFile('car-front.jpg'));
    await expect(page.getByRole('img', { name: 'Foto: Frente' })).toBeVisible();
    await expectNoViolations(page, `guided capture, ${viewport.name}`);
    if (viewport.width < 400) {
      // one hand: the next step is a large button within the bottom of the screen
      const next = await page.getByRole('button', { name: 'Siguiente' }).boundingBox();
      expect(next!.height).toBeGreaterThanOrEqual(48);
      expect(next!.y + next!.height).toBeLessThanOrEqual(viewport.height);
    }
  }
});
