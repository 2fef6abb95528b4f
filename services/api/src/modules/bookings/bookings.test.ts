/**
 * The bookings module against PostgreSQL and the object store: creation (validation, photos by
 * their bytes, private storage, amounts from quoteBooking, the EXCLUDE constraint under concurrent
 * requests), reads, the simulated payment, the cancellation quote, lifecycle transitions per actor
 * and the admin-only documents route.
 */
import {
  addDays,
  BOOKING_PHOTO_MAX_BYTES,
  type BookingEventView,
  type BookingStatus,
  type BookingView,
  type CancellationQuote,
  CHECKOUT_HOLD_MINUTES,
  calendarDateIn,
  LIFECYCLE_MESSAGES,
  PHONE_INVALID_MESSAGE,
  pickupInstant,
  quoteAmounts,
  quoteBooking,
} from '@ladrive/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { hashPassword } from '../../lib/password.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { bookingRequest } from '../../testing/fixtures.ts';
import {
  createTestDatabase,
  defaultText,
  freshIp,
  query,
  startTestApi,
  TestClient,
  type TestDatabase,
  type TestResponse,
} from '../../testing/helpers.ts';
import { Car } from '../cars/index.ts';
import { DEFAULT_BUCKETS } from '../storage/index.ts';
import { User } from '../users/index.ts';
import { Booking } from './booking.entity.ts';

let db: TestDatabase;
let api: RunningApi;

const PASSWORD = 'a-good-password';
const OVERLAP_MESSAGE = 'This car is already booked for some of these dates. Please choose other dates.';
const CONCURRENT_RENTERS = 24;

type Person = 'host' | 'host2' | 'admin' | 'rosa' | 'raul';
const users = {} as Record<Person, string>;
const crowd: string[] = [];
const clients = {} as Record<Person, TestClient>;

const CAR_SPECS = {
  main: { host: 'host', price: '45.00', available: true },
  edges: { host: 'host', price: '60.00', available: true },
  crowd: { host: 'host', price: '80.00', available: true },
  pay: { host: 'host2', price: '99.99', available: true },
  life: { host: 'host2', price: '50.00', available: true },
  paused: { host: 'host', price: '70.00', available: false },
  removable: { host: 'host2', price: '40.00', available: true },
} as const;
type CarKey = keyof typeof CAR_SPECS;
const cars = {} as Record<CarKey, string>;
let today: string;

// ── fixtures ──────────────────────────────────────────────────────────────────

// real images: the API decodes and re-encodes every identity photo
const tinyImage = () => sharp({ create: { width: 24, height: 16, channels: 3, background: '#5b3df5' } });
const JPEG = await tinyImage().jpeg().toBuffer();
const PNG = await tinyImage().png().toBuffer();
const WEBP = await tinyImage().webp().toBuffer();
/** A phone photo telling where it was taken (EXIF). */
const JPEG_WITH_EXIF = await tinyImage()
  .jpeg()
  .withExif({ IFD0: { Copyright: 'taken at 123 Secret Lane', Make: 'PhoneCo' } })
  .toBuffer();
const dataUrl = (bytes: Buffer, label = 'image/jpeg') => `data:${label};base64,${bytes.toString('base64')}`;
const day = (n: number) => addDays(today, n);

function bookingBody(carKey: CarKey, startOffset: number, endOffset: number, extra: Record<string, unknown> = {}) {
  return bookingRequest({ carId: cars[carKey], startDate: day(startOffset), endDate: day(endOffset) }, dataUrl(JPEG), {
    fullName: 'Rosa Renter',
    selfieWithLicense: dataUrl(WEBP, 'image/webp'),
    ...extra,
  });
}

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(api.url, { contract: sharedContractChecker() });
  const res = await client.postJson('/api/login', { email, password: PASSWORD }, freshIp());
  expect(res.status).toBe(200);
  return client;
}

/** A booking written straight through the ORM (any status, any dates, past ones too). */
async function insertBooking(
  carKey: CarKey,
  renter: string,
  startDate: string,
  endDate: string,
  status: BookingStatus,
  amounts = { totalPrice: '330.00', serviceFee: '30.00', insuranceFee: '0.00' },
): Promise<string> {
  const em = api.orm.em.fork();
  const car = await em.findOneOrFail(Car, { id: cars[carKey] });
  const booking = em.create(Booking, {
    car,
    renter: em.getReference(User, renter),
    host: car.host,
    startDate,
    endDate,
    driverLicense: 'D7654321',
    fullName: 'Inserted Renter',
    address: '2 Side St',
    phone: '555-0102',
    emergencyContact: 'Em',
    emergencyPhone: '555-0103',
    ...amounts,
    paymentIntentId: status === 'pending' ? null : 'pi_sim_inserted',
    status,
  });
  await em.flush();
  return booking.id;
}

async function bookingCount(): Promise<number> {
  const [row] = await query<{ n: string }>(db.url, 'select count(*) as n from booking');
  return Number(row!.n);
}

async function documentKeys(prefix = 'bookings/'): Promise<string[]> {
  const keys: string[] = [];
  const stream = api.storage.client.listObjectsV2(api.storage.buckets.bookingDocuments, prefix, true);
  for await (const item of stream) if (item.name) keys.push(item.name);
  return keys.sort();
}

/** Expects a rejected request that wrote nothing: no row, no object. */
async function expectNothingWritten(send: () => Promise<TestResponse>, status: number): Promise<TestResponse> {
  const rowsBefore = await bookingCount();
  const keysBefore = await documentKeys();
  const res = await send();
  expect(res.status).toBe(status);
  expect(await bookingCount()).toBe(rowsBefore);
  expect(await documentKeys()).toEqual(keysBefore);
  return res;
}

