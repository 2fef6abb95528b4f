/**
 * The published contract against the running API: every route the Koa app mounts is in the
 * OpenAPI document (and nothing else is), and every documented operation, called once for real
 * on the seeded data, answers with a status and a body the document describes.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type Router from '@koa/router';
import {
  type AuthUser,
  addDays,
  type BookingReviews,
  type BookingView,
  type Car,
  type CarImageUploadTarget,
  earliestStartDate,
  marketToday,
  type TripRecord,
} from '@ladrive/contracts';
import type Koa from 'koa';
import type { OpenAPIV3_1 } from 'openapi-types';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { ContractChecker } from '../../testing/contract.ts';
import { EventStreamClient } from '../../testing/event-stream.ts';
import { createParties, insertBooking } from '../../testing/fixtures.ts';
import { freshIp, TestClient, useTestApi } from '../../testing/helpers.ts';
import { postToTarget } from '../../testing/uploads.ts';
import { openApiDocument } from './openapi.ts';

let api: RunningApi;
useTestApi((started) => ({ api } = started), { seed: true });

/** 'GET /api/cars/{id}' for every method and path of every router mounted on the app (HEAD comes with GET). */
function mountedRoutes(app: Koa): string[] {
  const routers = app.middleware
    .map((middleware) => (middleware as { router?: Router }).router)
    .filter((router): router is Router => router !== undefined);
  const routes = routers.flatMap((router) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) => {
        const path = String(layer.path)
          .replace(/[:*](\w+)/g, '{$1}')
          .replace(/(.)\/$/, '$1');
        return layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${path}`);
      }),
  );
  return [...new Set(routes)].sort();
}

const documentedOperations = () =>
  Object.entries(openApiDocument().paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('the OpenAPI document', () => {
  it('documents every route mounted on the app, and only those', () => {
    expect(mountedRoutes(api.app).length).toBeGreaterThan(30);
    expect(documentedOperations()).toEqual(mountedRoutes(api.app));
  });

  it('is a valid OpenAPI 3.1 document whose every $ref resolves', async () => {
    // validate() dereferences in place: give it a copy
    const copy = structuredClone(openApiDocument()) as unknown as OpenAPIV3_1.Document;
    await expect(SwaggerParser.validate(copy)).resolves.toMatchObject({ openapi: '3.1.0' });
  });

  it('is served at /api/openapi.json, with its reference page at /api/docs', async () => {
    const client = new TestClient(api.url);
    const document = await client.get('/api/openapi.json');
    expect(document.status).toBe(200);
    expect(document.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(document.json()).toMatchObject({ openapi: '3.1.0' });

    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // self-contained: no script, nothing from another origin
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).not.toMatch(/<script|<link|https?:\/\/(?!json-schema\.org)/);
    expect(page.text).toContain('POST</span> <code>/api/bookings</code>');
    expect(page.text).toContain('id="schema-BookingView"');
  });
});

describe('every documented operation, called once, answers as documented', () => {
  const contract = new ContractChecker();
  const client = () => new TestClient(api.url, { contract });
  let renter: TestClient;
  let host: TestClient;
  let admin: TestClient;
  let renterUser: AuthUser;
  let hostUser: AuthUser;

  async function signIn(member: TestClient, email: string): Promise<AuthUser> {
    const res = await member.postJson('/api/login', { email, password: 'demo-password' }, freshIp());
    expect(res.status).toBe(200);
    return res.json<AuthUser>();
  }

  const jpeg = (width: number) =>
    sharp({ create: { width, height: 300, channels: 3, background: { r: 40, g: 90, b: 200 } } })
      .jpeg()
      .toBuffer();

  beforeAll(async () => {
    [renter, host, admin] = [client(), client(), client()];
    renterUser = await signIn(renter, 'renter@example.com');
    hostUser = await signIn(host, 'host@example.com');
    await signIn(admin, 'admin@example.com');
  });

  it('platform and auth', async () => {
    const visitor = client();
    expect((await visitor.get('/api/health')).status).toBe(200);
    expect((await visitor.get('/api/health/ready')).status).toBe(200);
    expect((await visitor.get('/api/health/live')).status).toBe(200);
    expect((await visitor.get('/api/openapi.json')).status).toBe(200);
    expect((await visitor.get('/api/docs')).status).toBe(200);
    expect((await visitor.get('/api/metrics')).status).toBe(200);
    const beacon = {
      session: crypto.randomUUID(),
      shell: 'shell-1',
      language: 'en',
      events: [{ kind: 'vital', route: '/', remote: 'shell', version: 'shell-1', name: 'LCP', value: 900 }],
    };
    expect((await visitor.postJson('/api/rum', beacon, freshIp())).status).toBe(204);
    expect((await visitor.get('/api/login?returnTo=/trips')).status).toBe(200);
    expect((await visitor.get('/api/auth/user')).status).toBe(401);
    const signup = await visitor.postJson(
      '/api/signup',
      { email: `contract.${Date.now()}@example.com`, password: 'a-good-password', firstName: 'Ana', lastName: 'Api' },
      freshIp(),
    );
    expect(signup.status).toBe(201);
    expect((await visitor.get('/api/auth/user')).status).toBe(200);
    expect((await visitor.get('/api/logout')).status).toBe(303);
    const wrongPassword = await visitor.postJson(
      '/api/login',
      { email: 'renter@example.com', password: 'not-the-password' },
      freshIp(),
    );
    expect(wrongPassword.status).toBe(401);
    const banking = await host.putJson('/api/users/banking', {
      bankName: 'Bank of Los Angeles',
      bankAccountName: 'Demo Host',
      bankRoutingNumber: '011000015',
      bankAccountNumber: '000123456789',
    });
    expect(banking.status).toBe(200);
  });

  it('cars, photos, listing and the host dashboard', async () => {
    const visitor = client();
    const search = await visitor.get('/api/cars?location=Los%20Angeles&pageSize=5');
    expect(search.status).toBe(200);
    expect((await visitor.get('/api/cars?minPrice=abc')).status).toBe(400);
    expect((await visitor.get('/api/places?q=santa')).status).toBe(200);
    expect((await visitor.get('/api/cars/featured')).status).toBe(200);
    const [car] = search.json<Car[]>();
    expect(car).toBeDefined();
    expect((await visitor.get(`/api/cars/${car!.id}`)).status).toBe(200);
    expect((await visitor.get('/api/cars/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await visitor.get(`/api/cars/${car!.id}/booked-dates`)).status).toBe(200);
    expect((await visitor.get(`/api/cars/${car!.id}/reviews`)).status).toBe(200);
    expect((await visitor.get(`/api/cars/${car!.id}/reviews?page=0`)).status).toBe(400);
    expect((await visitor.get(`/api/cars/${car!.id}/reviews/summary`)).status).toBe(200);
    expect((await visitor.get(`/api/hosts/${car!.hostId}`)).status).toBe(200);
    expect((await visitor.get(`/api/hosts/${car!.id}`)).status).toBe(404);
    expect((await visitor.get(`/api/cars/host/${car!.hostId}`)).status).toBe(200);
    expect((await visitor.get(`${car!.images[0]}?w=320`)).status).toBe(302);
    expect((await visitor.get(`/api/cars/${car!.id}/cover?w=320`)).status).toBe(302);

    const target = await host.postJson('/api/car-images/upload', { contentType: 'image/jpeg' });
    expect(target.status).toBe(200);
    const uploadTarget = target.json<CarImageUploadTarget>();
    expect((await postToTarget(uploadTarget, await jpeg(400))).ok).toBe(true);
    const checked = await host.postJson('/api/car-images/check', { key: uploadTarget.key });
    expect(checked.status).toBe(200);
    const { uploadURL } = uploadTarget;
    const newCar = {
      make: 'Toyota',
      model: 'Prius',
      year: 2022,
      category: 'compact',
      seats: 5,
      transmission: 'automatic',
      fuelType: 'hybrid',
      pricePerDay: '55.00',
      location: '100 Contract Ave',
      city: 'Los Angeles',
      state: 'CA',
      features: ['bluetooth'],
      images: [uploadURL],
    };
    expect((await host.postJson('/api/cars/validate', newCar)).status).toBe(204);
    const listing = await host.postJson('/api/cars', newCar);
    expect(listing.status).toBe(201);
    const { id } = listing.json<Car>();
    expect((await host.request('PATCH', `/api/cars/${id}`, { json: { description: 'Quiet and frugal' } })).status).toBe(
      200,
    );
    expect((await renter.request('PATCH', `/api/cars/${id}`, { json: { isAvailable: false } })).status).toBe(403);
    // rules the trip booked below (in 200 days, for 3) passes
    const availability = {
      blocks: [{ startDate: addDays(marketToday(), 5), endDate: addDays(marketToday(), 7), note: 'Servicing' }],
      advanceNoticeHours: 24,
      minDays: 2,
      maxDays: 14,
      bookingWindowMonths: 12,
    };
    expect((await host.putJson(`/api/cars/${id}/availability`, availability)).status).toBe(200);
    expect((await renter.putJson(`/api/cars/${id}/availability`, availability)).status).toBe(403);
    expect((await visitor.get(`/api/cars/${id}/availability`)).status).toBe(200);
    expect((await host.get(`/api/host/${hostUser.id}/dashboard`)).status).toBe(200);
    expect((await renter.get(`/api/host/${hostUser.id}/dashboard`)).status).toBe(403);
  });

  it('a booking from request to payment and cancellation, and what admins see of it', async () => {
    const [car] = (await renter.get(`/api/cars/host/${hostUser.id}`)).json<Car[]>();
    const startDate = addDays(earliestStartDate(), 200);
    const photo = `data:image/jpeg;base64,${(await jpeg(200)).toString('base64')}`;
    const created = await renter.postJson('/api/bookings', {
      carId: car!.id,
      startDate,
      endDate: addDays(startDate, 3),
      fullName: 'Rita Renter',
      driverLicense: 'D1234567',
      licenseExpiry: addDays(startDate, 400),
      address: '1 Main St, Los Angeles',
      phone: '(213) 555-0100',
      emergencyContact: 'Ed Renter',
      emergencyPhone: '(213) 555-0101',
      addInsurance: true,
      agreesToTerms: true,
      licensePhoto: photo,
      selfieWithLicense: photo,
    });
    expect(created.status).toBe(201);
    const booking = created.json<BookingView>();
    expect((await renter.get('/api/users/identity')).status).toBe(200);
    expect((await renter.get(`/api/bookings/renter/${renterUser.id}`)).status).toBe(200);
    expect((await host.get(`/api/bookings/host/${hostUser.id}`)).status).toBe(200);
    expect((await host.get(`/api/bookings/renter/${renterUser.id}`)).status).toBe(403);
    expect((await renter.get(`/api/bookings/${booking.id}`)).status).toBe(200);
    expect((await renter.get(`/api/bookings/${booking.id}/events`)).status).toBe(200);
    const declined = await renter.postJson(`/api/bookings/${booking.id}/payment`, {
      cardNumber: '4000 0000 0000 0002',
      expiryDate: '12/40',
      cvv: '123',
      cardholderName: 'Rita Renter',
    });
    expect(declined.status).toBe(402);
    const paid = await renter.postJson(`/api/bookings/${booking.id}/payment`, {
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/40',
      cvv: '123',
      cardholderName: 'Rita Renter',
    });
    expect(paid.status).toBe(200);
    expect((await renter.get(`/api/bookings/${booking.id}/cancellation`)).status).toBe(200);
    expect((await renter.postJson(`/api/bookings/${booking.id}/status`, { status: 'completed' })).status).toBe(403);
    expect((await renter.postJson(`/api/bookings/${booking.id}/status`, { status: 'cancelled' })).status).toBe(200);

    expect((await admin.get('/api/admin/dashboard')).status).toBe(200);
    expect((await admin.get('/api/admin/rum?window=1d')).status).toBe(200);
    expect((await renter.get('/api/admin/dashboard')).status).toBe(403);
    // this API has no release origin: the documented 503 (modules/admin/releases.test.ts has one)
    expect((await admin.get('/api/admin/releases')).status).toBe(503);
    expect((await admin.get('/api/admin/users?q=renter')).status).toBe(200);
    expect((await admin.get('/api/admin/cars?sort=-pricePerDay')).status).toBe(200);
    expect((await admin.get('/api/admin/bookings?status=cancelled')).status).toBe(200);
    expect((await admin.get('/api/admin/bookings?sort=nonsense')).status).toBe(400);
    expect((await admin.get(`/api/admin/bookings/${booking.id}/documents/license`)).status).toBe(200);
  });

  it('reviews both ways', async () => {
    const bookings = (await host.get(`/api/bookings/host/${hostUser.id}`)).json<BookingView[]>();
    const trips = [];
    for (const booking of bookings.filter((each) => each.status === 'completed')) {
      const asHost = await host.get(`/api/bookings/${booking.id}/reviews`);
      expect(asHost.status).toBe(200);
      const asAdmin = (await admin.get(`/api/bookings/${booking.id}/reviews`)).json<BookingReviews>();
      trips.push({ id: booking.id, canReview: asHost.json<BookingReviews>().canReview, reviews: asAdmin.reviews });
    }
    // a demo trip of the last two weeks: its renter's review is written and hidden until the host writes theirs
    const open = trips.find((trip) => trip.canReview && trip.reviews.some((review) => review.authorRole === 'renter'));
    expect(open).toBeDefined();
    expect((await host.postJson(`/api/bookings/${open!.id}/reviews`, { rating: 5 })).status).toBe(201);
    expect((await host.postJson(`/api/bookings/${open!.id}/reviews`, { rating: 5 })).status).toBe(409);
    const renters = open!.reviews.find((review) => review.authorRole === 'renter')!;
    expect((await host.postJson(`/api/reviews/${renters.id}/answer`, { answer: 'Thank you!' })).status).toBe(201);
  });

  it('check-in and check-out', async () => {
    const parties = await createParties(api, {
      domain: 'contract-check-in.test',
      people: [{ key: 'host', isHost: true }, { key: 'renter' }],
      contract,
    });
    const tripId = await insertBooking(api, {
      car: parties.cars[0]!,
      renter: parties.users.renter!,
      startDate: marketToday(),
      endDate: addDays(marketToday(), 2),
      status: 'confirmed',
    });
    const photo = `data:image/jpeg;base64,${(await jpeg(40)).toString('base64')}`;
    const record = {
      id: crypto.randomUUID(),
      kind: 'pickup',
      odometerMiles: 1200,
      fuelEighths: 8,
      takenAt: new Date().toISOString(),
      photos: ['front', 'back', 'left', 'right'].map((angle) => ({ angle, data: photo })),
    };
    const { renter: tripRenter, host: tripHost } = parties.clients;
    const created = await tripRenter!.postJson(`/api/bookings/${tripId}/check-ins`, record);
    expect(created.status).toBe(201);
    expect((await tripRenter!.postJson(`/api/bookings/${tripId}/check-ins`, record)).status).toBe(200);
    expect((await renter.postJson(`/api/bookings/${tripId}/check-ins`, record)).status).toBe(403);
    expect((await tripHost!.get(`/api/bookings/${tripId}/check-ins`)).status).toBe(200);
    expect((await admin.get(`/api/bookings/${tripId}/check-ins`)).status).toBe(200);
    const [first] = created.json<TripRecord>().photos;
    expect((await tripHost!.get(first!.url)).status).toBe(200);
    expect((await renter.get(first!.url)).status).toBe(403);
  });

  it('favourites', async () => {
    const visitor = client();
    expect((await visitor.get('/api/favourites')).status).toBe(401);
    const [car] = (await visitor.get('/api/cars/featured')).json<Car[]>();
    expect((await renter.request('PUT', `/api/favourites/${car!.id}`)).status).toBe(200);
    expect((await renter.get('/api/favourites')).status).toBe(200);
    expect((await renter.request('DELETE', `/api/favourites/${car!.id}`)).status).toBe(200);
    expect((await renter.request('PUT', '/api/favourites/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('calendar sync', async () => {
    const [car] = (await host.get(`/api/cars/host/${hostUser.id}`)).json<Car[]>();
    const sync = `/api/cars/${car!.id}/calendar-sync`;
    expect((await client().get(sync)).status).toBe(401);
    expect((await renter.get(sync)).status).toBe(403);
    const made = await host.postJson(`${sync}/feed`, undefined);
    expect(made.status).toBe(200);
    const feed = await client().get(new URL(made.json<{ feedUrl: string }>().feedUrl).pathname);
    expect(feed.status).toBe(200);
    expect((await client().get('/api/calendars/unknown.ics')).status).toBe(404);
    const ics = feed.text;
    expect((await host.postJson(`${sync}/import-file`, { ics })).status).toBe(200);
    expect((await host.postJson(`${sync}/import-file`, { ics: 'nonsense' })).status).toBe(400);
    expect((await host.putJson(`${sync}/import-url`, { url: 'ftp://example.com/a.ics' })).status).toBe(400);
    expect((await host.get(sync)).status).toBe(200);
    expect((await host.request('DELETE', `${sync}/import`)).status).toBe(200);
    expect((await host.request('DELETE', `${sync}/feed`)).status).toBe(200);
  });

  it('conversations', async () => {
    const [car] = (await renter.get(`/api/cars/host/${hostUser.id}`)).json<Car[]>();
    const opened = await renter.postJson(`/api/cars/${car!.id}/conversation`, undefined);
    expect(opened.status).toBeOneOf([200, 201]);
    const { id } = opened.json<{ id: string }>();
    expect((await host.postJson(`/api/cars/${car!.id}/conversation`, undefined)).status).toBe(400);
    expect((await renter.postJson(`/api/conversations/${id}/messages`, { body: 'Is it free in May?' })).status).toBe(
      201,
    );
    expect((await admin.postJson(`/api/conversations/${id}/messages`, { body: 'Hello' })).status).toBe(403);
    expect((await host.get(`/api/conversations/${id}/messages?pageSize=10`)).status).toBe(200);
    expect((await admin.get(`/api/conversations/${id}/messages`)).status).toBe(200);
    expect((await host.get('/api/conversations')).status).toBe(200);
    expect((await host.get(`/api/conversations/${id}`)).status).toBe(200);
    expect((await client().get(`/api/conversations/${id}`)).status).toBe(401);
    expect((await client().get('/api/conversations')).status).toBe(401);
    // the stream answers its headers at once and stays open: checked on those, then closed
    const stream = await EventStreamClient.open(`${api.url}/api/conversations/stream`, { cookie: host.cookieHeader() });
    await stream.next((event) => event.type === 'unread');
    contract.check('GET', '/api/conversations/stream', { status: stream.status, headers: stream.headers, text: '' });
    await stream.close();
    expect((await client().get('/api/conversations/stream')).status).toBe(401);
  });

  it('email preferences, the account language and the contact form', async () => {
    expect((await renter.get('/api/users/email-preferences')).status).toBe(200);
    const choices = { messages: true, reminders: false };
    expect((await renter.putJson('/api/users/email-preferences', choices)).status).toBe(200);
    expect((await renter.putJson('/api/account/language', { language: 'en' })).status).toBe(204);
    const visitor = client();
    const form = {
      name: 'Ana García',
      email: 'ana@example.com',
      subject: 'general',
      message: 'A question about LA Drive.',
    };
    expect((await visitor.postJson('/api/contact', form, freshIp())).status).toBe(201);
    expect((await visitor.postJson('/api/contact', { ...form, subject: 'lottery' }, freshIp())).status).toBe(400);
  });

  it('removes a listing: its page answers 410', async () => {
    const [car] = (await host.get(`/api/cars/host/${hostUser.id}`)).json<Car[]>();
    expect((await renter.request('DELETE', `/api/cars/${car!.id}`)).status).toBe(403);
    const removed = await host.request('DELETE', `/api/cars/${car!.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect((await renter.get(`/api/cars/${car!.id}`)).status).toBe(410);
  });

  it('left no documented operation out', () => {
    expect([...contract.exercised].sort()).toEqual(documentedOperations());
  });
});
