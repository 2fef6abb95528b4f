import type { Browser, Page } from '@playwright/test';
import { expectNoViolations, settle, VIEWPORTS } from './axe';
import { daysFromNow, demoBookingBody, expect, STATIC_PAGES, signIn, sql, test } from './fixtures';

type Language = 'en' | 'es';

/**
 * Words only one of the two languages uses, common in the site's screens: a text node whose language (its nearest
 * `lang`, else `<html lang>`) is one language but whose words are the other's is a leftover. User-written text
 * (descriptions, reviews, messages, names) is marked translate="no" and left out: nobody translates it.
 */
const MARKERS: Record<Language, string[]> = {
  en: `the and your you with for of to is are this from by on at an cars car book booking bookings sign search
    price date trip trips host hosts my our we it be not all per day days more or loading messages message filters
    reviews review back home details pay payment cancel close save remove next previous available upload
    photos photo dashboard earnings listing list rent renter account password email help contact terms policy
    privacy insurance safety guidelines how works find become panel admin users user approve decline status
    pending confirmed completed cancelled start end pickup return`.split(/\s+/),
  es: `el la los las del de y en tu tus con para por es un una que al autos auto días día reservación reservaciones
    reserva buscar anfitrión anfitriones precio fecha sin más iniciar sesión viaje viajes mis su sus este esta
    cargando mensajes mensaje filtros reseñas reseña volver inicio detalles pagar pago cancelar cerrar guardar
    eliminar siguiente anterior disponible subir fotos foto panel ganancias publicar rentar cuenta contraseña correo
    ayuda contacto términos política privacidad seguro seguridad normas cómo funciona encuentra usuarios usuario
    aprobar rechazar estado pendiente confirmada completada cancelada inicio fin recogida devolución`.split(/\s+/),
};

interface Mismatch {
  lang: string;
  text: string;
}

/** Every visible text and spoken attribute of the page whose words are the other language's. */
async function languageMismatches(page: Page): Promise<Mismatch[]> {
  return page.evaluate((markers) => {
    // proper names ('LA', 'Los', 'Auto'), email and web addresses read as either language's words: not counted
    const words = (text: string) =>
      text
        .replace(/\bLA Drive\b|\bAndroid Auto\b|\bLos [ÁA]ngeles\b|\S+@\S+|https?:\/\/\S+/g, '')
        .toLowerCase()
        .match(/\p{L}+/gu) ?? [];
    const count = (text: string, lang: 'en' | 'es') =>
      words(text).filter((word) => markers[lang].includes(word)).length;
    const other = { en: 'es', es: 'en' } as const;
    const found: { lang: string; text: string }[] = [];
    const check = (element: Element, text: string) => {
      if (element.closest('[translate="no"], [aria-hidden="true"], script, style, noscript')) return;
      const lang = (element.closest('[lang]')?.getAttribute('lang') ?? '').slice(0, 2);
      if (lang !== 'en' && lang !== 'es') return;
      const own = count(text, lang);
      const theirs = count(text, other[lang]);
      if (theirs > 0 && theirs > own * 2) found.push({ lang, text: text.trim().slice(0, 120) });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && node.textContent?.trim() && parent.checkVisibility()) check(parent, node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const text = element.getAttribute(name);
        if (text?.trim()) check(element, text);
      }
    }
    return found;
  }, MARKERS);
}

async function expectSpeaks(page: Page, lang: Language, path: string) {
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  expect({ path, lang, mismatches: await languageMismatches(page) }).toEqual({ path, lang, mismatches: [] });
}

/**
 * Chooses a language in the header's menu and waits until the choice is kept: in the cookie, and on the account
 * when signed in (`onAccount`). A page left before then (`goto`) would lose it.
 */
async function chooseLanguage(page: Page, name: 'English' | 'Español', { onAccount = false } = {}) {
  const lang = name === 'English' ? 'en' : 'es';
  const saved =
    onAccount &&
    page.waitForResponse(
      (response) => response.url().endsWith('/api/account/language') && response.request().method() === 'PUT',
    );
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Language|Idioma):/ })
    .click();
  await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value)
    .toBe(lang);
  if (saved) expect((await saved).status()).toBe(204);
}

/** A fresh pending booking of the demo renter's, for its payment page. */
async function pendingPaymentPath(page: Page) {
  const [car] = await sql<{ id: string; make: string; model: string }>(
    `select id, make, model from car where is_available and instant_book order by id limit 1 offset 2`,
  );
  const response = await page.request.post('/api/bookings', {
    data: demoBookingBody({ carId: car!.id, startDate: daysFromNow(320), endDate: daysFromNow(323) }),
  });
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as { id: string; totalAmount: string };
  return `/payment?bookingId=${booking.id}&amount=${booking.totalAmount}&car=${encodeURIComponent(`${car!.make} ${car!.model}`)}`;
}

