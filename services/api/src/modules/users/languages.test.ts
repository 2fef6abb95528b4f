/**
 * The API in the request's language (the lang cookie, else the signed-in account's, else the default texts): the
 * account's language and its route, the cookie at sign-in, validation and refusal messages, the sign-in page and
 * emails, in Spanish and in English. The rest of the suite runs in default mode and keeps today's texts.
 */
import { type AuthUser, addDays, type BookingView, earliestStartDate, PLATFORM_TRIP_RULES } from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { bookingRequest, createParties, jpegDataUrl, TEST_PASSWORD, type TestParties } from '../../testing/fixtures.ts';
import { freshIp, query, TestClient, type TestDatabase } from '../../testing/helpers.ts';
import { type Inbox, useTestApiWithInbox } from '../../testing/inbox.ts';

let db: TestDatabase;
let api: RunningApi;
let inbox: Inbox;
useTestApiWithInbox((started) => ({ db, api, inbox } = started));

const DOMAIN = 'languages.test';
const address = (key: string) => `${key}@${DOMAIN}`;
const CARD = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/99', cvv: '123', cardholderName: 'Rita Renter' };

let parties: TestParties;

/** A client that chose `lang` (the cookie the shell's language menu sets). */
function visitor(lang?: string): TestClient {
  const client = new TestClient(api.url);
  if (lang) client.cookies.set('lang', lang);
  return client;
}

const accountLanguage = async (key: string) =>
  (await query<{ language: string | null }>(db.url, 'select language from "user" where email = $1', [address(key)]))[0]
    ?.language;

async function signIn(client: TestClient, key: string) {
  return client.postJson('/api/login', { email: address(key), password: TEST_PASSWORD }, freshIp());
}

beforeAll(async () => {
  parties = await createParties(api, {
    domain: DOMAIN,
    people: [
      { key: 'host', firstName: 'Hana', isHost: true },
      { key: 'rita', firstName: 'Rita' },
      { key: 'eli', firstName: 'Eli' },
      { key: 'sofia', firstName: 'Sofía' },
      { key: 'noa', firstName: 'Noa' },
    ],
  });
});

