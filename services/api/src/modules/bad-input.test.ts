/**
 * Generated bad input on every write route, signed in as someone allowed to call it: at least 300 payloads a
 * route (every field missing, mistyped, oversized, disguised or absurd; whole bodies of the wrong shape; pairs
 * of such fields chosen by a seeded generator). No answer may be a 500, and no refused request may write a row.
 * Prints its figures per route.
 */
import { addDays, earliestStartDate, marketToday } from '@ladrive/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../index.ts';
import { bookingRequest, createParties, insertBooking, jpegDataUrl, TEST_PASSWORD } from '../testing/fixtures.ts';
import { freshIp, SITE_ORIGIN, type TestClient, type TestDatabase, useTestApi } from '../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

const MIN_PAYLOADS = 300;
const clients = {} as Record<'host' | 'renter', TestClient>;
let carId = '';
let bookingId = '';
let conversationId = '';
let completedId = '';
let reviewId = '';
let inTripId = '';

/** Values no field of ours should accept as they are, and that must never crash the API. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  '',
  '   ',
  'x'.repeat(10_001),
  '\u0000',
  'a\u0000b',
  'Ana\u202eanA',
  '\u0007',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '9999-12-31',
  '0000-00-00',
  '0000-01-01', // a real-looking date PostgreSQL has no year for (22008)
  '2024-02-30',
  '1e5',
  'NaN',
  '😀'.repeat(300),
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  { nested: { deeper: { deepest: [null] } } },
];

const WHOLE_BODIES: (string | Uint8Array)[] = [
  'null',
  '[]',
  '"a string"',
  '42',
  'true',
  '{',
  '{"a":',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  JSON.stringify({ a: Array.from({ length: 6_000 }, () => 1) }),
  '',
];

/** A small deterministic generator, so a failure reproduces. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Payload {
  body: string | Uint8Array;
  contentType?: string;
  contentEncoding?: string;
}

function payloadsFor(valid: Record<string, unknown>, seed: number): Payload[] {
  const fields = Object.keys(valid);
  const json = (value: unknown): Payload => ({ body: JSON.stringify(value) });
  const payloads: Payload[] = [];
  for (const field of fields) {
    const { [field]: _dropped, ...without } = valid;
    payloads.push(json(without));
    for (const value of BAD_VALUES) payloads.push(json({ ...valid, [field]: value }));
  }
  for (const body of WHOLE_BODIES) payloads.push({ body });
  payloads.push({ body: new URLSearchParams({ a: 'b' }).toString(), contentType: 'application/x-www-form-urlencoded' });
  payloads.push({ body: 'plain text', contentType: 'text/plain' });
  payloads.push({ body: JSON.stringify(valid), contentEncoding: 'gzip' });
  payloads.push({ body: JSON.stringify(valid), contentEncoding: 'br;q=bogus' });
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  while (payloads.length < MIN_PAYLOADS + 20) {
    payloads.push(json({ ...valid, [pick(fields)]: pick(BAD_VALUES), [pick(fields)]: pick(BAD_VALUES) }));
  }
  return payloads;
}

/** One connection for the file's thousands of row counts (a connection each was most of the file's time). */
let counter: pg.Client;

/** Rows of every business table (sign-in failures and sessions are the API's own bookkeeping). */
async function rowCounts(): Promise<string> {
  const {
    rows: [row],
  } = await counter.query(
    `select (select count(*) from "user") as users, (select count(*) from car) as cars,
            (select count(*) from booking) as bookings, (select count(*) from booking_event) as events,
            (select count(*) from conversation) as conversations, (select count(*) from conversation_message) as messages,
            (select count(*) from contact_message) as contact_messages,
            (select count(*) from rum_event) as rum_events,
            (select count(*) from trip_record) as trip_records,
            (select count(*) from car_block) as car_blocks,
            (select string_agg(coalesce(import_source, '') || coalesce(import_url, '') || coalesce(last_error, ''), ',' order by id) from car_calendar_sync) as calendar_syncs,
            (select string_agg(rating || coalesce(comment, '') || coalesce(answer, '') || coalesce(published_at::text, ''), ',' order by id) from review) as reviews,
            (select string_agg(coalesce(bank_name, '') || coalesce(bank_account_name, ''), ',' order by id) from "user") as banking,
            (select string_agg(email_messages::text || email_reminders::text, ',' order by id) from "user") as email_choices,
            (select string_agg(status, ',' order by id) from booking) as booking_states,
            (select string_agg(is_available::text || price_per_day::text || make, ',' order by id) from car) as car_states,
            (select string_agg(concat_ws('/', advance_notice_hours, min_trip_days, max_trip_days, booking_window_months), ',' order by id) from car) as car_rules,
            (select string_agg(concat_ws('/', start_date, end_date, note), ',' order by id) from car_block) as car_blocks`,
  );
  return JSON.stringify(row);
}