async function demoCar() {
  const [car] = await sql<{ id: string }>(`select id from car where is_available order by id limit 1`);
  return car!.id;
}

// The demo accounts chose a language here: the other specs expect them as seeded, with none.
test.afterEach(async () => {
  await sql(`update "user" set language = null where email in ('admin@example.com', 'renter@example.com')`);
});

test.describe('languages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // the bad price range's 400 is the server's answer the page shows
  test.describe(() => {
    test.use({ allowedConsole: /status of 400/ });
    test("shows the spec's texts until a visitor chooses, then turns /search Spanish without a reload", async ({
      page,
    }) => {
      await page.goto('/search');
      await expect(page.getByRole('link', { name: 'Help Center' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      // a marker that a reload would lose
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      await chooseLanguage(page, 'Español');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Centro de ayuda' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Buscar autos' })).toBeVisible();
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

      // a server validation message, in the toast the page shows, and the filters' own date format
      await page.goto('/search?minPrice=200&maxPrice=100');
      await expect(
        page
          .getByRole('status')
          .or(page.getByRole('alert'))
          .filter({ hasText: /precio/i })
          .first(),
      ).toBeVisible();
      await expectSpeaks(page, 'es', '/search (bad price range)');
      await page.goto(`/search?location=Santa%20Monica&startDate=${daysFromNow(30)}&endDate=${daysFromNow(33)}`);
      await expect(page.getByText(/\d+ autos? disponibles?/).first()).toBeVisible();
      await expectSpeaks(page, 'es', '/search');
    });
  });

  test('every route speaks the chosen language, and the choice survives a reload and another device', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const car = await demoCar();
    await page.goto('/');
    await chooseLanguage(page, 'Español');
    for (const path of ['/', '/search', `/cars/${car}`, ...STATIC_PAGES, '/api/login']) {
      await page.goto(path);
      await expectSpeaks(page, 'es', path);
    }

    await signIn(page, 'admin@example.com');
    await chooseLanguage(page, 'Español', { onAccount: true });
    for (const path of ['/dashboard', '/host-dashboard', '/list-car', '/admin-dashboard', `/booking/${car}`]) {
      await page.goto(path);
      await expectSpeaks(page, 'es', path);
    }
    await page.reload();
    await expectSpeaks(page, 'es', 'after a reload');

    await chooseLanguage(page, 'English', { onAccount: true });
    for (const path of ['/dashboard', '/host-dashboard', '/list-car', '/admin-dashboard', `/booking/${car}`, '/']) {
      await page.goto(path);
      await expectSpeaks(page, 'en', path);
    }
    await expectSignInElsewhereSpeaks(browser, 'admin@example.com', 'en');
  });

  test('the payment page and the sign-in page in both languages', async ({ page, browser }) => {
    await signIn(page, 'renter@example.com');
    await expect(page.getByRole('banner').getByText(/, Ana$/)).toBeVisible();
    const payment = await pendingPaymentPath(page);
    for (const [name, lang] of [
      ['Español', 'es'],
      ['English', 'en'],
    ] as const) {
      await page.goto(payment);
      await chooseLanguage(page, name, { onAccount: true });
      await expectSpeaks(page, lang, '/payment');
    }
    await expectSignInElsewhereSpeaks(browser, 'renter@example.com', 'en');
  });
});

/** The choice as the menu makes it, without the menu (hidden in the drawer at 390 px): account and cookie. */
async function chooseThroughApi(page: Page, lang: Language) {
  const response = await page.request.put('/api/account/language', { data: { language: lang } });
  expect(response.status()).toBe(204);
  await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);
}

/** A new sign-in on another browser (no cookie there) follows the account's language. */
async function expectSignInElsewhereSpeaks(browser: Browser, email: string, lang: Language) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await context.newPage();
  await signIn(other, email, undefined, '/dashboard');
  await expect(other.locator('html')).toHaveAttribute('lang', lang);
  await expectSpeaks(other, lang, '/dashboard on another browser');
  await context.close();
}

for (const viewport of VIEWPORTS) {
  for (const lang of ['en', 'es'] as const) {
    test(`axe: every route in ${lang} at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const car = await demoCar();
      await signIn(page, 'admin@example.com');
      await chooseThroughApi(page, lang);
      for (const path of [
        '/',
        '/search',
        `/cars/${car}`,
        '/dashboard',
        '/host-dashboard',
        '/list-car',
        '/admin-dashboard',
        `/booking/${car}`,
        ...STATIC_PAGES,
        '/no-such-page',
      ]) {
        await page.goto(path);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoViolations(page, `${path} (${lang})`);
      }
    });
  }
}
