/** Health, photos, the booking EXCLUDE constraint and the migrations, against the real engines. */
import { addDays, quoteAmounts, quoteBooking } from '@ladrive/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { Booking, Car, User } from '../src/db/entities.ts';
import { mapError } from '../src/http/errors.ts';
import type { RunningApi } from '../src/index.ts';
import { createTestDatabase, query, startTestApi, TestClient, type TestDatabase, useTestApi } from './helpers.ts';

let db: TestDatabase;
let api: RunningApi;

useTestApi((started) => ({ db, api } = started));

describe('GET /api/health', () => {
  it('reports database and object store ok', async () => {
    const res = await new TestClient(api.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', objectStore: 'ok' });
  });

  it('503 naming the part that is down', async () => {
    const downDb = await createTestDatabase();
    // start-up refuses an unreachable object store outright (it cannot ensure the buckets)...
    const broken = await startTestApi(downDb.url, {
      objectStore: { endPoint: '127.0.0.1', port: 1, useSSL: false, accessKey: 'x', secretKey: 'y', pathStyle: true },
    }).catch((err: unknown) => err);
    expect(broken).toBeInstanceOf(Error);
    await downDb.drop();

    // ...and a running API reports the store going away
    const original = api.storage.ping.bind(api.storage);
    api.storage.ping = async () => false;
    try {
      const res = await new TestClient(api.url).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: 'ok', objectStore: 'down' });
    } finally {
      api.storage.ping = original;
    }
  });
});