beforeAll(async () => {
  db = await createTestDatabase();
  // These tests leave many bookings unpaid on purpose; the hold limit has its own tests (booking-holds.test.ts).
  // Its own documents bucket: the object store is shared by every test file, and these tests count what it holds.
  api = await startTestApi(db.url, {
    poolMax: 6,
    maxUnpaidHolds: 1_000,
    buckets: { ...DEFAULT_BUCKETS, bookingDocuments: 'booking-documents-bookings-test' },
  });
  today = calendarDateIn(new Date());
  const em = api.orm.em.fork();
  const passwordHash = await hashPassword(PASSWORD);
  const make = (key: string, firstName: string, lastName: string, extra: Partial<User> = {}) =>
    em.create(User, { email: `${key}@bookings.test`, passwordHash, firstName, lastName, ...extra });
  const people: Record<Person, User> = {
    host: make('host', 'Hana', 'Host', { isHost: true }),
    host2: make('host2', 'Hugo', 'Host', { isHost: true }),
    admin: make('admin', 'Ada', 'Admin', { isAdmin: true }),
    rosa: make('rosa', 'Rosa', 'Renter'),
    raul: make('raul', 'Raúl', ''),
  };
  const crowdUsers = Array.from({ length: CONCURRENT_RENTERS }, (_, i) => make(`crowd${i}`, `Crowd${i}`, 'Renter'));
  const carRows = (Object.entries(CAR_SPECS) as [CarKey, (typeof CAR_SPECS)[CarKey]][]).map(([key, spec]) => [
    key,
    em.create(Car, {
      host: people[spec.host],
      make: `Make-${key}`,
      model: `Model-${key}`,
      year: 2023,
      category: 'economy',
      seats: 5,
      transmission: 'automatic',
      fuelType: 'gasoline',
      pricePerDay: spec.price,
      location: `1 ${key} St`,
      city: 'Los Angeles',
      state: 'CA',
      images: key === 'paused' ? [] : [`/api/photos/cars/${key}/1.jpg`, `/api/photos/cars/${key}/2.jpg`],
      isAvailable: spec.available,
    }),
  ]);
  await em.flush();
  for (const [key, user] of Object.entries(people)) users[key as Person] = user.id;
  for (const user of crowdUsers) crowd.push(user.email);
  for (const [key, car] of carRows) cars[key as CarKey] = (car as Car).id;
  for (const key of Object.keys(people) as Person[]) clients[key] = await signIn(`${key}@bookings.test`);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

// ── 401 / 403 ─────────────────────────────────────────────────────────────────

describe('access', () => {
  const someId = '00000000-0000-4000-8000-000000000000';

  it('401 Unauthorized on every route when signed out, nothing written', async () => {
    const anon = new TestClient(api.url, { contract: sharedContractChecker() });
    const calls = [
      () => anon.postJson('/api/bookings', bookingBody('main', 1, 3)),
      () => anon.get(`/api/bookings/renter/${someId}`),
      () => anon.get(`/api/bookings/host/${someId}`),
      () => anon.get(`/api/bookings/${someId}`),
      () => anon.postJson(`/api/bookings/${someId}/payment`, {}),
      () => anon.get(`/api/bookings/${someId}/cancellation`),
      () => anon.get(`/api/bookings/${someId}/events`),
      () => anon.postJson(`/api/bookings/${someId}/status`, { status: 'cancelled' }),
      () => anon.get(`/api/admin/bookings/${someId}/documents/license`),
    ];
    for (const call of calls) {
      const res = await expectNothingWritten(call, 401);
      expect(res.text).toContain('Unauthorized');
    }
  });

  it('403 for a signed-in user without the right on every route', async () => {
    const id = await insertBooking('main', users.rosa, day(200), day(202), 'pending');
    const raul = clients.raul;
    const forbidden = [
      [() => raul.get(`/api/bookings/renter/${users.rosa}`), 'You can only see your own bookings'],
      [() => raul.get(`/api/bookings/host/${users.host}`), 'You can only see your own bookings'],
      [() => raul.get(`/api/bookings/${id}`), 'You can only see your own bookings'],
      [() => raul.postJson(`/api/bookings/${id}/payment`, {}), 'Only the renter can pay for this booking'],
      [() => clients.host.postJson(`/api/bookings/${id}/payment`, {}), 'Only the renter can pay for this booking'],
      [() => clients.admin.postJson(`/api/bookings/${id}/payment`, {}), 'Only the renter can pay for this booking'],
      [() => raul.get(`/api/bookings/${id}/cancellation`), 'You can only see your own bookings'],
      [() => raul.get(`/api/bookings/${id}/events`), 'You can only see your own bookings'],
      [
        () => raul.postJson(`/api/bookings/${id}/status`, { status: 'cancelled' }),
        'You can only change your own bookings',
      ],
      [
        () => clients.rosa.get(`/api/admin/bookings/${id}/documents/license`),
        'Only administrators can see identity documents',
      ],
      [
        () => clients.host.get(`/api/admin/bookings/${id}/documents/selfie`),
        'Only administrators can see identity documents',
      ],
    ] as const;
    for (const [call, message] of forbidden) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ message });
    }
    const [row] = await query<{ status: string }>(db.url, 'select status from booking where id = $1', [id]);
    expect(row!.status).toBe('pending');
  });

  it('404 for a missing or malformed booking id', async () => {
    for (const path of [
      `/api/bookings/${someId}`,
      '/api/bookings/not-a-uuid',
      `/api/bookings/${someId}/cancellation`,
      `/api/bookings/${someId}/events`,
    ]) {
      const res = await clients.rosa.get(path);
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ message: 'Booking not found' });
    }
    expect((await clients.rosa.postJson(`/api/bookings/${someId}/payment`, {})).status).toBe(404);
    expect((await clients.rosa.postJson(`/api/bookings/${someId}/status`, { status: 'cancelled' })).status).toBe(404);
  });
});

// ── create ────────────────────────────────────────────────────────────────────

