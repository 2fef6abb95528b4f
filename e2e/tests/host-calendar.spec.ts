import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { VIEWPORTS, WCAG_22_AA } from './axe';
import { demoBookingBody, expect, losAngelesToday, signIn, sql, test } from './fixtures';

/** Day `day` of the month `months` after this one in Los Angeles, as YYYY-MM-DD. */
function dayOfMonthAhead(months: number, day: number): string {
  const [year = 0, month = 1] = losAngelesToday().split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1 + months, day));
  return date.toISOString().slice(0, 10);
}

const dayName = new Intl.DateTimeFormat('es-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** A calendar day's button, by the date a screen reader reads first. */
function calendarDay(page: Page, isoDate: string) {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return page.getByRole('button', { name: new RegExp(`^${dayName.format(new Date(y, m - 1, d))}`) });
}

test('a host blocks three days; a renter sees them struck through and cannot book them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // three days two months ahead, on a demo host's car with no trip then
  const [first, middle, last] = [10, 11, 12].map((day) => dayOfMonthAhead(2, day)) as [string, string, string];
  const afterLast = dayOfMonthAhead(2, 13);
  const [car] = await sql<{ id: string; name: string }>(
    `select c.id, c.make || ' ' || c.model as name from car c join "user" u on u.id = c.host_id
     where u.email = 'host@example.com' and c.is_available
       and not exists (select 1 from car_date_claim d where d.car_id = c.id
                       and d.start_date < $2::date and d.end_date > $1::date)
     order by c.id limit 1`,
    [first, afterLast],
  );
  expect(car, 'a demo car free on those days').toBeDefined();

  // the host opens the car's calendar on the Cars tab and blocks the three days with a note
  await signIn(page, 'host@example.com', undefined, '/host-dashboard');
  await page.getByRole('tab', { name: 'Mis Autos' }).click();
  await page.getByRole('button', { name: `Calendario de ${car!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Calendario de ${car!.name}` });
  await expect(dialog.getByRole('button', { name: 'Guardar calendario' })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const results = await new AxeBuilder({ page }).include('dialog[open]').withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `the calendar dialog at ${viewport.width} px`,
    ).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await dialog.getByRole('button', { name: 'Ir al mes siguiente' }).click();
  await dialog.getByRole('button', { name: 'Ir al mes siguiente' }).click();
  await calendarDay(page, first).click();
  await calendarDay(page, last).click();
  await dialog.getByLabel('Nota (opcional)').fill('Viaje familiar');
  await dialog.getByRole('button', { name: /^Bloquear / }).click();
  await expect(dialog.getByRole('list', { name: 'Días bloqueados' })).toContainText('Viaje familiar');
  await dialog.getByRole('button', { name: 'Guardar calendario' }).click();
  await expect(dialog).toBeHidden();
  const blocks = await sql('select start_date::text, end_date::text from car_block where car_id = $1', [car!.id]);
  expect(blocks).toContainEqual({ start_date: first, end_date: afterLast });

  // a renter sees the three days struck through and unavailable on the car page
  const context = await browser.newContext();
  const renter = await context.newPage();
  await signIn(renter, 'renter@example.com');
  await expect(renter.getByText(/^Hola, /)).toBeVisible();
  await renter.goto(`/cars/${car!.id}?startDate=${dayOfMonthAhead(2, 5)}&endDate=${dayOfMonthAhead(2, 6)}`);
  for (const day of [first, middle, last]) {
    const button = calendarDay(renter, day);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleName(/bloqueado por el anfitrión, no disponible$/);
    expect(await button.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
  }
  await expect(calendarDay(renter, afterLast)).toBeEnabled();

  // typed over the block, the trip is refused on the page …
  const card = renter.getByLabel('Reservar este auto');
  await card.getByLabel('Fecha de inicio').fill(dayOfMonthAhead(2, 9));
  await card.getByLabel('Fecha de fin').fill(dayOfMonthAhead(2, 14));
  await expect(card.getByRole('alert')).toContainText('El anfitrión bloqueó el auto');
  await card.getByRole('button', { name: 'Reservar Ahora' }).click();
  await expect(renter.getByTestId('toast')).toContainText('Fechas no disponibles');
  await expect(renter).toHaveURL(new RegExp(`/cars/${car!.id}`));

  // … and by the API
  const response = await renter.request.post('/api/bookings', {
    data: demoBookingBody({ carId: car!.id, startDate: dayOfMonthAhead(2, 9), endDate: dayOfMonthAhead(2, 14) }),
  });
  expect(response.status()).toBe(409);
  expect((await response.json()).message).toMatch(/blocked by the host/);
  await context.close();
});