describe('GET /api/photos/*key', () => {
  it('streams a public car photo with immutable caching and its content type', async () => {
    const data = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake-image-bytes');
    await api.storage.put(api.storage.buckets.carPhotos, 'cars/test-car/1.webp', data, 'image/webp');
    const res = await fetch(`${api.url}/api/photos/cars/test-car/1.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(data);

    const etag = res.headers.get('etag')!;
    const again = await fetch(`${api.url}/api/photos/cars/test-car/1.webp`, {
      // fetch adds Cache-Control: no-cache to conditional requests unless one is given
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('serves a photo scaled to a card width as WebP, made once and reused', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5b3df5' } })
      .webp()
      .toBuffer();
    await api.storage.put(api.storage.buckets.carPhotos, 'cars/sized/1.webp', photo, 'image/webp');

    const first = await fetch(`${api.url}/api/photos/cars/sized/1.webp?w=480`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const scaled = Buffer.from(await first.arrayBuffer());
    expect(await sharp(scaled).metadata()).toMatchObject({ width: 480, height: 320, format: 'webp' });
    expect(scaled.length).toBeLessThan(photo.length);

    const second = await fetch(`${api.url}/api/photos/cars/sized/1.webp?w=480`);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('refuses widths it does not offer and variants of variants', async () => {
    const odd = await new TestClient(api.url).get('/api/photos/cars/sized/1.webp?w=999');
    expect(odd.status).toBe(400);
    expect(odd.json()).toMatchObject({ message: 'w must be one of 320, 480, 800' });
    const nested = await new TestClient(api.url).get('/api/photos/variants/w480/cars/sized/1.webp?w=320');
    expect(nested.status).toBe(404);
  });

  it('404 for missing objects, odd keys and private documents', async () => {
    await api.storage.put(
      api.storage.buckets.bookingDocuments,
      'bookings/x/license.jpg',
      Buffer.from('secret'),
      'image/jpeg',
    );
    for (const path of [
      '/api/photos/cars/none/1.webp',
      '/api/photos/bookings/x/license.jpg',
      '/api/photos/..%2F..%2Fetc%2Fpasswd',
      '/api/photos/',
    ]) {
      const res = await new TestClient(api.url).get(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('booking EXCLUDE constraint', () => {
  let ids: { car: string; otherCar: string; host: string; renter: string };

  beforeAll(async () => {
    const em = api.orm.em.fork();
    const host = em.create(User, { email: 'xhost@example.com', passwordHash: 'x', firstName: 'H', lastName: 'Ost' });
    const renter = em.create(User, {
      email: 'xrenter@example.com',
      passwordHash: 'x',
      firstName: 'R',
      lastName: 'Enter',
    });
    const car = (model: string) =>
      em.create(Car, {
        host,
        make: 'Toyota',
        model,
        year: 2022,
        category: 'compact',
        seats: 5,
        transmission: 'automatic',
        fuelType: 'hybrid',
        pricePerDay: '42.00',
        location: '1 Main St',
        city: 'Venice',
        state: 'CA',
      });
    const first = car('Corolla');
    const second = car('Prius');
    await em.flush();
    ids = { car: first.id, otherCar: second.id, host: host.id, renter: renter.id };
  });

  async function book(carId: string, startDate: string, endDate: string, status: Booking['status'] = 'pending') {
    const em = api.orm.em.fork();
    const amounts = quoteAmounts(quoteBooking({ pricePerDay: '42.00', startDate, endDate, addInsurance: false }));
    const booking = em.create(Booking, {
      car: em.getReference(Car, carId),
      renter: em.getReference(User, ids.renter),
      host: em.getReference(User, ids.host),
      startDate,
      endDate,
      driverLicense: 'D1234567',
      fullName: 'R Enter',
      address: '1 Main St',
      phone: '555',
      emergencyContact: 'E',
      emergencyPhone: '556',
      ...amounts,
      status,
    });
    await em.flush();
    return booking;
  }

  const day = (n: number) => addDays('2030-06-01', n);

  it('rejects an overlapping pending booking (mapped to 409)', async () => {
    await book(ids.car, day(0), day(4), 'confirmed');
    const err = await book(ids.car, day(2), day(6)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: string }).code).toBe('23P01');
    expect(mapError(err)).toEqual({
      status: 409,
      body: { message: 'This car is already booked for some of these dates. Please choose other dates.' },
    });
  });

  it('allows a booking that starts the day another ends, and other cars', async () => {
    await expect(book(ids.car, day(4), day(7))).resolves.toBeTruthy();
    await expect(book(ids.otherCar, day(1), day(3))).resolves.toBeTruthy();
  });

  it('cancelled and completed bookings do not block', async () => {
    await book(ids.car, day(10), day(14), 'cancelled');
    await book(ids.car, day(20), day(24), 'completed');
    await expect(book(ids.car, day(11), day(13))).resolves.toBeTruthy();
    await expect(book(ids.car, day(21), day(22), 'confirmed')).resolves.toBeTruthy();
  });

  it('rejects end before start and unknown statuses', async () => {
    await expect(book(ids.car, day(40), day(40))).rejects.toThrow(/booking_dates_check/);
    const [row] = await query<{ id: string }>(db.url, 'select id from booking limit 1');
    await expect(query(db.url, "update booking set status = 'lost' where id = $1", [row!.id])).rejects.toThrow(
      /booking_status_check/,
    );
  });

  it('the constraint is really in the database', async () => {
    const rows = await query<{ def: string }>(
      db.url,
      "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'booking_no_overlap'",
    );
    expect(rows[0]!.def).toMatch(
      /^EXCLUDE USING gist \(car_id WITH =, daterange\(start_date, end_date, '\[\)'::text\) WITH &&\)/,
    );
  });
});

describe('migrations', () => {
  it('are all applied and the entities match the schema (migration:check)', async () => {
    expect(await api.orm.migrator.getPending()).toEqual([]);
    expect(await api.orm.migrator.checkSchema()).toBe(false);
    const sql = await api.orm.schema.getUpdateSchemaSQL();
    expect(sql.trim()).toBe('');
  });

  it('index the foreign keys and the session expiry', async () => {
    const rows = await query<{ indexname: string }>(
      db.url,
      "select indexname from pg_indexes where schemaname = 'public'",
    );
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'session_expire_index',
        'car_host_id_index',
        'booking_car_id_index',
        'booking_renter_id_index',
        'booking_host_id_index',
        'review_car_id_index',
        'review_reviewer_id_index',
        'review_reviewee_id_index',
        'review_booking_id_reviewer_id_unique',
        'user_email_unique',
        // search (migration search_indexes)
        'car_available_rank_index',
        'car_price_per_day_index',
        'car_category_index',
        'car_city_trgm_index',
        'car_state_trgm_index',
        'car_location_trgm_index',
        'booking_car_active_dates_index',
      ]),
    );
  });
});
