/**
 * Check-in and check-out (decision 0038): who may record and read a trip's records, the window, bad input (nothing
 * written), the SHA-256 of every photo, an idempotent retry, and an admin's reads recorded.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  addDays,
  type BookingStatus,
  marketToday,
  ODOMETER_MAX_MILES,
  TRIP_PHOTO_MAX_BYTES,
  TRIP_RECORD_BODY_LIMIT_BYTES,
  TRIP_RECORD_MESSAGES,
  type TripRecord,
  type TripRecordInsert,
  type TripRecords,
} from '@ladrive/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createParties, insertBooking, type TestParties } from '../../testing/fixtures.ts';
import { defaultText, query, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

let parties: TestParties;
beforeAll(async () => {
  exifPhoto = dataUrl(
    await sharp({ create: { width: 16, height: 12, channels: 3, background: '#123456' } })
      .withExif({ IFD0: { Make: 'Phone' } })
      .jpeg()
      .toBuffer(),
  );
  parties = await createParties(api, {
    domain: 'trip-records.test',
    people: [{ key: 'host', isHost: true }, { key: 'renter' }, { key: 'stranger' }, { key: 'admin', isAdmin: true }],
    // a car per trip: the tests' trips overlap in time
    cars: 40,
    contract: sharedContractChecker(),
  });
});

const today = marketToday();
let carsUsed = 0;
/** A booking of a fresh car; by default confirmed with pickup today (the window is open whatever the hour). */
const trip = (status: BookingStatus = 'confirmed', startDate = today, endDate = addDays(startDate, 2)) =>
  insertBooking(api, { car: parties.cars[carsUsed++]!, renter: parties.users.renter!, startDate, endDate, status });

const COLOURS = ['#aa0000', '#00aa00', '#0000aa', '#aaaa00', '#00aaaa', '#aa00aa'];
/** A distinct real JPEG per photo, so each has its own hash. */
async function photoBytes(index: number): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: COLOURS[index % COLOURS.length]! } })
    .jpeg()
    .toBuffer();
}
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The first half of a data URL's bytes. */
const halfOf = (data: string) => {
  const bytes = Buffer.from(data.slice(data.indexOf(',') + 1), 'base64');
  return bytes.subarray(0, Math.floor(bytes.length / 2));
};
/** A real JPEG carrying EXIF, as a phone's camera file does (the app's canvas writes none). */
let exifPhoto = '';

async function recordBody(overrides: Partial<TripRecordInsert> = {}, extra = 0): Promise<TripRecordInsert> {
  const angles = ['front', 'back', 'left', 'right', ...Array<'extra'>(extra).fill('extra')] as const;
  const photos = await Promise.all(
    angles.map(async (angle, index) => ({ angle, data: dataUrl(await photoBytes(index)) })),
  );
  return {
    id: randomUUID(),
    kind: 'pickup',
    odometerMiles: 12_345,
    fuelEighths: 8,
    takenAt: new Date().toISOString(),
    photos,
    ...overrides,
  };
}

const post = (client: TestClient, bookingId: string, body: unknown) =>
  client.postJson(`/api/bookings/${bookingId}/check-ins`, body);
const list = (client: TestClient, bookingId: string) => client.get(`/api/bookings/${bookingId}/check-ins`);

const rowCounts = async (bookingId: string) =>
  (
    await query<{ records: number; views: number }>(
      db.url,
      `select (select count(*)::int from trip_record where booking_id = $1) as records,
              (select count(*)::int from trip_record_view where booking_id = $1) as views`,
      [bookingId],
    )
  )[0]!;

/** Objects stored under a booking's trip records in the private bucket. */
async function storedObjects(bookingId: string): Promise<string[]> {
  const keys: string[] = [];
  const stream = api.storage.client.listObjectsV2(
    api.storage.buckets.bookingDocuments,
    `bookings/${bookingId}/trip-records/`,
    true,
  );
  for await (const item of stream) keys.push((item as { name: string }).name);
  return keys;
}

