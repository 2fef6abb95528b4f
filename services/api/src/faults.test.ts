/**
 * The API when a dependency goes away under it: its own embedded PostgreSQL and s3rver (not the run's shared ones),
 * stopped while the API runs. Every request then answers 503 with Retry-After and a sentence a person can act on,
 * liveness stays 200 while readiness says 503, and once the engine is back the same API answers 200 again, with no
 * restart.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_UNAVAILABLE } from '@ladrive/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedObjectStoreHandle,
  type EmbeddedPostgresHandle,
  freePort,
  startEmbeddedObjectStore,
  startEmbeddedPostgres,
} from './embedded.ts';
import type { RunningApi } from './index.ts';
import { escapeHtml } from './lib/html.ts';
import { photoUrl } from './modules/storage/index.ts';
import { bookingRequest, createParties, jpegDataUrl, listingBody, type TestParties } from './testing/fixtures.ts';
import { defaultText, query, startTestApi, TestClient, type TestResponse } from './testing/helpers.ts';

let dir: string;
let postgres: EmbeddedPostgresHandle;
let pgPort: number;
let store: EmbeddedObjectStoreHandle;
let storePort: number;
let api: RunningApi;
let parties: TestParties;
let bookingId: string;
const PHOTO_KEY = 'cars/faults/photo.webp';

const startPostgres = () => startEmbeddedPostgres({ dataDir: join(dir, 'pg'), port: pgPort, database: 'faults' });
const startStore = () => startEmbeddedObjectStore({ dataDir: join(dir, 's3'), port: storePort });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ladrive-faults-'));
  await chmod(dir, 0o755); // postgres runs as its own user and must reach its data directory
  pgPort = await freePort();
  storePort = await freePort();
  postgres = await startPostgres();
  store = await startStore();
  api = await startTestApi(postgres.url, { objectStore: store.client });
  parties = await createParties(api, {
    domain: 'faults.test',
    people: [{ key: 'host', isHost: true }, { key: 'renter' }, { key: 'admin', isAdmin: true }],
  });
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#884488' } })
    .webp()
    .toBuffer();
  await api.storage.put(api.storage.buckets.carPhotos, PHOTO_KEY, photo, 'image/webp');
  await query(postgres.url, 'update car set images = $1 where id = $2', [[photoUrl(PHOTO_KEY)], parties.cars[0]!.id]);
  const booked = await parties.clients.renter!.postJson(
    '/api/bookings',
    bookingRequest({ carId: parties.cars[0]!.id, ...tripDates(20, 22) }, await jpegDataUrl()),
  );
  expect(booked.status).toBe(201);
  bookingId = booked.json<{ id: string }>().id;
}, 120_000);

afterAll(async () => {
  await api?.close();
  // a failed test may have left an engine stopped
  await store?.stop().catch(() => undefined);
  await postgres?.stop().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

function tripDates(fromDays: number, toDays: number) {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return { startDate: day(fromDays), endDate: day(toDays) };
}

const anonymous = () => new TestClient(api.url);

/** What a load balancer and a person see while a dependency is down. */
function expectUnavailable(res: TestResponse, what: string): void {
  expect(res.status, `${what}: ${res.text}`).toBe(503);
  expect(Number(res.headers.get('retry-after')), what).toBeGreaterThan(0);
  expect(res.headers.get('cache-control'), what).toBe('no-store');
  expect(res.json().message, what).toBe(defaultText(SERVICE_UNAVAILABLE));
}

/**
 * Polls readiness as a load balancer does, until it says ready (a bounded wait, not a sleep); prints how long the
 * API took once `what` answered again (the figure of decision 0045).
 */