describe('validation and refusal messages', () => {
  const badSignup = { email: 'not-an-email', password: 'short', firstName: 'Ana', lastName: 'López' };

  it('are the default texts without a choice', async () => {
    const res = await visitor().postJson('/api/signup', badSignup, freshIp());
    expect(res.status).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('speak Spanish to lang=es and English to lang=en, message and issues alike', async () => {
    const spanish = await visitor('es').postJson('/api/signup', badSignup, freshIp());
    expect(spanish.status).toBe(400);
    expect(spanish.json()).toEqual({
      message: 'Ingresa un correo electrónico válido',
      issues: [
        { path: 'email', message: 'Ingresa un correo electrónico válido' },
        { path: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
      ],
    });
    const english = await visitor('en').postJson('/api/signup', badSignup, freshIp());
    expect(english.json().issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('say a 404 in the request language, the car page’s Spanish one in English too', async () => {
    const missing = '/api/cars/00000000-0000-4000-8000-000000000000';
    expect((await visitor().get(missing)).json()).toEqual({ message: 'Auto no encontrado' });
    expect((await visitor('es').get(missing)).json()).toEqual({ message: 'Auto no encontrado' });
    expect((await visitor('en').get(missing)).json()).toEqual({ message: 'Car not found' });
    expect((await visitor('es').get('/api/no-such-route')).json()).toEqual({ message: 'No encontrado' });
  });

  it('say a 403 and a 401 in the request language (the 401 still names Unauthorized for the client)', async () => {
    const renter = parties.clients.rita!;
    const dashboard = `/api/host/${parties.users.host!.id}/dashboard`;
    renter.cookies.set('lang', 'es');
    expect((await renter.get(dashboard)).json()).toEqual({ message: 'Solo puedes ver tu propio panel de anfitrión' });
    renter.cookies.set('lang', 'en');
    expect((await renter.get(dashboard)).json()).toEqual({ message: 'You can only see your own host dashboard' });
    renter.cookies.delete('lang');
    const signedOut = await visitor('es').get('/api/auth/user');
    expect(signedOut.status).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'No autorizado: inicia sesión para continuar', error: 'Unauthorized' });
  });

  it('ignore a lang cookie that names no language', async () => {
    const res = await visitor('fr').postJson('/api/signup', badSignup, freshIp());
    expect(res.json().message).toBe('Please enter a valid email address');
  });
});

describe('the account language', () => {
  it('is saved by PUT /api/account/language (204, and the cookie follows) and shown on the session user', async () => {
    const eli = parties.clients.eli!;
    expect((await eli.get('/api/auth/user')).json<AuthUser>().language).toBeNull();
    const saved = await eli.putJson('/api/account/language', { language: 'es' });
    expect(saved.status).toBe(204);
    expect(saved.text).toBe('');
    expect(saved.headers.getSetCookie().find((line) => line.startsWith('lang='))).toMatch(
      /^lang=es; path=\/; expires=[^;]+; samesite=lax$/,
    );
    expect((await eli.get('/api/auth/user')).json<AuthUser>().language).toBe('es');
    expect(await accountLanguage('eli')).toBe('es');
  });

  it('refuses anything but en or es (400 naming the field, nothing written) and a signed-out caller (401)', async () => {
    const eli = parties.clients.eli!;
    for (const body of [{ language: 'fr' }, {}, { language: 'es', extra: true }, 'es']) {
      const res = await eli.putJson('/api/account/language', body);
      expect(res.status).toBe(400);
    }
    const refused = await eli.putJson('/api/account/language', { language: 'fr' });
    expect(refused.json()).toEqual({
      message: 'El idioma debe ser uno de: en, es',
      issues: [{ path: 'language', message: 'El idioma debe ser uno de: en, es' }],
    });
    expect(await accountLanguage('eli')).toBe('es');
    const signedOut = await visitor().putJson('/api/account/language', { language: 'en' });
    expect(signedOut.status).toBe(401);
  });

  it('is the request language of a signed-in user without a cookie; a cookie wins over it', async () => {
    const eli = new TestClient(api.url);
    await signIn(eli, 'eli');
    eli.cookies.delete('lang');
    const missing = '/api/bookings/00000000-0000-4000-8000-000000000000';
    expect((await eli.get(missing)).json()).toEqual({ message: 'Reservación no encontrada' });
    eli.cookies.set('lang', 'en');
    expect((await eli.get(missing)).json()).toEqual({ message: 'Booking not found' });
  });
});

describe('signing in', () => {
  it('sets the lang cookie to the account’s language', async () => {
    const client = visitor();
    const res = await signIn(client, 'eli');
    expect(res.status).toBe(200);
    expect(res.json<AuthUser>().language).toBe('es');
    expect(client.cookies.get('lang')).toBe('es');
  });

  it('saves the visitor’s chosen language on an account that has none, and sets no cookie', async () => {
    const client = visitor('en');
    const res = await signIn(client, 'sofia');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((line) => line.startsWith('lang='))).toBe(false);
    expect(await accountLanguage('sofia')).toBe('en');
  });

  it('leaves an account without a language as it is when the visitor chose none', async () => {
    expect((await signIn(visitor(), 'noa')).status).toBe(200);
    expect(await accountLanguage('noa')).toBeNull();
  });

  it('through the sign-in page’s form, the same', async () => {
    const client = visitor();
    const res = await client.postForm('/api/login', { email: address('eli'), password: TEST_PASSWORD }, freshIp());
    expect(res.status).toBe(303);
    expect(client.cookies.get('lang')).toBe('es');
  });
});

describe('the sign-in page', () => {
  it('is in English by default, marked lang="en"', async () => {
    const page = (await visitor().get('/api/login')).text;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h2 id="signin-title">Sign in</h2>');
    expect(page).toContain('<title>Sign in · LA Drive</title>');
  });

  it('is in Spanish for lang=es, marked lang="es", its refusals too', async () => {
    const page = (await visitor('es').get('/api/login?mode=signup')).text;
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>Crea una cuenta · LA Drive</title>');
    expect(page).toContain('<h1>Bienvenido a LA Drive</h1>');
    expect(page).toContain('<h2 id="signin-title">Iniciar sesión</h2>');
    expect(page).toContain('Al menos 8 caracteres.');
    expect(page).not.toContain('Sign in');
    const refused = await visitor('es').postForm(
      '/api/login',
      { email: address('eli'), password: 'wrong-password' },
      freshIp(),
    );
    expect(refused.status).toBe(401);
    expect(refused.text).toContain('Correo electrónico o contraseña incorrectos');
  });

  it('is in English for lang=en, marked lang="en"', async () => {
    const page = (await visitor('en').get('/api/login')).text;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Welcome to LA Drive</h1>');
  });
});

describe('emails', () => {
  let photo = '';
  let nextStart = 0;
  async function bookAndPay(renter: TestClient): Promise<BookingView> {
    nextStart += 5;
    const startDate = addDays(earliestStartDate(), 30 + nextStart);
    const booked = await renter.postJson(
      '/api/bookings',
      bookingRequest({ carId: parties.cars[0]!.id, startDate, endDate: addDays(startDate, 3) }, photo),
    );
    expect(booked.status).toBe(201);
    const paid = await renter.postJson(`/api/bookings/${booked.json<BookingView>().id}/payment`, CARD);
    expect(paid.status).toBe(200);
    return paid.json<BookingView>();
  }
  beforeAll(async () => {
    photo = await jpegDataUrl();
  });

  it('are in Spanish, as today, for an account that chose no language', async () => {
    await bookAndPay(parties.clients.rita!);
    const receipt = await inbox.waitFor(address('rita'), 'Reserva confirmada');
    expect(receipt.html).toContain('<html lang="es">');
    expect(receipt.text).toContain('Total cobrado');
  });

  it('are in the recipient’s account language: English, its subject and dates too', async () => {
    const sofia = parties.clients.sofia!;
    expect((await sofia.putJson('/api/account/language', { language: 'en' })).status).toBe(204);
    const booking = await bookAndPay(sofia);
    const receipt = await inbox.waitFor(address('sofia'), 'Booking confirmed');
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    expect(receipt.subject).toBe(
      `Booking confirmed: 2024 Test Car 0, ${day(booking.startDate)} – ${day(booking.endDate)}`,
    );
    expect(receipt.html).toContain('<html lang="en">');
    expect(receipt.text).toContain('Your trip is confirmed, Sofía!');
    expect(receipt.text).toContain('Total charged');
    expect(receipt.text).not.toContain('Total cobrado');
    // the host chose nothing: the new trip reaches them in Spanish
    await inbox.waitFor(address('host'), `Nuevo viaje: 2024 Test Car 0`);
  });

  it('the contact form’s copy is in the language the form was sent in', async () => {
    const form = {
      name: 'Noa Tester',
      email: address('noa-contact'),
      subject: 'general',
      message: 'Hello from the test',
    };
    expect((await visitor('en').postJson('/api/contact', form, freshIp())).status).toBe(201);
    const copy = await inbox.waitFor(address('noa-contact'), 'We received your message');
    expect(copy.subject).toBe('We received your message: General inquiry');
    expect(copy.text).toContain('Thank you for contacting us, Noa Tester');
  });
});

describe('the calendar feed', () => {
  it('titles its events in the host’s account language (Spanish by default)', async () => {
    const host = parties.clients.host!;
    const carId = parties.cars[0]!.id;
    const start = addDays(earliestStartDate(), 200);
    const blocked = await host.putJson(`/api/cars/${carId}/availability`, {
      ...PLATFORM_TRIP_RULES,
      blocks: [{ startDate: start, endDate: addDays(start, 2) }],
    });
    expect(blocked.status).toBe(200);
    const settings = await host.postJson(`/api/cars/${carId}/calendar-sync/feed`, {});
    const feed = new URL(settings.json<{ feedUrl: string }>().feedUrl).pathname;
    expect((await visitor().get(feed)).text).toContain('SUMMARY:Bloqueado');
    expect((await host.putJson('/api/account/language', { language: 'en' })).status).toBe(204);
    expect((await visitor().get(feed)).text).toContain('SUMMARY:Blocked');
  });
});