describe('recording the car', () => {
  it('the renter records the pickup: 201, each photo hashed, stored encrypted, served as sent', async () => {
    const id = await trip();
    const body = await recordBody({}, 2);
    const res = await post(parties.clients.renter!, id, body);
    expect(res.status).toBe(201);
    const record = res.json<TripRecord>();
    expect(record).toMatchObject({
      id: body.id,
      kind: 'pickup',
      side: 'renter',
      odometerMiles: 12_345,
      fuelEighths: 8,
    });
    expect(record.photos.map((photo) => photo.angle)).toEqual(['front', 'back', 'left', 'right', 'extra', 'extra']);
    for (const [position, photo] of record.photos.entries()) {
      const sent = await photoBytes(position);
      expect(photo.sha256).toBe(sha256(sent));
      for (const reader of ['renter', 'host', 'admin']) {
        const served = await parties.clients[reader]!.get(photo.url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/jpeg');
        expect(served.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    const served = await fetch(new URL(record.photos[0]!.url, api.url), {
      headers: { cookie: parties.clients.host!.cookieHeader() },
    });
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(record.photos[0]!.sha256);
    // the object store alone never shows the photo
    const keys = await storedObjects(id);
    expect(keys).toHaveLength(6);
    const sealed = await api.storage.getBuffer(api.storage.buckets.bookingDocuments, keys.sort()[0]!);
    expect(sealed!.includes(await photoBytes(0))).toBe(false);
  });

  it('a retry with the same id answers 200 with the stored record and stores nothing twice', async () => {
    const id = await trip();
    const body = await recordBody();
    const first = await post(parties.clients.renter!, id, body);
    expect(first.status).toBe(201);
    const again = await post(parties.clients.renter!, id, { ...body, odometerMiles: 99 });
    expect(again.status).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts(id)).toMatchObject({ records: 1 });
    expect(await storedObjects(id)).toHaveLength(4);
    // the same id from someone else, or for another trip, is not theirs to take
    expect((await post(parties.clients.host!, id, body)).status).toBe(409);
    expect((await post(parties.clients.renter!, await trip(), body)).status).toBe(409);
  });

  it('one record per kind and side: a second pickup is a 409; both sides and both kinds are kept apart', async () => {
    const id = await trip();
    expect((await post(parties.clients.renter!, id, await recordBody())).status).toBe(201);
    const second = await post(parties.clients.renter!, id, await recordBody());
    expect(second.status).toBe(409);
    expect(second.json().message).toBe(defaultText(TRIP_RECORD_MESSAGES.alreadyRecorded('pickup')));
    expect((await post(parties.clients.host!, id, await recordBody({ odometerMiles: 12_340 }))).status).toBe(201);
    const dropOff = await recordBody({ kind: 'return', odometerMiles: 12_500, fuelEighths: 5 });
    expect((await post(parties.clients.renter!, id, dropOff)).status).toBe(201);

    const seen = (await list(parties.clients.host!, id)).json<TripRecords>();
    expect(seen.records.map((record) => `${record.side} ${record.kind}`)).toEqual([
      'renter pickup',
      'host pickup',
      'renter return',
    ]);
    expect(seen.difference).toEqual({ renter: { milesDriven: 155, fuelDifferenceEighths: -3 }, host: null });
    expect(seen.canRecord).toEqual(['return']);
    expect((await list(parties.clients.renter!, id)).json<TripRecords>().canRecord).toEqual([]);
  });

  it('the odometer at return is not below the same side’s pickup (400, nothing written)', async () => {
    const id = await trip();
    expect((await post(parties.clients.renter!, id, await recordBody({ odometerMiles: 500 }))).status).toBe(201);
    const res = await post(parties.clients.renter!, id, await recordBody({ kind: 'return', odometerMiles: 499 }));
    expect(res.status).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'odometerMiles', message: defaultText(TRIP_RECORD_MESSAGES.returnBelowPickup) },
    ]);
    expect(await rowCounts(id)).toMatchObject({ records: 1 });
    expect(await storedObjects(id)).toHaveLength(4);
  });
});

