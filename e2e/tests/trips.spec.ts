/**
 * Issue 13, the renter after booking: favourites (a heart on a card → listed in the tab → removed), the trip page
 * (receipt, history, cancel) and My Bookings on a phone (the tab bar and the profile fit).
 */
import type { Page } from '@playwright/test';
import { expect, losAngelesToday, signUp, sql, test } from './fixtures';

/** Adds days to a YYYY-MM-DD day. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A paid trip of this renter on a seeded car, written as the API writes one (the booking and its two history
 * events), far enough ahead to be free and cancellable with the full policy. Booking through the form is
 * booking.spec's journey; this one starts after it.
 */
async function paidTrip(email: string, startInDays: number) {
  const start = plusDays(losAngelesToday(), startInDays);
  const [booking] = await sql<{ id: string; total_price: string; service_fee: string; make: string }>(
    `with car as (select id, host_id, price_per_day, make from car where is_available order by id limit 1),
          renter as (select id, first_name || ' ' || last_name as name from "user" where email = $1),
          booking as (
            insert into booking (car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address,
              phone, emergency_contact, emergency_phone, add_insurance, total_price, service_fee, insurance_fee,
              payment_intent_id, status, hold_expires_at, created_at)
            select car.id, renter.id, car.host_id, $2::date, $2::date + 3, 'D1234567', renter.name,
              '1 Main St, Los Angeles, CA', '+12135550100', 'Ed Renter', '+12135550101', false,
              car.price_per_day * 3 + round(car.price_per_day * 3 * 0.1, 2), round(car.price_per_day * 3 * 0.1, 2), 0,
              'pi_sim_e2e_trip', 'confirmed', now() - interval '50 minutes', now() - interval '1 hour'
            from car, renter
            returning id, renter_id, total_price, service_fee
          ),
          events as (
            insert into booking_event (booking_id, from_status, to_status, actor_id, actor_role, created_at)
            select id, null, 'pending', renter_id, 'renter', now() - interval '1 hour' from booking
            union all
            select id, 'pending', 'confirmed', renter_id, 'renter', now() - interval '55 minutes' from booking
          )
     select booking.id, booking.total_price, booking.service_fee, car.make from booking, car`,
    [email, start],
  );
  return booking!;
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

test('a renter saves a car with the heart, finds it under Favoritos and removes it there', async ({ page }) => {
  await signUp(page, 'Fabiola', 'Favs');
  await page.goto('/search');
  const card = page.getByTestId('car-card').first();
  const name = (await card.getAttribute('aria-label'))!;
  const heart = card.getByRole('button', { name: `Guardar ${name} en favoritos` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // the car page shows it saved too
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('button', { name: `Guardar ${name} en favoritos` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/dashboard');
  await openTab(page, 'Favoritos');
  const saved = page.getByRole('list', { name: 'Tus autos favoritos' });
  await expect(saved.getByRole('article')).toHaveCount(1);
  await expect(saved.getByRole('article', { name })).toBeVisible();

  // the card leaves the list at once, before the removal is sent: a reload before its answer could cancel it
  const removed = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/api/favourites/'),
  );
  await saved.getByRole('button', { name: `Guardar ${name} en favoritos` }).click();
  await expect(page.getByText('Aún no tienes autos favoritos.')).toBeVisible();
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await openTab(page, 'Favoritos');
  await expect(page.getByText('Aún no tienes autos favoritos.')).toBeVisible();
});

test('a signed-out heart leads to sign-in and back to the search', async ({ page }) => {
  await page.goto('/search?category=suv');
  await page
    .getByTestId('car-card')
    .first()
    .getByRole('button', { name: /en favoritos$/ })
    .click();
  await expect(page).toHaveURL(/\/api\/login\?returnTo=/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toMatch(/^\/search\?(.*&)?category=suv/);
});

test('the trip page shows the receipt, the pickup, the host and the history, and cancels the trip', async ({
  page,
}) => {
  const email = await signUp(page, 'Tomas', 'Trips');
  const trip = await paidTrip(email, 200);

  await page.goto('/dashboard');
  const item = page.getByTestId('booking-item').filter({ hasText: trip.make });
  await item.getByRole('link', { name: 'Ver viaje' }).click();
  await expect(page).toHaveURL(`/dashboard/trips/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(trip.make);

  const receipt = page.getByTestId('trip-receipt');
  const usd = (amount: string) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
  await expect(receipt).toContainText(`Total${usd(trip.total_price)}`);
  await expect(receipt).toContainText(`Tarifa de servicio (10%)${usd(trip.service_fee)}`);
  await expect(receipt).toContainText(`Pagado con tarjeta${usd(trip.total_price)}`);
  await expect(page.getByText(/10:00 a\. m\. \(hora de Los Ángeles\)/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ver el perfil de / })).toHaveAttribute('href', /^\/hosts\//);
  const history = page.getByTestId('trip-history');
  await expect(history.getByRole('listitem')).toHaveText([/^Reserva solicitada/, /^Pago recibido: reserva confirmada/]);

  await page.getByRole('button', { name: 'Cancelar viaje' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar esta reserva?' });
  const refund = usd(((Number(trip.total_price) * 100 - Number(trip.service_fee) * 100) / 100).toFixed(2));
  await expect(dialog.getByTestId('policy-message')).toHaveText(
    `Como cancelas más de 24 horas antes de la recogida, te reembolsaremos ${refund}; solo se cobra la tarifa de servicio de ${usd(trip.service_fee)}, que no es reembolsable.`,
  );
  await dialog.getByRole('button', { name: 'Confirmar cancelación' }).click();

  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(receipt).toContainText(`Reembolsado${refund}`);
  await expect(receipt).toContainText(`Cobrado finalmente${usd(trip.service_fee)}`);
  await expect(history.getByRole('listitem').last()).toHaveText(/^Cancelada por ti/);
  await expect(page.getByRole('button', { name: 'Cancelar viaje' })).toHaveCount(0);

  // My Bookings counts it no more and shows what was really charged
  await page.getByRole('link', { name: '← Mis Reservaciones' }).click();
  await expect(page.getByTestId('stat-total-trips')).toContainText('Viajes totales0');
  await expect(item).toContainText(`Cobrado: ${usd(trip.service_fee)}`);
});

test.describe('on a phone', () => {
  test("My Bookings' tabs and profile fit: no tab cut off, no value broken mid-word", async ({ page }) => {
    await signUp(page, 'Paula', 'Phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    for (const name of ['Mis Reservaciones', 'Favoritos', 'Perfil']) {
      const box = (await page.getByRole('tab', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    await openTab(page, 'Perfil');
    await expect(page.getByRole('tabpanel').locator('dd').last()).toBeVisible();
    // the values' words stay whole: no line starts inside a word (the email is one long word: it may break, but
    // stays inside the card)
    const email = page.getByRole('tabpanel').locator('dd').first();
    expect(await email.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const value of await page.getByRole('tabpanel').locator('dd').all()) {
      if ((await value.textContent())?.includes('@')) continue;
      const brokenWords = await value.evaluate((element) => {
        const text = element.textContent ?? '';
        const range = document.createRange();
        const lineStarts: number[] = [];
        let lastTop = Number.NaN;
        for (let i = 0; i < text.length; i++) {
          range.setStart(element.firstChild!, i);
          range.setEnd(element.firstChild!, i + 1);
          const top = range.getBoundingClientRect().top;
          if (top !== lastTop) lineStarts.push(i);
          lastTop = top;
        }
        return lineStarts.filter((i) => i > 0 && /\w/.test(text[i - 1]!) && /\w/.test(text[i]!)).length;
      });
      expect(brokenWords, (await value.textContent()) ?? '').toBe(0);
    }
  });
});