describe('POST /api/bookings', () => {
  it('201 with the BookingView; amounts from quoteBooking whatever the client sends', async () => {
    const body = bookingBody('main', 5, 8, {
      addInsurance: true,
      totalPrice: '1.00',
      serviceFee: '0.00',
      insuranceFee: '0.00',
      hostId: users.rosa,
    });
    const res = await clients.rosa.postJson('/api/bookings', body);
    expect(res.status).toBe(201);
    const view = res.json<BookingView>();
    const expected = quoteAmounts(
      quoteBooking({
        pricePerDay: '45.00',
        weeklyDiscountPercent: 0,
        monthlyDiscountPercent: 0,
        startDate: day(5),
        endDate: day(8),
        addInsurance: true,
      }),
    );
    expect(expected).toEqual({
      totalPrice: '198.00',
      serviceFee: '18.00',
      insuranceFee: '45.00',
      discountAmount: '0.00',
    });
    expect(view).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      carId: cars.main,
      renterId: users.rosa,
      hostId: users.host,
      startDate: day(5),
      endDate: day(8),
      driverLicense: 'D1234567',
      fullName: 'Rosa Renter',
      address: '1 Main St, Los Angeles, CA',
      phone: '+12135550100',
      emergencyContact: 'Ed Renter',
      emergencyPhone: '+12135550101',
      addInsurance: true,
      ...expected,
      paymentIntentId: null,
      status: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      refundAmount: null,
      holdExpiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      requiresApproval: false,
      awaitingHost: false,
      respondBy: null,
      car: {
        make: 'Make-main',
        model: 'Model-main',
        year: 2023,
        location: '1 main St',
        city: 'Los Angeles',
        state: 'CA',
        image: '/api/photos/cars/main/1.jpg',
      },
      // and the renter's rating from hosts' reviews (none yet)
      renter: { fullName: 'Rosa Renter', rating: '0.00', reviewCount: 0, verified: true },
      // the host's payout is the host's and the admins' to see
      hostPayout: null,
      // booking starts the conversation of the renter and the car (modules/conversations)
      conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      hostPhone: null,
    });
    expect(res.text).not.toMatch(/photoKey|bookings\//);
    // the checkout hold: 15 minutes from creation
    const holdMs = Date.parse(view.holdExpiresAt) - Date.parse(view.createdAt);
    expect(Math.abs(holdMs - CHECKOUT_HOLD_MINUTES * 60_000)).toBeLessThan(1_000);
    const [row] = await query<Record<string, string>>(
      db.url,
      'select total_price, service_fee, insurance_fee, host_id, renter_id from booking where id = $1',
      [view.id],
    );
    expect(row).toEqual({
      total_price: '198.00',
      service_fee: '18.00',
      insurance_fee: '45.00',
      host_id: users.host,
      renter_id: users.rosa,
    });
  });

  it('stores the photos re-encoded and encrypted under bookings/<id>/, keys on the row; only admins read them', async () => {
    // a PNG labelled as JPEG is fine: the bytes decide; every stored photo is a clean JPEG
    const res = await clients.rosa.postJson(
      '/api/bookings',
      bookingBody('main', 20, 22, {
        licensePhoto: dataUrl(PNG, 'image/jpeg'),
        selfieWithLicense: dataUrl(JPEG_WITH_EXIF),
      }),
    );
    expect(res.status).toBe(201);
    const { id } = res.json<BookingView>();
    expect(await documentKeys(`bookings/${id}/`)).toEqual([`bookings/${id}/license.jpg`, `bookings/${id}/selfie.jpg`]);
    const [row] = await query(db.url, 'select license_photo_key, selfie_photo_key from booking where id = $1', [id]);
    expect(row).toEqual({
      license_photo_key: `bookings/${id}/license.jpg`,
      selfie_photo_key: `bookings/${id}/selfie.jpg`,
    });
    // the object store alone never reveals a photo: what it holds is ciphertext
    const bucket = api.storage.buckets.bookingDocuments;
    const stored = await api.storage.get(bucket, `bookings/${id}/selfie.jpg`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!) chunks.push(Buffer.from(chunk as Buffer));
    const sealed = Buffer.concat(chunks);
    expect(sealed.subarray(0, 4).toString()).toBe('LDE1');
    expect(sealed.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(sealed.includes(Buffer.from('Secret Lane'))).toBe(false);
    expect(await api.storage.stat(bucket, `bookings/${id}/selfie.jpg`)).toMatchObject({
      contentType: 'application/octet-stream',
    });
    expect(await api.storage.stat(api.storage.buckets.carPhotos, `bookings/${id}/license.jpg`)).toBeUndefined();
    for (const path of [`/api/photos/bookings/${id}/license.jpg`, `/api/photos/bookings/${id}/selfie.jpg`]) {
      expect((await clients.admin.get(path)).status).toBe(404);
      expect((await new TestClient(api.url, { contract: sharedContractChecker() }).get(path)).status).toBe(404);
    }

    // the admin documents route: admins only, decrypted, never cached
    const license = await fetch(`${api.url}/api/admin/bookings/${id}/documents/license`, {
      headers: { cookie: clients.admin.cookieHeader() },
    });
    expect(license.status).toBe(200);
    expect(license.headers.get('content-type')).toBe('image/jpeg');
    expect(license.headers.get('cache-control')).toBe('private, no-store');
    expect(await sharp(Buffer.from(await license.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 24,
      height: 16,
    });
    const selfie = await fetch(`${api.url}/api/admin/bookings/${id}/documents/selfie`, {
      headers: { cookie: clients.admin.cookieHeader() },
    });
    expect(selfie.headers.get('content-type')).toBe('image/jpeg');
    const served = Buffer.from(await selfie.arrayBuffer());
    // the phone's metadata (where it was taken) did not survive the re-encoding
    expect((await sharp(JPEG_WITH_EXIF).metadata()).exif).toBeDefined();
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.includes(Buffer.from('Secret Lane'))).toBe(false);
    expect((await clients.admin.get(`/api/admin/bookings/${id}/documents/passport`)).status).toBe(404);
    expect((await clients.admin.get('/api/admin/bookings/nope/documents/license')).status).toBe(404);
    // the renter and the host see the booking, never the documents
    expect((await clients.rosa.get(`/api/admin/bookings/${id}/documents/license`)).status).toBe(403);
    expect((await clients.host.get(`/api/admin/bookings/${id}/documents/license`)).status).toBe(403);
  });

  it('a failed upload rolls the insert back and removes what did upload', async () => {
    const storage = api.storage;
    const put = storage.put.bind(storage);
    const attempted: string[] = [];
    storage.put = async (bucket, key, data, contentType) => {
      attempted.push(key);
      if (key.includes('/selfie.')) throw new Error('object store down');
      return put(bucket, key, data, contentType);
    };
    try {
      const res = await expectNothingWritten(
        () => clients.rosa.postJson('/api/bookings', bookingBody('main', 90, 92)),
        500,
      );
      expect(res.json()).toEqual({ message: 'Internal error' });
    } finally {
      storage.put = put;
    }
    expect(attempted).toHaveLength(2);
    expect(await storage.stat(storage.buckets.bookingDocuments, attempted[0]!)).toBeUndefined();
    // the dates are still free
    expect((await clients.rosa.postJson('/api/bookings', bookingBody('main', 90, 92))).status).toBe(201);
  });

  it('400 for missing fields, nothing written', async () => {
    const res = await expectNothingWritten(() => clients.rosa.postJson('/api/bookings', { carId: cars.main }), 400);
    const issues = res.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'startDate', message: 'Start date is required' },
        { path: 'fullName', message: 'Full name is required' },
        { path: 'driverLicense', message: "Driver's license number is required" },
        { path: 'address', message: 'Address is required' },
        { path: 'phone', message: 'Phone is required' },
        { path: 'emergencyContact', message: 'Emergency contact is required' },
        { path: 'emergencyPhone', message: 'Emergency phone is required' },
        { path: 'licenseExpiry', message: "Your driver's license expiry date is required" },
        { path: 'agreesToTerms', message: 'You must agree to the terms and conditions' },
      ]),
    );
  });

  const refusals: [string, () => Record<string, unknown>, string, string][] = [
    [
      'terms not agreed',
      () => bookingBody('main', 30, 32, { agreesToTerms: false }),
      'agreesToTerms',
      'You must agree to the terms and conditions',
    ],
    ['end not after start', () => bookingBody('main', 30, 30), 'endDate', 'End date must be after start date'],
    ['end before start', () => bookingBody('main', 31, 30), 'endDate', 'End date must be after start date'],
    ['start in the past', () => bookingBody('main', -1, 2), 'startDate', 'Start date cannot be in the past'],
    [
      'licence photo missing',
      () => bookingBody('main', 30, 32, { licensePhoto: '' }),
      'licensePhoto',
      "Please take a photo of your driver's license",
    ],
    [
      'selfie missing',
      () => bookingBody('main', 30, 32, { selfieWithLicense: undefined }),
      'selfieWithLicense',
      "Please take a photo of yourself with your driver's license",
    ],
    [
      'a text file labelled image/jpeg',
      () => bookingBody('main', 30, 32, { licensePhoto: dataUrl(Buffer.from('just some text, not a photo')) }),
      'licensePhoto',
      "The driver's license photo must be a JPEG, PNG or WebP image",
    ],
    [
      'a selfie that is a PDF',
      () => bookingBody('main', 30, 32, { selfieWithLicense: dataUrl(Buffer.from('%PDF-1.7 ...'), 'image/png') }),
      'selfieWithLicense',
      'The selfie with your license must be a JPEG, PNG or WebP image',
    ],
    [
      'JPEG magic bytes followed by HTML',
      () =>
        bookingBody('main', 30, 32, {
          licensePhoto: dataUrl(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>')])),
        }),
      'licensePhoto',
      "The driver's license photo must be a JPEG, PNG or WebP image",
    ],
    [
      'not a data URL',
      () => bookingBody('main', 30, 32, { licensePhoto: 'https://example.com/license.jpg' }),
      'licensePhoto',
      "The driver's license photo must be a JPEG, PNG or WebP image",
    ],
    [
      'broken base64',
      () => bookingBody('main', 30, 32, { licensePhoto: 'data:image/jpeg;base64,/9j/*not base64*' }),
      'licensePhoto',
      "The driver's license photo must be a JPEG, PNG or WebP image",
    ],
    ['an unavailable car', () => bookingBody('paused', 30, 32), 'carId', 'This car is not available for booking'],
    [
      'a phone number that is a word',
      () => bookingBody('main', 30, 32, { phone: 'abc' }),
      'phone',
      PHONE_INVALID_MESSAGE,
    ],
    [
      'an emergency phone that is a sentence',
      () => bookingBody('main', 30, 32, { emergencyPhone: 'call me maybe' }),
      'emergencyPhone',
      PHONE_INVALID_MESSAGE,
    ],
    [
      'a NUL character in a text field',
      () => bookingBody('main', 30, 32, { fullName: 'Ana\u0000Rivera' }),
      'fullName',
      'Text must not contain NUL characters',
    ],
  ];
  for (const [name, body, path, refusal] of refusals) {
    it(`400 ${name}, nothing written`, async () => {
      const message = defaultText(refusal);
      const res = await expectNothingWritten(() => clients.rosa.postJson('/api/bookings', body()), 400);
      const json = res.json();
      expect(json.message).toBe(message);
      expect(json.issues).toContainEqual({ path, message });
    });
  }

  it('400 when a host tries to book their own car, nothing written', async () => {
    const res = await expectNothingWritten(
      () => clients.host.postJson('/api/bookings', bookingBody('main', 30, 32)),
      400,
    );
    expect(res.json()).toMatchObject({ message: 'You cannot book your own car' });
  });

  it("charges a 7-day trip the car's weekly discount exactly as quoted; its host sees the payout", async () => {
    await query(db.url, 'update car set weekly_discount_percent = 10, monthly_discount_percent = 20 where id = $1', [
      cars.edges,
    ]);
    try {
      const quote = quoteBooking({
        pricePerDay: '60.00',
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 20,
        startDate: day(200),
        endDate: day(207),
        addInsurance: true,
      });
      // 7 × $60 = 420, −10 % = 378; insurance 105; fee 10 % of 483 = 48.30
      expect(quoteAmounts(quote)).toEqual({
        totalPrice: '531.30',
        serviceFee: '48.30',
        insuranceFee: '105.00',
        discountAmount: '42.00',
      });
      const res = await clients.rosa.postJson(
        '/api/bookings',
        bookingBody('edges', 200, 207, { addInsurance: true, totalPrice: '1.00' }),
      );
      expect(res.status, res.text).toBe(201);
      const view = res.json<BookingView>();
      expect(view).toMatchObject({ ...quoteAmounts(quote), hostPayout: null });
      const [row] = await query<Record<string, string>>(
        db.url,
        'select total_price, discount_amount from booking where id = $1',
        [view.id],
      );
      expect(row).toEqual({ total_price: '531.30', discount_amount: '42.00' });
      // the host: the base after the discount (378) minus the 15 % commission (56.70)
      const byHost = (await clients.host.get(`/api/bookings/${view.id}`)).json<BookingView>();
      expect(byHost.hostPayout).toEqual({
        basePrice: '420.00',
        discount: '42.00',
        discountedBasePrice: '378.00',
        commissionPercent: 15,
        commission: '56.70',
        payout: '321.30',
      });
      expect(byHost.renter).toMatchObject({ fullName: 'Rosa Renter', verified: true });
      expect(byHost.driverLicense).toBe('');
    } finally {
      await query(db.url, 'update car set weekly_discount_percent = 0, monthly_discount_percent = 0 where id = $1', [
        cars.edges,
      ]);
    }
  });

  it('404 Auto no encontrado for an unknown car', async () => {
    const res = await expectNothingWritten(
      () => clients.rosa.postJson('/api/bookings', { ...bookingBody('main', 30, 32), carId: crypto.randomUUID() }),
      404,
    );
    expect(res.json()).toEqual({ message: 'Auto no encontrado' });
  });

  it('5 MB photos pass, 5 MB + 1 byte is refused (each photo)', async () => {
    // a real photo followed by padding up to the size (decoders stop at the end-of-image marker)
    const photo = (size: number) => Buffer.concat([JPEG, Buffer.alloc(size - JPEG.length, 0)]);
    for (const field of ['licensePhoto', 'selfieWithLicense'] as const) {
      const res = await expectNothingWritten(
        () =>
          clients.rosa.postJson(
            '/api/bookings',
            bookingBody('main', 40, 41, { [field]: dataUrl(photo(BOOKING_PHOTO_MAX_BYTES + 1)) }),
          ),
        400,
      );
      const message =
        field === 'licensePhoto'
          ? "The driver's license photo must be 5 MB or smaller"
          : 'The selfie with your license must be 5 MB or smaller';
      expect(res.json().message).toBe(message);
    }
    const ok = await clients.rosa.postJson(
      '/api/bookings',
      bookingBody('main', 40, 41, { licensePhoto: dataUrl(photo(BOOKING_PHOTO_MAX_BYTES)) }),
    );
    expect(ok.status).toBe(201);
    const { id } = ok.json<BookingView>();
    // stored re-encoded: the padding is gone
    const stored = await api.storage.stat(api.storage.buckets.bookingDocuments, `bookings/${id}/license.jpg`);
    expect(stored?.size).toBeLessThan(10_000);
  });

  it('413 with a clear message above 12 MB; other routes keep the 100 kB limit', async () => {
    const huge = `data:image/jpeg;base64,${'A'.repeat(12 * 1024 * 1024)}`;
    const res = await expectNothingWritten(
      () => clients.rosa.postJson('/api/bookings', bookingBody('main', 50, 52, { licensePhoto: huge })),
      413,
    );
    expect(res.json()).toEqual({
      message: 'The booking is too large: it may be at most 12 MB in all, with each photo 5 MB or smaller',
    });
    // 200 kB is fine for a booking but not for the other routes
    const medium = await clients.rosa.postJson(
      '/api/bookings',
      bookingBody('main', 50, 52, { licensePhoto: dataUrl(Buffer.concat([JPEG, Buffer.alloc(200_000, 1)])) }),
    );
    expect(medium.status).toBe(201);
    const banking = await clients.rosa.putJson('/api/users/banking', { bankName: 'x'.repeat(200_000) });
    expect(banking.status).toBe(413);
    expect(banking.json()).toEqual({ message: 'Request body is too large' });
  });
});