describe('who may record and read', () => {
  it('the renter and the host record; a stranger and an admin are refused; signed out is 401', async () => {
    const id = await trip();
    expect((await post(parties.clients.stranger!, id, await recordBody())).status).toBe(403);
    const admin = await post(parties.clients.admin!, id, await recordBody());
    expect(admin.status).toBe(403);
    expect(admin.json().message).toBe(defaultText(TRIP_RECORD_MESSAGES.partiesOnly));
    expect((await post(new TestClient(api.url), id, await recordBody())).status).toBe(401);
    expect((await post(parties.clients.renter!, randomUUID(), await recordBody())).status).toBe(404);
    expect(await rowCounts(id)).toEqual({ records: 0, views: 0 });
  });

  it('the parties and admins read; a stranger gets 403 for the list and the photos', async () => {
    const id = await trip();
    const record = (await post(parties.clients.renter!, id, await recordBody())).json<TripRecord>();
    for (const reader of ['renter', 'host', 'admin'])
      expect((await list(parties.clients[reader]!, id)).status).toBe(200);
    expect((await list(parties.clients.stranger!, id)).status).toBe(403);
    expect((await parties.clients.stranger!.get(record.photos[0]!.url)).status).toBe(403);
    expect((await new TestClient(api.url).get(record.photos[0]!.url)).status).toBe(401);
    expect((await parties.clients.renter!.get(`/api/bookings/${id}/check-ins/${record.id}/photos/4`)).status).toBe(404);
    expect((await parties.clients.renter!.get(`/api/bookings/${id}/check-ins/${randomUUID()}/photos/0`)).status).toBe(
      404,
    );
  });

  it("an admin's reads of the list and of each photo are recorded; the parties' are not", async () => {
    const id = await trip();
    const record = (await post(parties.clients.renter!, id, await recordBody())).json<TripRecord>();
    await list(parties.clients.renter!, id);
    await parties.clients.host!.get(record.photos[1]!.url);
    expect(await rowCounts(id)).toMatchObject({ views: 0 });
    await list(parties.clients.admin!, id);
    await parties.clients.admin!.get(record.photos[1]!.url);
    const views = await query<{ admin_id: string; record_id: string | null; photo: number | null }>(
      db.url,
      'select admin_id, record_id, photo from trip_record_view where booking_id = $1 order by viewed_at',
      [id],
    );
    expect(views).toEqual([
      { admin_id: parties.users.admin!.id, record_id: null, photo: null },
      { admin_id: parties.users.admin!.id, record_id: record.id, photo: 1 },
    ]);
  });
});

describe('the window', () => {
  it(`opens 24 hours before pickup: a trip starting in 3 days is a 409, and says when`, async () => {
    const id = await trip('confirmed', addDays(today, 3));
    const res = await post(parties.clients.renter!, id, await recordBody());
    expect(res.status).toBe(409);
    expect(res.json().message).toBe(defaultText(TRIP_RECORD_MESSAGES.tooEarly));
    const seen = (await list(parties.clients.renter!, id)).json<TripRecords>();
    expect(seen.canRecord).toEqual([]);
  });

  it.each(['pending', 'cancelled'] as const)('a %s trip is a 409', async (status) => {
    const id = await trip(status);
    const res = await post(parties.clients.renter!, id, await recordBody());
    expect(res.status).toBe(409);
    expect(res.json().message).toBe(defaultText(TRIP_RECORD_MESSAGES.notConfirmed));
  });

  it('stays open 48 hours after completion, then closes', async () => {
    const id = await trip('completed', addDays(today, -5), addDays(today, -3));
    const completedAt = async (hoursAgo: number) => {
      await query(db.url, 'delete from booking_event where booking_id = $1', [id]);
      await query(
        db.url,
        `insert into booking_event (booking_id, from_status, to_status, actor_role, created_at)
         values ($1, 'confirmed', 'completed', 'system', now() - make_interval(hours => $2))`,
        [id, hoursAgo],
      );
    };
    await completedAt(49);
    const late = await post(parties.clients.renter!, id, await recordBody({ kind: 'return' }));
    expect(late.status).toBe(409);
    expect(late.json().message).toBe(defaultText(TRIP_RECORD_MESSAGES.tooLate));
    await completedAt(47);
    expect((await post(parties.clients.renter!, id, await recordBody({ kind: 'return' }))).status).toBe(201);
  });
});