async function untilReady(what: string): Promise<void> {
  const started = Date.now();
  for (const deadline = started + 20_000; Date.now() < deadline; ) {
    if ((await anonymous().get('/api/health/ready')).status === 200) {
      console.log(`${what} back: the API ready again after ${Date.now() - started} ms, no restart`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API never became ready again');
}

describe('PostgreSQL stopped under the running API', () => {
  /** Routes of every kind: public reads, a sign-in, a signed-in read, a booking, an admin document. */
  const requests = (): Array<[string, () => Promise<TestResponse>]> => [
    ['search', () => anonymous().get('/api/cars')],
    ['a car', () => anonymous().get(`/api/cars/${parties.cars[0]!.id}`)],
    ['sign-in', () => anonymous().postJson('/api/login', { email: 'renter@faults.test', password: 'whatever-1' })],
    ['the signed-in user', () => parties.clients.renter!.get('/api/auth/user')],
    ['admin document', () => parties.clients.admin!.get(`/api/admin/bookings/${bookingId}/documents/license`)],
  ];

  it('answers 503 with Retry-After on every route, readiness 503 and liveness 200; then 200 with no restart', async () => {
    await postgres.stop();
    for (const [what, request] of requests()) expectUnavailable(await request(), what);
    expect((await anonymous().get('/api/health/live')).status).toBe(200);
    // a probe that happens to carry a session cookie is alive too (the session is never read)
    expect((await parties.clients.renter!.get('/api/health/live')).status).toBe(200);
    const ready = await anonymous().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBeTruthy();
    expect(ready.json()).toMatchObject({ status: 'degraded', database: 'down', objectStore: 'ok' });
    expect((await anonymous().get('/api/health')).status).toBe(503);
    // the sign-in page's forms (no JavaScript): the page again, with the sentence, still a 503 with Retry-After
    const forms: Array<[string, Record<string, string>]> = [
      ['/api/login', { email: 'renter@faults.test', password: 'whatever-1', returnTo: '/dashboard' }],
      ['/api/signup', { email: 'new@faults.test', password: 'whatever-12', firstName: 'Nora', lastName: 'New' }],
    ];
    for (const [path, form] of forms) {
      // with a session cookie too: the session store fails before the route
      for (const client of [anonymous(), parties.clients.renter!]) {
        const page = await client.postForm(path, form);
        expect(page.status, path).toBe(503);
        expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(Number(page.headers.get('retry-after')), path).toBeGreaterThan(0);
        expect(page.headers.get('cache-control'), path).toBe('no-store');
        expect(page.text, path).toContain(escapeHtml(defaultText(SERVICE_UNAVAILABLE)));
        expect(page.text, path).toContain(`value="${form.email}"`);
      }
    }

    postgres = await startPostgres();
    await untilReady('PostgreSQL');
    const [search, car, , user, document] = await Promise.all(requests().map(([, request]) => request()));
    expect(search!.status).toBe(200);
    expect(car!.status).toBe(200);
    expect(user!.status).toBe(200);
    expect(document!.status).toBe(200);
  });
});

describe('the object store stopped under the running API', () => {
  // [what, request, its answer once the store is back: photos redirect to it]
  const requests = (): Array<[string, () => Promise<TestResponse>, number]> => [
    ['a photo', () => anonymous().get(`/api/photos/${PHOTO_KEY}`), 302],
    ['a scaled photo', () => anonymous().get(`/api/photos/${PHOTO_KEY}?w=320`), 302],
    ['a cover', () => anonymous().get(`/api/cars/${parties.cars[0]!.id}/cover`), 302],
    ['admin document', () => parties.clients.admin!.get(`/api/admin/bookings/${bookingId}/documents/selfie`), 200],
  ];

  it('answers 503 with Retry-After, writes no booking, then 200 with no restart', async () => {
    // a listing photo's upload target, taken before the store went away
    const target = await parties.clients.host!.postJson('/api/car-images/upload', undefined);
    const { key } = target.json<{ key: string }>();
    await store.stop();
    for (const [what, request] of requests()) expectUnavailable(await request(), what);
    const booking = await parties.clients.renter!.postJson(
      '/api/bookings',
      bookingRequest({ carId: parties.cars[0]!.id, ...tripDates(30, 32) }, await jpegDataUrl()),
    );
    expectUnavailable(booking, 'a booking with identity photos');
    const mine = await parties.clients.renter!.get(`/api/bookings/renter/${parties.users.renter!.id}`);
    expect(mine.json<unknown[]>()).toHaveLength(1);
    const listing = await parties.clients.host!.postJson('/api/cars', listingBody([key]));
    expectUnavailable(listing, 'a listing with a photo');
    const cars = await query(postgres.url, 'select id from car where host_id = $1', [parties.users.host!.id]);
    expect(cars).toHaveLength(1);
    expect((await anonymous().get('/api/health/live')).status).toBe(200);
    const ready = await anonymous().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'degraded', database: 'ok', objectStore: 'down' });

    store = await startStore();
    await untilReady('The object store');
    for (const [what, request, status] of requests()) expect((await request()).status, what).toBe(status);
  });
});