// ── overlap ───────────────────────────────────────────────────────────────────

describe('removing a car while it is being booked', () => {
  it('a booking and a removal at the same moment never both succeed', async () => {
    // each round starts from a listed car whose earlier bookings were cancelled (their rows and photos stay)
    const cancelEarlier = () =>
      query(db.url, `update booking set status = 'cancelled', refund_amount = '0.00' where car_id = $1`, [
        cars.removable,
      ]);
    // a renter of its own: whichever way each round goes, the bookings it leaves are no other test's to count
    const racer = await signIn(crowd[0]!);
    for (let round = 0; round < 6; round++) {
      await cancelEarlier();
      await query(db.url, 'update car set deleted_at = null, is_available = true where id = $1', [cars.removable]);
      const [booked, removed] = await Promise.all([
        racer.postJson('/api/bookings', bookingBody('removable', 150 + round, 151 + round)),
        clients.host2.request('DELETE', `/api/cars/${cars.removable}`),
      ]);
      // either the booking came first (the removal sees it: 409) or the removal did (the booking sees the car gone)
      expect([booked.status, removed.status].sort(), `round ${round}`).toSatisfy(
        (statuses: number[]) => String(statuses) === '201,409' || String(statuses) === '200,400',
      );
      const [row] = await query<{ removed: boolean; bookings: string }>(
        db.url,
        `select c.deleted_at is not null as removed,
                (select count(*) from booking b where b.car_id = c.id and b.status <> 'cancelled') as bookings
         from car c where c.id = $1`,
        [cars.removable],
      );
      expect(row!.removed && Number(row!.bookings) > 0).toBe(false);
    }
    await cancelEarlier();
  });
});