describe('bad input: 400 and nothing written', () => {
  const cases: [string, (body: TripRecordInsert) => unknown][] = [
    ['no id', ({ id: _, ...body }) => body],
    ['an id that is not a uuid', (body) => ({ ...body, id: 'abc' })],
    ['an unknown kind', (body) => ({ ...body, kind: 'midway' })],
    ['a negative odometer', (body) => ({ ...body, odometerMiles: -1 })],
    ['a fractional odometer', (body) => ({ ...body, odometerMiles: 10.5 })],
    ['an odometer past six digits', (body) => ({ ...body, odometerMiles: ODOMETER_MAX_MILES + 1 })],
    ['fuel over 8 eighths', (body) => ({ ...body, fuelEighths: 9 })],
    ['fuel as text', (body) => ({ ...body, fuelEighths: 'full' })],
    ['a takenAt that is not a time', (body) => ({ ...body, takenAt: 'yesterday' })],
    ['a takenAt in the future', (body) => ({ ...body, takenAt: new Date(Date.now() + 3_600_000).toISOString() })],
    ['three photos', (body) => ({ ...body, photos: body.photos.slice(0, 3) })],
    ['thirteen photos', (body) => ({ ...body, photos: [...body.photos, ...Array(9).fill(body.photos[0])] })],
    [
      'no back photo',
      (body) => ({ ...body, photos: body.photos.map((p, i) => (i === 1 ? { ...p, angle: 'front' } : p)) }),
    ],
    ['an unknown angle', (body) => ({ ...body, photos: [...body.photos, { ...body.photos[0], angle: 'roof' }] })],
    [
      'a photo that is not a data URL',
      (body) => ({ ...body, photos: [{ ...body.photos[0], data: 'x' }, ...body.photos.slice(1)] }),
    ],
    [
      'a photo that is text labelled as JPEG',
      (body) => ({
        ...body,
        photos: [{ ...body.photos[0], data: dataUrl(Buffer.from('not an image')) }, ...body.photos.slice(1)],
      }),
    ],
    [
      'a photo cut in half (its header alone is whole)',
      (body) => ({
        ...body,
        photos: [{ ...body.photos[0], data: dataUrl(halfOf(body.photos[0]!.data)) }, ...body.photos.slice(1)],
      }),
    ],
    [
      'a photo with EXIF data (where it was taken may be in it)',
      (body) => ({ ...body, photos: [{ ...body.photos[0], data: exifPhoto }, ...body.photos.slice(1)] }),
    ],
    [
      'a photo that is only JPEG magic bytes',
      (body) => ({
        ...body,
        photos: [
          { ...body.photos[0], data: dataUrl(Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2])) },
          ...body.photos.slice(1),
        ],
      }),
    ],
    [
      'a photo over the size limit',
      (body) => ({
        ...body,
        photos: [
          { ...body.photos[0], data: dataUrl(Buffer.alloc(TRIP_PHOTO_MAX_BYTES + 1, 0xff)) },
          ...body.photos.slice(1),
        ],
      }),
    ],
  ];

  it('a body over the limit is a 413 (and a stranger is refused before it is read)', async () => {
    const id = await trip();
    const huge = await recordBody({
      photos: [{ angle: 'front', data: `data:image/jpeg;base64,${'A'.repeat(TRIP_RECORD_BODY_LIMIT_BYTES)}` }],
    });
    const tooLarge = await post(parties.clients.renter!, id, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json().message).toBe(defaultText(TRIP_RECORD_MESSAGES.tooLarge));
    expect((await post(parties.clients.stranger!, id, huge)).status).toBe(403);
    expect(await rowCounts(id)).toEqual({ records: 0, views: 0 });
  });

  it.each(cases)('%s', async (_, change) => {
    const id = await trip();
    const res = await post(parties.clients.renter!, id, change(await recordBody()));
    expect(res.status).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await rowCounts(id)).toEqual({ records: 0, views: 0 });
    expect(await storedObjects(id)).toEqual([]);
  });
});
