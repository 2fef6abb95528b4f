/**
 * Issue 23, reviews both ways: a renter reviews a completed trip on the trip page and sees it wait for the host
 * (double-blind); the host reviews the renter on the same page, and both reviews show to both at once; the car page
 * then shows the new rating, the review and, for the host, 'Responder'; the host's Reservas row shows the renter's
 * rating, and the car's card its new rating. The new screens meet WCAG 2.2 AA at 1280 and 390 px. Its own people (signed up through the form), car and trip (written as the API writes them), so the demo
 * data's timeline does not matter.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoViolations, settle, VIEWPORTS } from './axe';
import { expect, losAngelesToday, signUp, sql, test } from './fixtures';

/** Adds days to a YYYY-MM-DD day. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A new browser context signed up as a new person. */
async function person(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await signUp(page, firstName, lastName);
  return { page, email };
}

/**
 * Makes `hostEmail` a host with a car of their own (a seeded car's listing copied, without its rating), and a trip of
 * `renterEmail` on it that ended last week and was completed by the host two days ago, with its history as the API
 * writes it (the review window counts from the `completed` event).
 */
async function completedTrip(hostEmail: string, renterEmail: string) {
  const end = plusDays(losAngelesToday(), -4);
  const [trip] = await sql<{ bookingId: string; carId: string }>(
    `with host as (update "user" set is_host = true where email = $1 returning id),
          renter as (select id, first_name || ' ' || last_name as name from "user" where email = $2),
          car as (
            insert into car
            select (jsonb_populate_record(null::car, to_jsonb(c) || jsonb_build_object(
              'id', gen_random_uuid(), 'host_id', host.id, 'rating', 0, 'review_count', 0, 'trip_count', 0,
              'is_available', true, 'created_at', now(), 'updated_at', now()))).*
            from (select * from car order by id limit 1) c, host
            returning id, host_id, price_per_day
          ),
          booking as (
            insert into booking (car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address,
              phone, emergency_contact, emergency_phone, add_insurance, total_price, service_fee, insurance_fee,
              payment_intent_id, status, hold_expires_at, created_at)
            select car.id, renter.id, car.host_id, $3::date - 3, $3::date, 'D1234567', renter.name,
              '1 Main St, Los Angeles, CA', '+12135550100', 'Ed Renter', '+12135550101', false,
              car.price_per_day * 3 + round(car.price_per_day * 3 * 0.1, 2), round(car.price_per_day * 3 * 0.1, 2), 0,
              'pi_sim_e2e_reviews', 'completed', now() - interval '10 days', now() - interval '10 days'
            from car, renter
            returning id, car_id, renter_id, host_id
          ),
          events as (
            insert into booking_event (booking_id, from_status, to_status, actor_id, actor_role, created_at)
            select id, null, 'pending', renter_id, 'renter', now() - interval '10 days' from booking
            union all
            select id, 'pending', 'confirmed', renter_id, 'renter', now() - interval '10 days' + interval '5 minutes'
              from booking
            union all
            select id, 'confirmed', 'completed', host_id, 'host', now() - interval '2 days' from booking
          )
     select booking.id as "bookingId", booking.car_id as "carId" from booking`,
    [hostEmail, renterEmail, end],
  );
  expect(trip, 'the trip was written').toBeDefined();
  return trip!;
}