describe('overlapping bookings', () => {
  it(`${CONCURRENT_RENTERS} simultaneous requests for the same car and dates: exactly one 201, the rest 409, one row`, async () => {
    const renters = await Promise.all(crowd.map((email) => signIn(email)));
    const rowsBefore = await bookingCount();
    const responses = await Promise.all(
      renters.map((client) => client.postJson('/api/bookings', bookingBody('crowd', 10, 14))),
    );
    const created = responses.filter((res) => res.status === 201);
    const conflicts = responses.filter((res) => res.status === 409);
    console.log(
      `concurrent overlap: requests sent ${responses.length}, bookings created ${created.length}, 409 conflicts ${conflicts.length}, other ${responses.length - created.length - conflicts.length}`,
    );
    expect(responses.length).toBe(CONCURRENT_RENTERS);
    expect(created.length).toBe(1);
    expect(conflicts.length).toBe(CONCURRENT_RENTERS - 1);
    for (const res of conflicts) expect(res.json()).toEqual({ message: OVERLAP_MESSAGE });
    expect(await bookingCount()).toBe(rowsBefore + 1);
    const rows = await query<{ id: string }>(db.url, 'select id from booking where car_id = $1', [cars.crowd]);
    expect(rows).toHaveLength(1);
    const { id } = created[0]!.json<BookingView>();
    expect(rows[0]!.id).toBe(id);
    // only the winner's photos were uploaded
    const keys = (await documentKeys()).filter((key) => !key.startsWith(`bookings/${id}/`));
    const losers = await query<{ id: string }>(db.url, 'select id from booking');
    expect(keys.every((key) => losers.some((row) => key.startsWith(`bookings/${row.id}/`)))).toBe(true);
  });

  it('taken dates are refused before the photos are decoded: a photo only a decoder would refuse still gets the 409', async () => {
    // JPEG's first bytes, then no image: passes the cheap look at the bytes, fails the re-encoding (a 400 alone)
    const undecodable = dataUrl(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html>')]));
    const post = (start: number, end: number) =>
      clients.rosa.postJson('/api/bookings', bookingBody('edges', start, end, { licensePhoto: undecodable }));
    expect((await post(60, 62)).status).toBe(400);
    expect((await clients.rosa.postJson('/api/bookings', bookingBody('edges', 60, 63))).status).toBe(201);
    const res = await expectNothingWritten(() => post(61, 62), 409);
    expect(res.json()).toEqual({ message: OVERLAP_MESSAGE });
  });

  it('edges: ending on the start day and starting on the end day are fine; cancelled frees the dates', async () => {
    const post = (start: number, end: number) =>
      clients.rosa.postJson('/api/bookings', bookingBody('edges', start, end));
    const first = await post(10, 13);
    expect(first.status).toBe(201);
    expect((await post(13, 15)).status).toBe(201); // starts the day the first ends
    expect((await post(8, 10)).status).toBe(201); // ends the day the first starts
    for (const [start, end] of [
      [12, 14],
      [9, 11],
      [10, 13],
      [11, 12],
      [7, 16],
    ] as const) {
      const res = await expectNothingWritten(() => post(start, end), 409);
      expect(res.json()).toEqual({ message: OVERLAP_MESSAGE });
    }
    const { id } = first.json<BookingView>();
    expect((await clients.rosa.postJson(`/api/bookings/${id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await post(11, 12)).status).toBe(201);
  });
});

// ── payment ───────────────────────────────────────────────────────────────────

describe('POST /api/bookings/:id/payment', () => {
  const CARD = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/99', cvv: '123', cardholderName: 'Rosa Renter' };
  let id: string;

  beforeAll(async () => {
    const res = await clients.rosa.postJson('/api/bookings', bookingBody('pay', 3, 5));
    expect(res.status).toBe(201);
    id = res.json<BookingView>().id;
  });

  const status = async () =>
    (
      await query<{ status: string; payment_intent_id: string | null }>(
        db.url,
        'select status, payment_intent_id from booking where id = $1',
        [id],
      )
    )[0]!;

  const invalid: [string, Record<string, string>, string, string][] = [
    ['a Luhn failure', { cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Card number is not valid'],
    ['too few digits', { cardNumber: '4242 4242 42' }, 'cardNumber', 'Card number is not valid'],
    ['letters', { cardNumber: '4242 4242 4242 424a' }, 'cardNumber', 'Card number is not valid'],
    ['an expiry in the past', { expiryDate: '01/20' }, 'expiryDate', 'Expiry date must be MM/YY and not in the past'],
    ['an expiry not MM/YY', { expiryDate: '2030-01' }, 'expiryDate', 'Expiry date must be MM/YY and not in the past'],
    ['a bad cvv', { cvv: '12' }, 'cvv', 'CVV must be 3 or 4 digits'],
    ['a cvv with letters', { cvv: '12a' }, 'cvv', 'CVV must be 3 or 4 digits'],
    ['no cardholder', { cardholderName: '  ' }, 'cardholderName', 'Cardholder name is required'],
  ];
  for (const [name, change, path, message] of invalid) {
    it(`400 for ${name}, still pending`, async () => {
      const res = await clients.rosa.postJson(`/api/bookings/${id}/payment`, { ...CARD, ...change });
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ message, issues: [{ path, message }] });
      expect(await status()).toEqual({ status: 'pending', payment_intent_id: null });
    });
  }

  it('402 for the declined test card, still pending', async () => {
    const res = await clients.rosa.postJson(`/api/bookings/${id}/payment`, {
      ...CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(res.status).toBe(402);
    expect(res.json()).toEqual({ message: 'Your card was declined. Please try another card.' });
    expect(await status()).toEqual({ status: 'pending', payment_intent_id: null });
  });

  it('success confirms and records the intent; paying again (even at once) never charges twice', async () => {
    const [a, b] = await Promise.all([
      clients.rosa.postJson(`/api/bookings/${id}/payment`, CARD),
      clients.rosa.postJson(`/api/bookings/${id}/payment`, CARD),
    ]);
    expect(a!.status).toBe(200);
    expect(b!.status).toBe(200);
    const view = a!.json<BookingView>();
    expect(view).toMatchObject({ id, status: 'confirmed', paymentIntentId: expect.stringMatching(/^pi_sim_\w+$/) });
    expect(b!.json<BookingView>().paymentIntentId).toBe(view.paymentIntentId);
    const again = await clients.rosa.postJson(`/api/bookings/${id}/payment`, CARD);
    expect(again.status).toBe(200);
    expect(again.json()).toEqual(view);
    expect(await status()).toEqual({ status: 'confirmed', payment_intent_id: view.paymentIntentId });
  });

  it('another user paying is 403; a cancelled or completed booking is 409', async () => {
    expect((await clients.raul.postJson(`/api/bookings/${id}/payment`, CARD)).status).toBe(403);
    for (const state of ['cancelled', 'completed'] as const) {
      const other = await insertBooking(
        'pay',
        users.rosa,
        day(-30 - (state === 'cancelled' ? 5 : 0)),
        day(-28 - (state === 'cancelled' ? 5 : 0)),
        state,
      );
      const res = await clients.rosa.postJson(`/api/bookings/${other}/payment`, CARD);
      expect(res.status).toBe(409);
      expect(res.json()).toEqual({ message: 'This booking can no longer be paid' });
      const [row] = await query(db.url, 'select status from booking where id = $1', [other]);
      expect(row).toEqual({ status: state });
    }
  });
});

// ── cancellation quote ────────────────────────────────────────────────────────

/** The start date whose pickup (10:00 LA) is within the next 24 hours. */
function startWithin24h(): string {
  const now = Date.now();
  for (const offset of [0, 1, 2]) {
    const pickup = pickupInstant(day(offset)).getTime();
    if (pickup > now + 60_000 && pickup - now <= 24 * 3_600_000 - 60_000) return day(offset);
  }
  throw new Error('no start date with a pickup in the next 24 h (test ran within a minute of a pickup edge)');
}

describe('GET /api/bookings/:id/cancellation', () => {
  const amounts = { totalPrice: '330.00', serviceFee: '30.00', insuranceFee: '0.00' };
  const quote = (client: TestClient, id: string) => client.get(`/api/bookings/${id}/cancellation`);

  it("pending: 'unpaid', nothing charged", async () => {
    const id = await insertBooking('life', users.rosa, day(60), day(62), 'pending', amounts);
    const res = await quote(clients.rosa, id);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ refund: '0.00', charged: '0.00', policy: 'unpaid', message: expect.any(String) });
  });

  it("confirmed, more than 24 h before pickup: 'full' = total − service fee", async () => {
    const id = await insertBooking('life', users.rosa, day(64), day(66), 'confirmed', amounts);
    expect((await quote(clients.rosa, id)).json<CancellationQuote>()).toMatchObject({
      refund: '300.00',
      charged: '30.00',
      policy: 'full',
    });
    // the host and an admin would refund the whole total
    expect((await quote(clients.host2, id)).json()).toMatchObject({
      refund: '330.00',
      charged: '0.00',
      policy: 'full',
    });
    expect((await quote(clients.admin, id)).json()).toMatchObject({
      refund: '330.00',
      charged: '0.00',
      policy: 'full',
    });
  });

  it("confirmed, 24 h or less before pickup: 'half' of (total − service fee)", async () => {
    const start = startWithin24h();
    const id = await insertBooking('life', users.rosa, start, addDays(start, 1), 'confirmed', {
      totalPrice: '100.01',
      serviceFee: '9.00',
      insuranceFee: '0.00',
    });
    expect((await quote(clients.rosa, id)).json()).toMatchObject({ refund: '45.51', charged: '54.50', policy: 'half' });
    // the host no longer has 24 h notice
    const host = await quote(clients.host2, id);
    expect(host.status).toBe(409);
    expect(host.json()).toEqual({ message: defaultText(LIFECYCLE_MESSAGES.hostNotice) });
    await query(db.url, "update booking set status = 'cancelled' where id = $1", [id]);
  });

  it('after pickup: 409 for the renter; cancelled/completed have no quote', async () => {
    const id = await insertBooking('life', users.rosa, day(-1), day(1), 'confirmed', amounts);
    const res = await quote(clients.rosa, id);
    expect(res.status).toBe(409);
    expect(res.json()).toEqual({ message: 'A confirmed booking cannot be cancelled after pickup' });
    await query(db.url, "update booking set status = 'completed' where id = $1", [id]);
    expect((await quote(clients.rosa, id)).status).toBe(409);
  });
});

// ── lifecycle ─────────────────────────────────────────────────────────────────

describe('POST /api/bookings/:id/status', () => {
  const amounts = { totalPrice: '220.00', serviceFee: '20.00', insuranceFee: '0.00' };
  const setStatus = (client: TestClient, id: string, status: string) =>
    client.postJson(`/api/bookings/${id}/status`, { status });
  const tripCount = async () =>
    Number(
      (await query<{ trip_count: number }>(db.url, 'select trip_count from car where id = $1', [cars.life]))[0]!
        .trip_count,
    );

  it('400 for a status that is not confirmed, cancelled or completed', async () => {
    const id = await insertBooking('life', users.rosa, day(100), day(101), 'pending', amounts);
    for (const status of ['pending', 'lost']) {
      const res = await setStatus(clients.admin, id, status);
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({
        issues: [{ path: 'status', message: "Status must be 'confirmed', 'cancelled' or 'completed'" }],
      });
    }
    // confirming is accepting a paid request (host-approval.test.ts); this booking is none
    const confirm = await setStatus(clients.admin, id, 'confirmed');
    expect(confirm.status).toBe(409);
    expect(confirm.json().message).toBe(defaultText(LIFECYCLE_MESSAGES.notAwaitingHost));
  });

  for (const actor of ['rosa', 'host2', 'admin'] as const) {
    it(`pending → cancelled by ${actor}: refund 0.00`, async () => {
      const id = await insertBooking('life', users.rosa, day(110), day(111), 'pending', amounts);
      const res = await setStatus(clients[actor], id, 'cancelled');
      expect(res.status).toBe(200);
      expect(res.json<BookingView>()).toMatchObject({ id, status: 'cancelled', refundAmount: '0.00' });
    });
  }

  it('confirmed → cancelled by the renter before pickup: refund per policy, then 409 again', async () => {
    const id = await insertBooking('life', users.rosa, day(120), day(122), 'confirmed', amounts);
    const res = await setStatus(clients.rosa, id, 'cancelled');
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refundAmount: '200.00' });
    const again = await setStatus(clients.rosa, id, 'cancelled');
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({ message: 'This booking is already cancelled' });
    expect((await setStatus(clients.host2, id, 'completed')).status).toBe(409);
  });

  it('confirmed → cancelled by the renter after pickup: 409', async () => {
    const id = await insertBooking('life', users.rosa, day(-2), day(1), 'confirmed', amounts);
    const res = await setStatus(clients.rosa, id, 'cancelled');
    expect(res.status).toBe(409);
    expect(res.json()).toEqual({ message: 'A confirmed booking cannot be cancelled after pickup' });
    // an admin still can, with a full refund
    const admin = await setStatus(clients.admin, id, 'cancelled');
    expect(admin.status).toBe(200);
    expect(admin.json()).toMatchObject({ status: 'cancelled', refundAmount: '220.00' });
  });

  it('confirmed → cancelled by the host: full refund with 24 h notice, 409 without', async () => {
    const early = await insertBooking('life', users.rosa, day(130), day(131), 'confirmed', amounts);
    const res = await setStatus(clients.host2, early, 'cancelled');
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refundAmount: '220.00' });
    const start = startWithin24h();
    const late = await insertBooking('life', users.rosa, start, addDays(start, 1), 'confirmed', amounts);
    const refused = await setStatus(clients.host2, late, 'cancelled');
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ message: defaultText(LIFECYCLE_MESSAGES.hostNotice) });
    await query(db.url, "update booking set status = 'cancelled' where id = $1", [late]);
  });

  it('completing: 403 for the renter, 409 before the return time or when not confirmed, host/admin after it (+1 trip)', async () => {
    const past = await insertBooking('life', users.rosa, day(-10), day(-7), 'confirmed', amounts);
    const current = await insertBooking('life', users.rosa, day(0), day(3), 'confirmed', amounts);
    // returned at 10:00 yesterday at the latest, whatever the time of day the test runs
    const returned = await insertBooking('life', users.rosa, day(-6), day(-1), 'confirmed', amounts);
    const pending = await insertBooking('life', users.rosa, day(140), day(141), 'pending', amounts);
    const trips = await tripCount();

    const renter = await setStatus(clients.rosa, past, 'completed');
    expect(renter.status).toBe(403);
    expect(renter.json()).toEqual({ message: defaultText(LIFECYCLE_MESSAGES.forbiddenComplete) });

    const early = await setStatus(clients.host2, current, 'completed');
    expect(early.status).toBe(409);
    expect(early.json()).toEqual({
      message: 'A trip can be marked completed only from its return time: 10:00 on its end date, Los Angeles time',
    });

    const notConfirmed = await setStatus(clients.host2, pending, 'completed');
    expect(notConfirmed.status).toBe(409);
    expect(notConfirmed.json()).toEqual({ message: 'Only a confirmed booking can be completed' });
    expect(await tripCount()).toBe(trips);

    const host = await setStatus(clients.host2, past, 'completed');
    expect(host.status).toBe(200);
    expect(host.json()).toMatchObject({ id: past, status: 'completed', refundAmount: null });
    expect(await tripCount()).toBe(trips + 1);

    const admin = await setStatus(clients.admin, returned, 'completed');
    expect(admin.status).toBe(200);
    expect(await tripCount()).toBe(trips + 2);

    const twice = await setStatus(clients.admin, past, 'completed');
    expect(twice.status).toBe(409);
    expect(twice.json()).toEqual({ message: 'This booking is already completed' });
    const cancelCompleted = await setStatus(clients.rosa, past, 'cancelled');
    expect(cancelCompleted.status).toBe(409);
    expect(cancelCompleted.json()).toEqual({ message: 'A completed booking cannot be cancelled' });
    expect(await tripCount()).toBe(trips + 2);
    await query(db.url, "update booking set status = 'cancelled' where id = $1", [current]);
  });

  it('another host (not of this car) cannot change it', async () => {
    const id = await insertBooking('life', users.rosa, day(150), day(151), 'pending', amounts);
    expect((await setStatus(clients.host, id, 'cancelled')).status).toBe(403);
  });
});

// ── history ───────────────────────────────────────────────────────────────────

describe('GET /api/bookings/:id/events', () => {
  const CARD = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/99', cvv: '123', cardholderName: 'Rosa Renter' };
  const amounts = { totalPrice: '220.00', serviceFee: '20.00', insuranceFee: '0.00' };
  const history = async (client: TestClient, id: string) => {
    const res = await client.get(`/api/bookings/${id}/events`);
    expect(res.status).toBe(200);
    return res.json<BookingEventView[]>();
  };
  /** What a test can know of an event: the change and who made it. */
  const changes = (events: BookingEventView[]) =>
    events.map(({ fromStatus, toStatus, actorRole, actor }) => ({
      fromStatus,
      toStatus,
      actorRole,
      actorId: actor?.id ?? null,
    }));
  const eventCount = async () =>
    Number((await query<{ n: string }>(db.url, 'select count(*) as n from booking_event'))[0]!.n);

  it('create → pending, pay → confirmed, renter cancels: one event each, in order, read by renter, host and admin', async () => {
    const created = await clients.rosa.postJson('/api/bookings', bookingBody('life', 300, 302));
    expect(created.status).toBe(201);
    const id = created.json<BookingView>().id;
    const [creation] = await history(clients.rosa, id);
    expect(creation).toEqual({
      id: expect.any(String),
      fromStatus: null,
      toStatus: 'pending',
      actorRole: 'renter',
      actor: { id: users.rosa, fullName: 'Rosa Renter' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // refused requests change nothing, so they record nothing
    const declined = await clients.rosa.postJson(`/api/bookings/${id}/payment`, {
      ...CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    expect((await clients.rosa.postJson(`/api/bookings/${id}/status`, { status: 'completed' })).status).toBe(403);
    expect(await history(clients.rosa, id)).toHaveLength(1);

    expect((await clients.rosa.postJson(`/api/bookings/${id}/payment`, CARD)).status).toBe(200);
    expect((await clients.rosa.postJson(`/api/bookings/${id}/payment`, CARD)).status).toBe(200); // paid already
    expect((await clients.rosa.postJson(`/api/bookings/${id}/status`, { status: 'cancelled' })).status).toBe(200);

    const events = await history(clients.rosa, id);
    expect(changes(events)).toEqual([
      { fromStatus: null, toStatus: 'pending', actorRole: 'renter', actorId: users.rosa },
      { fromStatus: 'pending', toStatus: 'confirmed', actorRole: 'renter', actorId: users.rosa },
      { fromStatus: 'confirmed', toStatus: 'cancelled', actorRole: 'renter', actorId: users.rosa },
    ]);
    const times = events.map((event) => event.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(await history(clients.host2, id)).toEqual(events);
    expect(await history(clients.admin, id)).toEqual(events);
  });

  it('a creation refused by the overlap constraint records nothing', async () => {
    expect((await clients.rosa.postJson('/api/bookings', bookingBody('life', 310, 312))).status).toBe(201);
    const before = await eventCount();
    expect((await clients.raul.postJson('/api/bookings', bookingBody('life', 311, 313))).status).toBe(409);
    expect(await eventCount()).toBe(before);
  });

  it('host and admin cancellations and completions are recorded under their role', async () => {
    const setStatus = (client: TestClient, id: string, status: string) =>
      client.postJson(`/api/bookings/${id}/status`, { status });
    const pending = await insertBooking('life', users.rosa, day(320), day(321), 'pending', amounts);
    const confirmed = await insertBooking('life', users.rosa, day(330), day(331), 'confirmed', amounts);
    const finished = await insertBooking('life', users.rosa, day(-40), day(-38), 'confirmed', amounts);
    const ended = await insertBooking('life', users.rosa, day(-50), day(-48), 'confirmed', amounts);

    expect((await setStatus(clients.host2, pending, 'cancelled')).status).toBe(200);
    expect((await setStatus(clients.admin, confirmed, 'cancelled')).status).toBe(200);
    expect((await setStatus(clients.host2, finished, 'completed')).status).toBe(200);
    expect((await setStatus(clients.admin, ended, 'completed')).status).toBe(200);

    expect(changes(await history(clients.rosa, pending))).toEqual([
      { fromStatus: 'pending', toStatus: 'cancelled', actorRole: 'host', actorId: users.host2 },
    ]);
    expect(changes(await history(clients.rosa, confirmed))).toEqual([
      { fromStatus: 'confirmed', toStatus: 'cancelled', actorRole: 'admin', actorId: users.admin },
    ]);
    expect(changes(await history(clients.rosa, finished))).toEqual([
      { fromStatus: 'confirmed', toStatus: 'completed', actorRole: 'host', actorId: users.host2 },
    ]);
    const [completion] = await history(clients.host2, ended);
    expect(completion).toMatchObject({ actorRole: 'admin', actor: { id: users.admin, fullName: 'Ada Admin' } });
  });
});

// ── reads ─────────────────────────────────────────────────────────────────────

describe('reads', () => {
  it('renter list: own only, newest first, with car and renter name; admins may read it', async () => {
    const first = await clients.raul.postJson('/api/bookings', bookingBody('main', 70, 71));
    const second = await clients.raul.postJson('/api/bookings', bookingBody('main', 60, 61));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const res = await clients.raul.get(`/api/bookings/renter/${users.raul}`);
    expect(res.status).toBe(200);
    const list = res.json<BookingView[]>();
    expect(list.map((b) => b.id)).toEqual([second.json<BookingView>().id, first.json<BookingView>().id]);
    expect(list[0]).toMatchObject({
      renterId: users.raul,
      renter: { fullName: 'Raúl' },
      car: { make: 'Make-main', model: 'Model-main', image: '/api/photos/cars/main/1.jpg' },
    });
    expect(res.text).not.toMatch(/photoKey|bookings\//);
    const byAdmin = await clients.admin.get(`/api/bookings/renter/${users.raul}`);
    // admins read everything the renter does, and the host's payout, which the renter does not see
    expect(list.every((b) => b.hostPayout === null)).toBe(true);
    expect(byAdmin.json()).toEqual(
      list.map((b) => ({ ...b, hostPayout: expect.objectContaining({ payout: '38.25' }) })),
    );
    // rosa's list has none of raul's
    const rosa = (await clients.rosa.get(`/api/bookings/renter/${users.rosa}`)).json<BookingView[]>();
    expect(rosa.length).toBeGreaterThan(0);
    expect(rosa.every((b) => b.renterId === users.rosa)).toBe(true);
    const created = rosa.map((b) => b.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('host list: only that host’s bookings, newest first; not for other users', async () => {
    const res = await clients.host2.get(`/api/bookings/host/${users.host2}`);
    expect(res.status).toBe(200);
    const list = res.json<BookingView[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((b) => b.hostId === users.host2)).toBe(true);
    const [count] = await query<{ n: string }>(db.url, 'select count(*) as n from booking where host_id = $1', [
      users.host2,
    ]);
    expect(list).toHaveLength(Number(count!.n));
    const created = list.map((b) => b.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await clients.host.get(`/api/bookings/host/${users.host2}`)).status).toBe(403);
    expect((await clients.host2.get('/api/bookings/host/not-a-uuid')).status).toBe(403);
    expect((await clients.admin.get('/api/bookings/host/not-a-uuid')).json()).toEqual([]);
  });

  it('one booking: its renter, its host and admins; a car without photos has image null', async () => {
    const id = await insertBooking('paused', users.rosa, day(300), day(301), 'pending');
    for (const client of [clients.rosa, clients.host, clients.admin]) {
      const res = await client.get(`/api/bookings/${id}`);
      expect(res.status).toBe(200);
      expect(res.json<BookingView>()).toMatchObject({ id, car: { image: null }, renter: { fullName: 'Rosa Renter' } });
    }
    expect((await clients.host2.get(`/api/bookings/${id}`)).status).toBe(403);
  });
});