async function send(client: TestClient, method: string, path: string, payload: Payload) {
  const headers: Record<string, string> = {
    origin: SITE_ORIGIN,
    'content-type': payload.contentType ?? 'application/json',
    cookie: client.cookieHeader(),
    ...freshIp(),
  };
  if (payload.contentEncoding) headers['content-encoding'] = payload.contentEncoding;
  const res = await fetch(new URL(path, api.url), { method, headers, body: payload.body, redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

let bookingPhoto = '';
const validBooking = (photo: string, start = addDays(earliestStartDate(), 40)) =>
  bookingRequest({ carId, startDate: start, endDate: addDays(start, 2) }, photo);

beforeAll(async () => {
  counter = new pg.Client({ connectionString: db.url });
  await counter.connect();
  const parties = await createParties(api, {
    domain: 'fuzz.test',
    people: [{ key: 'host', isHost: true }, { key: 'renter' }],
  });
  clients.host = parties.clients.host!;
  clients.renter = parties.clients.renter!;
  carId = parties.cars[0]!.id;
  bookingPhoto = await jpegDataUrl();
  const start = addDays(earliestStartDate(), 10);
  const created = await clients.renter.postJson('/api/bookings', validBooking(bookingPhoto, start), {
    origin: SITE_ORIGIN,
  });
  expect(created.status).toBe(201);
  ({ id: bookingId, conversationId } = created.json<{ id: string; conversationId: string }>());

  // two trips that ended last month, completed by the host: one to review, one whose renter's review is published
  const endedTrip = async (daysAgo: number) => {
    const start = addDays(marketToday(), -daysAgo);
    const id = await insertBooking(api, {
      car: parties.cars[0]!,
      renter: parties.users.renter!,
      startDate: start,
      endDate: addDays(start, 2),
      status: 'confirmed',
    });
    expect((await clients.host.postJson(`/api/bookings/${id}/status`, { status: 'completed' })).status).toBe(200);
    return id;
  };
  completedId = await endedTrip(30);
  const reviewed = await endedTrip(20);
  const review = await clients.renter.postJson(`/api/bookings/${reviewed}/reviews`, { rating: 4 });
  expect((await clients.host.postJson(`/api/bookings/${reviewed}/reviews`, { rating: 5 })).status).toBe(201);
  reviewId = review.json<{ id: string }>().id;
  // a confirmed trip picked up today: the car may be recorded
  inTripId = await insertBooking(api, {
    car: parties.cars[0]!,
    renter: parties.users.renter!,
    startDate: marketToday(),
    endDate: addDays(marketToday(), 2),
    status: 'confirmed',
  });
});

afterAll(() => counter?.end());

const car = {
  make: 'Toyota',
  model: 'Corolla',
  year: 2022,
  category: 'economy',
  seats: 5,
  transmission: 'automatic',
  fuelType: 'gasoline',
  pricePerDay: '45.00',
  location: '2 Fuzz St',
  city: 'Fuzzville',
  state: 'CA',
  description: 'A car',
  features: ['bluetooth'],
  images: ['uploads/nobody/none.jpg'],
};

const ROUTES: {
  name: string;
  method: string;
  path: () => string;
  as: 'host' | 'renter';
  valid: () => Record<string, unknown>;
}[] = [
  {
    name: 'POST /api/login',
    method: 'POST',
    path: () => '/api/login',
    as: 'renter',
    valid: () => ({ email: 'renter@fuzz.test', password: 'wrong-password' }),
  },
  {
    name: 'POST /api/signup',
    method: 'POST',
    path: () => '/api/signup',
    as: 'renter',
    valid: () => ({ email: 'renter@fuzz.test', password: TEST_PASSWORD, firstName: 'Rita', lastName: 'Renter' }),
  },
  {
    name: 'PUT /api/users/banking',
    method: 'PUT',
    path: () => '/api/users/banking',
    as: 'host',
    valid: () => ({
      bankName: 'Chase',
      bankAccountName: 'Hana Host',
      bankRoutingNumber: '021000022',
      bankAccountNumber: '123456789',
    }),
  },
  {
    name: 'POST /api/bookings',
    method: 'POST',
    path: () => '/api/bookings',
    as: 'renter',
    valid: () => validBooking(bookingPhoto, addDays(earliestStartDate(), 10)),
  },
  {
    name: 'POST /api/bookings/:id/payment',
    method: 'POST',
    path: () => `/api/bookings/${bookingId}/payment`,
    as: 'renter',
    valid: () => ({ cardNumber: '4000 0000 0000 0002', expiryDate: '12/35', cvv: '123', cardholderName: 'Rita' }),
  },
  {
    name: 'POST /api/bookings/:id/status',
    method: 'POST',
    path: () => `/api/bookings/${bookingId}/status`,
    as: 'host',
    valid: () => ({ status: 'completed' }),
  },
  { name: 'POST /api/cars', method: 'POST', path: () => '/api/cars', as: 'host', valid: () => car },
  { name: 'POST /api/cars/validate', method: 'POST', path: () => '/api/cars/validate', as: 'host', valid: () => car },
  {
    name: 'PATCH /api/cars/:id',
    method: 'PATCH',
    path: () => `/api/cars/${carId}`,
    as: 'host',
    valid: () => ({ ...car, isAvailable: 'yes' }),
  },
  {
    name: 'PUT /api/cars/:id/availability',
    method: 'PUT',
    path: () => `/api/cars/${carId}/availability`,
    as: 'host',
    valid: () => ({
      blocks: [
        { startDate: addDays(earliestStartDate(), 100), endDate: addDays(earliestStartDate(), 103), note: 'Mine' },
      ],
      advanceNoticeHours: 24,
      minDays: 2,
      maxDays: 10,
      bookingWindowMonths: 12,
    }),
  },
  {
    name: 'POST /api/cars/:id/conversation',
    method: 'POST',
    path: () => `/api/cars/${carId}/conversation`,
    as: 'renter',
    valid: () => ({}),
  },
  {
    name: 'POST /api/conversations/:id/messages',
    method: 'POST',
    path: () => `/api/conversations/${conversationId}/messages`,
    as: 'host',
    valid: () => ({ body: 'Is the car free next week?' }),
  },
  {
    name: 'POST /api/bookings/:id/reviews',
    method: 'POST',
    path: () => `/api/bookings/${completedId}/reviews`,
    as: 'renter',
    valid: () => ({ rating: 4, comment: 'Clean car, easy pickup.' }),
  },
  {
    name: 'POST /api/reviews/:id/answer',
    method: 'POST',
    path: () => `/api/reviews/${reviewId}/answer`,
    as: 'host',
    valid: () => ({ answer: 'Thank you for taking such good care of it!' }),
  },
  {
    name: 'POST /api/bookings/:id/check-ins',
    method: 'POST',
    path: () => `/api/bookings/${inTripId}/check-ins`,
    as: 'renter',
    valid: () => ({
      id: crypto.randomUUID(),
      kind: 'pickup',
      odometerMiles: 20_000,
      fuelEighths: 6,
      takenAt: new Date().toISOString(),
      photos: ['front', 'back', 'left', 'right'].map((angle) => ({ angle, data: bookingPhoto })),
    }),
  },
  {
    name: 'PUT /api/cars/:id/calendar-sync/import-url',
    method: 'PUT',
    path: () => `/api/cars/${carId}/calendar-sync/import-url`,
    as: 'host',
    // refused before any connection (a private address): the fuzz never reaches the network
    valid: () => ({ url: 'http://127.0.0.1:9/calendar.ics' }),
  },
  {
    name: 'POST /api/cars/:id/calendar-sync/import-file',
    method: 'POST',
    path: () => `/api/cars/${carId}/calendar-sync/import-file`,
    as: 'host',
    valid: () => ({
      ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:20990101\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    }),
  },
  {
    name: 'POST /api/car-images/upload',
    method: 'POST',
    path: () => '/api/car-images/upload',
    as: 'host',
    valid: () => ({ contentType: 'image/jpeg' }),
  },
  {
    name: 'POST /api/car-images/check',
    method: 'POST',
    path: () => '/api/car-images/check',
    as: 'host',
    valid: () => ({ key: `uploads/${crypto.randomUUID()}/${crypto.randomUUID()}` }),
  },
  {
    name: 'PUT /api/users/email-preferences',
    method: 'PUT',
    path: () => '/api/users/email-preferences',
    as: 'renter',
    valid: () => ({ messages: false, reminders: true }),
  },
  {
    name: 'POST /api/contact',
    method: 'POST',
    path: () => '/api/contact',
    as: 'renter',
    valid: () => ({ name: 'Rita Renter', email: 'rita@fuzz.test', subject: 'booking', message: 'When is pickup?' }),
  },
  {
    name: 'POST /api/rum',
    method: 'POST',
    path: () => '/api/rum',
    as: 'renter',
    valid: () => ({
      session: crypto.randomUUID(),
      shell: 'shell-1a2b3c',
      language: 'en',
      events: [{ kind: 'vital', route: '/cars/:id', remote: 'mfe_search', version: 'v1', name: 'LCP', value: 900 }],
    }),
  },
];

describe('generated bad input on every write route', () => {
  ROUTES.forEach((route, index) => {
    it(`${route.name}: no 500, no row written by a refusal`, {
      timeout: 240_000,
    }, async () => {
      const payloads = payloadsFor(route.valid(), index + 1);
      const statuses = new Map<number, number>();
      let serverErrors = 0;
      let refusedButWrote = 0;
      for (const payload of payloads) {
        const before = await rowCounts();
        const status = await send(clients[route.as], route.method, route.path(), payload);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) serverErrors++;
        if (status >= 400 && status < 500 && (await rowCounts()) !== before) refusedButWrote++;
      }
      const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(
        `${route.name}: ${payloads.length} payloads, ${serverErrors} answers ≥ 500, ` +
          `${refusedButWrote} refusals that wrote a row (${tally.join(' ')})`,
      );
      expect(payloads.length).toBeGreaterThanOrEqual(MIN_PAYLOADS);
      expect(serverErrors).toBe(0);
      expect(refusedButWrote).toBe(0);
    });
  });
});