/** axe (WCAG 2.2 AA) on the page as it stands, at the phone's and the desktop's size (the desktop's left last). */
async function accessibleAtBothSizes(page: Page, what: string) {
  for (const viewport of [...VIEWPORTS].reverse()) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await settle(page);
    await expectNoViolations(page, `${what} at ${viewport.width}px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${what} at ${viewport.width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Reseñas' });

/** Writes a review on the trip page: the stars (a radio group), a comment, 'Publicar reseña'. */
async function writeReview(page: Page, stars: string, comment: string) {
  const form = page.getByRole('form', { name: 'Escribir tu reseña' });
  // the stars are the radios' labels (the radios themselves are visually hidden), clicked as a person does
  await form.locator('label', { hasText: stars }).click();
  await expect(form.getByRole('radio', { name: stars })).toBeChecked();
  await form.getByRole('textbox', { name: 'Comentario (opcional)' }).fill(comment);
  await form.getByRole('button', { name: 'Publicar reseña' }).click();
  await expect(form).toBeHidden();
}

test('both sides review a completed trip, published together, and the car page follows', async ({ browser }) => {
  test.setTimeout(120_000);
  const renter = await person(browser, 'Renata', 'Reseñas');
  const host = await person(browser, 'Héctor', 'Anfitrión');
  const { bookingId, carId } = await completedTrip(host.email, renter.email);

  // a car nobody reviewed yet
  await renter.page.goto(`/cars/${carId}`);
  await expect(renter.page.getByTestId('car-detail-rating')).toHaveText('Nuevo · sin reseñas todavía');

  // ── The renter reviews: theirs waits for the host ──
  await renter.page.goto(`/dashboard/trips/${bookingId}`);
  await expect(renter.page.getByRole('form', { name: 'Escribir tu reseña' })).toBeVisible();
  await accessibleAtBothSizes(renter.page, 'the trip page with the review form');
  await writeReview(renter.page, '4 estrellas', 'Auto limpio y puntual.');
  const renterSection = reviewsOf(renter.page);
  await expect(renterSection.getByRole('heading', { name: 'Tu reseña' })).toBeVisible();
  await expect(renterSection.getByText(/Se publicará cuando la otra parte escriba la suya o el/)).toBeVisible();

  // ── The host does not see it yet, and reviews the renter on the same page ──
  await host.page.goto(`/dashboard/trips/${bookingId}`);
  const hostSection = reviewsOf(host.page);
  await expect(hostSection.getByRole('group', { name: '¿Cómo calificas al viajero?' })).toBeVisible();
  await expect(hostSection.getByText('Auto limpio y puntual.')).toHaveCount(0);
  await writeReview(host.page, '5 estrellas', 'Viajera cuidadosa.');

  // ── Both published at once: each side sees both ──
  await expect(hostSection.getByRole('heading', { name: 'Reseña del viajero' })).toBeVisible();
  await expect(hostSection.getByText('Auto limpio y puntual.')).toBeVisible();
  await expect(hostSection.getByText(/Se publicará/)).toHaveCount(0);
  await renter.page.reload();
  await expect(renterSection.getByRole('heading', { name: 'Reseña del anfitrión' })).toBeVisible();
  await expect(renterSection.getByText('Viajera cuidadosa.')).toBeVisible();
  await accessibleAtBothSizes(renter.page, 'the trip page with both reviews');

  // ── The car page: its rating and count moved, and the review is listed ──
  await renter.page.goto(`/cars/${carId}`);
  await expect(renter.page.getByTestId('car-detail-rating')).toHaveText('★ Calificación 4.0 de 5 · 1 reseña');
  const review = renter.page.getByRole('article', { name: 'Reseña de Renata Reseñas' });
  await expect(review).toContainText('Auto limpio y puntual.');
  await expect(review.getByRole('button', { name: 'Responder' })).toHaveCount(0);

  // ── The host answers it there ──
  await host.page.goto(`/cars/${carId}`);
  const hostsView = host.page.getByRole('article', { name: 'Reseña de Renata Reseñas' });
  await hostsView.getByRole('button', { name: 'Responder' }).click();
  await expect(hostsView.getByRole('textbox', { name: 'Tu respuesta' })).toBeVisible();
  await accessibleAtBothSizes(host.page, 'the car page with the answer form');
  await hostsView.getByRole('textbox', { name: 'Tu respuesta' }).fill('¡Gracias, Renata!');
  await hostsView.getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(hostsView.getByRole('heading', { name: 'Respuesta del anfitrión' })).toBeVisible();
  await expect(hostsView.getByRole('button', { name: 'Responder' })).toHaveCount(0);

  // ── The host's Reservas row shows the renter's new rating ──
  await host.page.goto('/host-dashboard');
  await host.page.getByRole('tab', { name: 'Reservas' }).click();
  const row = host.page.getByRole('listitem', { name: 'Reserva de Renata Reseñas' });
  await expect(row.getByTestId('renter-rating')).toContainText('★ 5.0 (1)');
  await expect(row.getByRole('link', { name: 'Reseñar al viajero' })).toHaveAttribute(
    'href',
    `/dashboard/trips/${bookingId}`,
  );

  // ── The car's card (the host's only car, under Mis Autos) shows its new rating ──
  await host.page.getByRole('tab', { name: 'Mis Autos' }).click();
  await expect(host.page.getByTestId('car-rating')).toHaveText(/★ 4\.0 \(1\)/);
});
