/**
 * Verify once per account, against PostgreSQL and the object store: the first booking's licence, details and
 * photos are kept on the renter; the next booking with the same licence sends no photos and shares the
 * encrypted documents (the admin view of each booking still opens them); another licence or a renewed card
 * (another expiry) asks for photos again.
 */
import { addDays, type BookingView, earliestStartDate, type VerifiedIdentity } from '@ladrive/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import {
  bookingRequest,
  createParties,
  jpegDataUrl,
  LICENSE_EXPIRY,
  type TestParties,
} from '../../testing/fixtures.ts';
import { TestClient, useTestApi } from '../../testing/helpers.ts';

let api: RunningApi;
useTestApi((started) => ({ api } = started));

let clients: TestParties['clients'];
let carId = '';
let photo = '';
const start = (offset: number) => addDays(earliestStartDate(), offset);

beforeAll(async () => {
  photo = await jpegDataUrl();
  const parties = await createParties(api, {
    domain: 'identity.test',
    people: [{ key: 'host', isHost: true }, { key: 'renter' }, { key: 'admin', isAdmin: true }],
  });
  ({ clients } = parties);
  carId = parties.cars[0]!.id;
});

/** A trip of two days `offset` days ahead, with photos unless `withoutPhotos`. */
function trip(offset: number, overrides: Record<string, unknown> = {}, withoutPhotos = false) {
  const body = bookingRequest({ carId, startDate: start(offset), endDate: start(offset + 2) }, photo, {
    phone: '(310) 555-0188',
    ...overrides,
  });
  if (withoutPhotos) {
    delete (body as Partial<typeof body>).licensePhoto;
    delete (body as Partial<typeof body>).selfieWithLicense;
  }
  return body;
}

const identityOf = async (client: TestClient) =>
  (await client.get('/api/users/identity')).json<{ identity: VerifiedIdentity | null }>().identity;

async function photoKeys(id: string) {
  const row = await api.orm.em
    .fork()
    .getConnection()
    .execute<{ license_photo_key: string; selfie_photo_key: string }[]>(
      'select license_photo_key, selfie_photo_key from booking where id = ?',
      [id],
    );
  return row[0];
}

describe('GET /api/users/identity', () => {
  it('401 signed out; null before a first booking', async () => {
    expect((await new TestClient(api.url).get('/api/users/identity')).status).toBe(401);
    expect(await identityOf(clients.renter!)).toBeNull();
  });
});

describe('verify once per account', () => {
  let first: BookingView;

  it('the first booking verifies: licence, expiry and details are kept on the account, photos never shown', async () => {
    const res = await clients.renter!.postJson('/api/bookings', trip(10));
    expect(res.status).toBe(201);
    first = res.json<BookingView>();
    const identity = await identityOf(clients.renter!);
    expect(identity).toEqual({
      driverLicense: 'D1234567',
      licenseExpiry: LICENSE_EXPIRY,
      address: '1 Main St, Los Angeles, CA',
      phone: '+13105550188',
      emergencyContact: 'Ed Renter',
      emergencyPhone: '+12135550101',
      verifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(identity)).not.toMatch(/bookings\/|photo/i);
  });

  it('the next booking with the same licence sends no photos; it shares the documents, which admins still open', async () => {
    const res = await clients.renter!.postJson(
      '/api/bookings',
      trip(20, { driverLicense: 'd123 4567', address: '2 New St, Venice, CA' }, true),
    );
    expect(res.status).toBe(201);
    const second = res.json<BookingView>();
    expect(await photoKeys(second.id)).toEqual(await photoKeys(first.id));
    expect(await photoKeys(second.id)).toEqual({
      license_photo_key: `bookings/${first.id}/license.jpg`,
      selfie_photo_key: `bookings/${first.id}/selfie.jpg`,
    });
    const license = await fetch(`${api.url}/api/admin/bookings/${second.id}/documents/license`, {
      headers: { cookie: clients.admin!.cookieHeader() },
    });
    expect(license.status).toBe(200);
    expect((await sharp(Buffer.from(await license.arrayBuffer())).metadata()).format).toBe('jpeg');
    // details that need no documents move on with the latest booking; the verification itself does not
    const identity = await identityOf(clients.renter!);
    expect(identity).toMatchObject({ address: '2 New St, Venice, CA', driverLicense: 'D1234567' });
  });

  const refusals: [string, Record<string, unknown>][] = [
    ['another licence number', { driverLicense: 'N9876543' }],
    ['a renewed card (another expiry)', { licenseExpiry: '2040-01-31' }],
  ];
  for (const [name, overrides] of refusals) {
    it(`${name} without photos: 400 on the photo fields, nothing written`, async () => {
      const before = await identityOf(clients.renter!);
      const res = await clients.renter!.postJson('/api/bookings', trip(30, overrides, true));
      expect(res.status).toBe(400);
      expect(res.json<{ issues: unknown[] }>().issues).toEqual([
        { path: 'licensePhoto', message: "Please take a photo of your driver's license" },
        { path: 'selfieWithLicense', message: "Please take a photo of yourself with your driver's license" },
      ]);
      expect(await identityOf(clients.renter!)).toEqual(before);
    });
  }

  it('a licence that expires before the trip ends is refused on its field', async () => {
    const res = await clients.renter!.postJson('/api/bookings', trip(40, { licenseExpiry: start(41) }));
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      issues: [{ path: 'licenseExpiry', message: "Your driver's license must be valid until the end of the trip" }],
    });
  });

  it('a new licence with its photos verifies again; earlier bookings keep the documents they were made with', async () => {
    const res = await clients.renter!.postJson(
      '/api/bookings',
      trip(50, { driverLicense: 'N9876543', licenseExpiry: '2040-01-31' }),
    );
    expect(res.status).toBe(201);
    const renewed = res.json<BookingView>();
    expect(await identityOf(clients.renter!)).toMatchObject({
      driverLicense: 'N9876543',
      licenseExpiry: '2040-01-31',
    });
    expect(await photoKeys(renewed.id)).toEqual({
      license_photo_key: `bookings/${renewed.id}/license.jpg`,
      selfie_photo_key: `bookings/${renewed.id}/selfie.jpg`,
    });
    expect((await photoKeys(first.id))?.license_photo_key).toBe(`bookings/${first.id}/license.jpg`);
    // and the old licence is no longer on file
    const old = await clients.renter!.postJson('/api/bookings', trip(60, {}, true));
    expect(old.status).toBe(400);
  });
});
