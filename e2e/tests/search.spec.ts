import type { Page } from '@playwright/test';
import { daysFromNow, expect, signIn, test } from './fixtures';

const resultsCount = (page: Page) => page.getByText(/^\d[\d,]* autos? disponibles?$/);

async function countOf(page: Page) {
  return Number(((await resultsCount(page).textContent()) ?? '').replace(/\D/g, ''));
}

test.describe('finding a car', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'renter@example.com');
  });

  test('the home search form leads to results for that place and those dates', async ({ page }) => {
    const start = daysFromNow(200);
    const end = daysFromNow(203);
    const hero = page.locator('form').filter({ has: page.getByLabel('Location') });
    await hero.getByLabel('Location').fill('Santa Monica');
    await hero.getByLabel('Start Date').fill(start);
    await hero.getByLabel('End Date').fill(end);
    await hero.getByRole('button', { name: /search/i }).click();

    await expect(page).toHaveURL(
      new RegExp(`/search-results\\?location=Santa\\+Monica&startDate=${start}&endDate=${end}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Autos en Santa Monica' })).toBeVisible();
    expect(await countOf(page)).toBeGreaterThan(0);
    await expect(page.getByLabel('Ubicación')).toHaveValue('Santa Monica');
  });

  test('a category tile opens the search with that category chosen', async ({ page }) => {
    await page
      .getByRole('link', { name: /Economy/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/search\?category=economy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados de Búsqueda' })).toBeVisible();
    await expect(page.getByLabel('Categoría')).toHaveValue('economy');
    expect(await countOf(page)).toBeGreaterThan(0);
  });

  test('filters narrow the results, an impossible search says so, and Limpiar starts over', async ({ page }) => {
    await page.goto('/search');
    const all = await countOf(page);
    expect(all).toBeGreaterThan(8);

    await page.getByLabel('Precio máximo').fill('50');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/maxPrice=50/);
    await expect.poll(() => countOf(page)).toBeLessThan(all);

    await page.getByLabel('Ubicación').fill('Atlantis');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('No se encontraron autos')).toBeVisible();

    await page.getByRole('button', { name: 'Limpiar', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByLabel('Ubicación')).toHaveValue('');
    await expect.poll(() => countOf(page)).toBe(all);
  });

  test('a car page shows the gallery viewer, refuses reversed dates and books with the dates in the URL', async ({
    page,
  }) => {
    await page.goto('/search');
    const firstCard = page.getByRole('region', { name: 'Resultados' }).getByRole('link').first();
    await firstCard.click();
    await expect(page).toHaveURL(/\/cars\/[0-9a-f-]{36}$/);
    const carUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\d{4}$/);
    await expect(page.getByText(/^1 de \d+ fotos$/).first()).toBeVisible();

    await page.getByRole('button', { name: /en pantalla completa/ }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText(/^1 de \d+ fotos$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(/^2 de \d+ fotos$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    const booking = page.getByRole('complementary', { name: 'Reserva' }).or(page.getByLabel('Reservar este auto'));
    const start = daysFromNow(210);
    await booking.getByLabel('Fecha de inicio').fill(start);
    await booking.getByLabel('Fecha de fin').fill(daysFromNow(205));
    await booking.getByRole('button', { name: 'Reservar Ahora' }).click();
    await expect(page.getByText('Fechas Inválidas')).toBeVisible();
    await expect(page.getByText('La fecha de fin debe ser después de la fecha de inicio.')).toBeVisible();
    // still on the car page (the dates picked so far are in its address)
    expect(page.url().split('?')[0]).toBe(carUrl);

    const end = daysFromNow(213);
    await booking.getByLabel('Fecha de fin').fill(end);
    await expect(booking.getByText('No se cobrará hasta confirmar')).toBeVisible();
    await booking.getByRole('button', { name: 'Reservar Ahora' }).click();
    const carId = carUrl.split('/').pop();
    await expect(page).toHaveURL(new RegExp(`/booking/${carId}\\?startDate=${start}&endDate=${end}`));
  });
});

test.describe('car addresses', () => {
  // The missing car's 404 is the answer under test.
  test.use({ allowedConsole: /status of 404/ });

  test('the same car page answers at /car-details/{id}, and a missing car says so', async ({ page }) => {
    await page.goto('/search');
    const href = await page.getByRole('region', { name: 'Resultados' }).getByRole('link').first().getAttribute('href');
    await page.goto(href?.replace('/cars/', '/car-details/') ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\d{4}$/);
    await page.goto('/cars/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Auto no encontrado')).toBeVisible();
    await expect(page.getByText('El auto que buscas no existe o ha sido removido.')).toBeVisible();
  });
});
