import {
  CAR_PHOTO_MAX_BYTES,
  CAR_POLICY_MESSAGES,
  CAR_REMOVED,
  type CarDetail,
  type CarImageUploadTarget,
  PHOTO_WIDTHS,
} from '@ladrive/contracts';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { listingBody, type Member, signUpMember } from '../../testing/fixtures.ts';
import { defaultText, query, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';
import { postToTarget } from '../../testing/uploads.ts';
import { photoKeyOf, sweepStaleUploads, UPLOAD_MESSAGES, variantKey } from '../storage/index.ts';

let db: TestDatabase;
let api: RunningApi;

useTestApi((started) => ({ db, api } = started));

const signUp = () => signUpMember(api.url, 'lister');

/** A real JPEG carrying EXIF tags (as a phone photo would), rotated by its EXIF orientation. */
function phonePhoto(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'home-address-secret' } } })
    .toBuffer();
}

async function uploadTarget(member: Member, contentType = 'image/jpeg'): Promise<CarImageUploadTarget> {
  const res = await member.client.postJson('/api/car-images/upload', { contentType });
  expect(res.status).toBe(200);
  return res.json<CarImageUploadTarget>();
}

/** What the browser does: ask for a target, POST the bytes to the object store, keep the uploadURL. */
async function upload(member: Member, bytes: Buffer, contentType = 'image/jpeg'): Promise<string> {
  const target = await uploadTarget(member, contentType);
  expect((await postToTarget(target, bytes, contentType)).ok).toBe(true);
  return target.uploadURL;
}

async function carsOf(userId: string) {
  return query<{ id: string; images: string[] }>(db.url, 'select id, images from car where host_id = $1', [userId]);
}

async function isHost(userId: string) {
  const [row] = await query<{ is_host: boolean }>(db.url, 'select is_host from "user" where id = $1', [userId]);
  return row!.is_host;
}

async function expectRefused(member: Member, body: unknown, path: string, message: string) {
  const res = await member.client.postJson('/api/cars', body);
  expect(res.status).toBe(400);
  expect(res.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({
    path,
    message: defaultText(message),
  });
  expect(await carsOf(member.user.id)).toEqual([]);
  expect(await isHost(member.user.id)).toBe(false);
}

describe('POST /api/cars', () => {
  it('401 when signed out, nothing written', async () => {
    const res = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
      '/api/cars',
      listingBody(['uploads/x']),
    );
    expect(res.status).toBe(401);
    expect((await query(db.url, 'select id from car')).length).toBe(0);
  });

  it('lists the car for the signed-in user with re-encoded photos, strips metadata and makes them a host', async () => {
    const member = await signUp();
    const other = await signUp();
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const images = [await upload(member, original), await upload(member, await phonePhoto(800, 600))];
    const res = await member.client.postJson('/api/cars', { ...listingBody(images), hostId: other.user.id });
    expect(res.status).toBe(201);
    const car = res.json<CarDetail>();
    expect(car).toMatchObject({
      hostId: member.user.id,
      make: 'Subaru',
      year: 2021,
      seats: 5,
      pricePerDay: '74.50',
      features: ['bluetooth', 'gps'],
      isAvailable: true,
    });
    expect(car.images).toHaveLength(2);
    expect(await isHost(member.user.id)).toBe(true);

    const photo = await fetch(new URL(car.images[0]!, api.url));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    // EXIF orientation 6 = rotated 90°: the stored photo is upright (portrait)
    expect([meta.width, meta.height]).toEqual([480, 640]);

    // the uploads were used: they are gone from the upload area
    expect((await fetch(images[0]!.replace(/\?.*$/, ''))).status).not.toBe(200);
    const search = await new TestClient(api.url, { contract: sharedContractChecker() }).get(
      '/api/cars?location=Echo%20Park',
    );
    expect(search.json<{ id: string }[]>().map((found) => found.id)).toEqual([car.id]);
  });

  it('refuses bytes that are not an image under an image label', async () => {
    const member = await signUp();
    const fake = await upload(member, Buffer.from('%PDF-1.7 definitely not a photo'), 'image/jpeg');
    await expectRefused(member, listingBody([fake]), 'images.0', UPLOAD_MESSAGES.notImage);
  });

  it('refuses a photo over 10 MB', async () => {
    const member = await signUp();
    const big = Buffer.alloc(CAR_PHOTO_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const image = await upload(member, big);
    await expectRefused(
      member,
      listingBody([await upload(member, await phonePhoto()), image]),
      'images.1',
      UPLOAD_MESSAGES.tooLarge,
    );
  });

  it('refuses another user’s upload', async () => {
    const member = await signUp();
    const someoneElse = await upload(await signUp(), await phonePhoto());
    await expectRefused(member, listingBody([someoneElse]), 'images.0', UPLOAD_MESSAGES.otherUser);
  });

  it('refuses an outside URL and a key outside the upload area', async () => {
    const member = await signUp();
    const own = await upload(member, await phonePhoto());
    const outside = `https://evil.example/car-uploads/${new URL(own).pathname.split('/car-uploads/')[1]}`;
    await expectRefused(member, listingBody([outside]), 'images.0', UPLOAD_MESSAGES.notOurs);
    await expectRefused(member, listingBody(['/api/photos/cars/someone/1.webp']), 'images.0', UPLOAD_MESSAGES.notOurs);
  });

  it('refuses an upload URL whose object was never uploaded', async () => {
    const member = await signUp();
    const target = await uploadTarget(member);
    await expectRefused(member, listingBody([target.uploadURL]), 'images.0', UPLOAD_MESSAGES.missing);
  });

  it('refuses 0 and 6 photos', async () => {
    const member = await signUp();
    await expectRefused(member, listingBody([]), 'images', 'Please upload at least one photo of your car');
    const six = await Promise.all(Array.from({ length: 6 }, async () => (await uploadTarget(member)).uploadURL));
    await expectRefused(member, listingBody(six), 'images', 'You can upload at most 5 photos');
  });

  it.each([
    ['make', 'Make is required'],
    ['model', 'Model is required'],
    ['year', 'Year is required'],
    ['category', 'Please select a category'],
    ['seats', 'Number of seats is required'],
    ['transmission', 'Please select a transmission'],
    ['fuelType', 'Please select a fuel type'],
    ['pricePerDay', 'Price is required'],
    ['location', 'Street address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['images', 'Please upload at least one photo of your car'],
  ])('a missing %s is a 400 “%s”, nothing written', async (field, message) => {
    const member = await signUp();
    const { [field as 'make']: _missing, ...body } = listingBody([await upload(member, await phonePhoto())]);
    await expectRefused(member, body, field, message);
  });
});

async function listedCar(): Promise<{ owner: Member; car: CarDetail }> {
  const owner = await signUp();
  const res = await owner.client.postJson('/api/cars', listingBody([await upload(owner, await phonePhoto())]));
  expect(res.status).toBe(201);
  return { owner, car: res.json<CarDetail>() };
}

const patch = (member: Member | TestClient, id: string, json: unknown) =>
  (member instanceof TestClient ? member : member.client).request('PATCH', `/api/cars/${id}`, { json });

describe('POST /api/cars/validate', () => {
  const validate = (member: Member, body: unknown) => member.client.postJson('/api/cars/validate', body);

  it('401 when signed out', async () => {
    const res = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
      '/api/cars/validate',
      listingBody(['uploads/x']),
    );
    expect(res.status).toBe(401);
  });

  it('204 for a car POST /api/cars would list, writing nothing and keeping the upload for the listing', async () => {
    const member = await signUp();
    const image = await upload(member, await phonePhoto());
    const res = await validate(member, listingBody([image]));
    expect(res.status, res.text).toBe(204);
    expect(await carsOf(member.user.id)).toEqual([]);
    expect(await isHost(member.user.id)).toBe(false);
    expect((await member.client.postJson('/api/cars', listingBody([image]))).status).toBe(201);
  });

  it("400 with the listing's own issues for its fields and its photos, nothing written", async () => {
    const member = await signUp();
    const fake = await upload(member, Buffer.from('%PDF-1.7 definitely not a photo'), 'image/jpeg');
    const badPhoto = await validate(member, listingBody([fake]));
    expect(badPhoto.status).toBe(400);
    expect(badPhoto.json<{ issues: unknown[] }>().issues).toContainEqual({
      path: 'images.0',
      message: defaultText(UPLOAD_MESSAGES.notImage),
    });
    const { year: _year, ...noYear } = listingBody([await upload(member, await phonePhoto())]);
    const badField = await validate(member, noYear);
    expect(badField.status).toBe(400);
    expect(badField.json()).toEqual((await member.client.postJson('/api/cars', noYear)).json());
    expect(await carsOf(member.user.id)).toEqual([]);
    expect(await isHost(member.user.id)).toBe(false);
  });
});

describe('PATCH /api/cars/:id', () => {
  it('401 signed out, 403 for another user, nothing changed', async () => {
    const { car } = await listedCar();
    expect(
      (await patch(new TestClient(api.url, { contract: sharedContractChecker() }), car.id, { pricePerDay: '1.00' }))
        .status,
    ).toBe(401);
    const stranger = await patch(await signUp(), car.id, { pricePerDay: '1.00' });
    expect(stranger.status).toBe(403);
    expect(stranger.json()).toMatchObject({ message: defaultText(CAR_POLICY_MESSAGES.forbidden) });
    const [row] = await query<{ price_per_day: string }>(db.url, 'select price_per_day from car where id = $1', [
      car.id,
    ]);
    expect(row!.price_per_day).toBe('74.50');
  });

  it('the owner edits any field and reorders, adds and removes photos', async () => {
    const { owner, car } = await listedCar();
    const added = await upload(owner, await phonePhoto());
    const res = await patch(owner, car.id, {
      pricePerDay: '80.00',
      description: 'Now with snow chains.',
      features: ['sunroof'],
      images: [added, car.images[0]],
    });
    expect(res.status).toBe(200);
    const edited = res.json<CarDetail>();
    expect(edited).toMatchObject({ pricePerDay: '80.00', description: 'Now with snow chains.', features: ['sunroof'] });
    expect(edited.images).toHaveLength(2);
    expect(edited.images[1]).toBe(car.images[0]);

    const removed = await patch(owner, car.id, { images: [edited.images[0]] });
    expect(removed.json<CarDetail>().images).toEqual([edited.images[0]]);
    expect((await fetch(new URL(car.images[0]!, api.url))).status).toBe(404);
  });

  it("deletes a removed photo's resized copies from the store too, through the job queue", async () => {
    const { owner, car } = await listedCar();
    const added = await patch(owner, car.id, { images: [car.images[0], await upload(owner, await phonePhoto())] });
    const [kept, dropped] = added.json<CarDetail>().images as [string, string];
    const bucket = api.storage.buckets.carPhotos;
    const copies = PHOTO_WIDTHS.map((width) => variantKey(photoKeyOf(dropped)!, width));
    // every width a visitor's browser asked for (each is made on its first request)
    for (const width of PHOTO_WIDTHS) expect((await fetch(new URL(`${dropped}?w=${width}`, api.url))).status).toBe(200);
    for (const copy of copies) expect(await api.storage.stat(bucket, copy)).toBeDefined();

    expect((await patch(owner, car.id, { images: [kept] })).status).toBe(200);
    await vi.waitFor(
      async () => {
        for (const copy of copies) expect(await api.storage.stat(bucket, copy)).toBeUndefined();
      },
      { timeout: 15_000 },
    );
    // the kept photo's copies are not touched
    expect((await fetch(new URL(`${kept}?w=320`, api.url))).status).toBe(200);
  });

  it('pausing a car takes it out of search and featured at once', async () => {
    const { owner, car } = await listedCar();
    const paused = await patch(owner, car.id, { isAvailable: false });
    expect(paused.json<CarDetail>().isAvailable).toBe(false);
    const visitor = new TestClient(api.url, { contract: sharedContractChecker() });
    const featured = (await visitor.get('/api/cars/featured')).json<{ id: string }[]>();
    const search = (await visitor.get('/api/cars?location=Echo%20Park')).json<{ id: string }[]>();
    expect(featured.map((found) => found.id)).not.toContain(car.id);
    expect(search.map((found) => found.id)).not.toContain(car.id);
  });

  it('a listed car is found by place: its city at first, its ZIP code once the address ends with one', async () => {
    const { owner, car } = await listedCar();
    const visitor = new TestClient(api.url, { contract: sharedContractChecker() });
    const near = async (place: string) => {
      const found = (await visitor.get(`/api/cars?pageSize=100&location=${encodeURIComponent(place)}`)).json<
        { id: string; distanceMiles: number }[]
      >();
      return found.find((item) => item.id === car.id);
    };
    expect(await near('Echo Park')).toMatchObject({ distanceMiles: 0 });
    expect(await near('Santa Monica')).toBeUndefined();

    const moved = await patch(owner, car.id, { location: '2800 Main St, 90405', city: 'Santa Monica' });
    expect(moved.status).toBe(200);
    expect(await near('90405')).toMatchObject({ distanceMiles: 0 });
    expect(await near('Santa Monica')).toBeDefined();
    expect(await near('Echo Park')).toBeUndefined();
  });

  it('an admin may edit any car', async () => {
    const { car } = await listedCar();
    const admin = await signUp();
    await query(db.url, 'update "user" set is_admin = true where id = $1', [admin.user.id]);
    const res = await patch(admin, car.id, { isAvailable: false });
    expect(res.status).toBe(200);
  });

  it('refuses photos that are not the car’s own or the user’s uploads, and nothing at all', async () => {
    const { owner, car } = await listedCar();
    const res = await patch(owner, car.id, { images: ['/api/photos/cars/another/1.webp'] });
    expect(res.status).toBe(400);
    expect((await patch(owner, car.id, {})).status).toBe(400);
    const [row] = await query<{ images: string[] }>(db.url, 'select images from car where id = $1', [car.id]);
    expect(row!.images).toEqual(car.images);
  });
});

describe('PATCH /api/cars/:id: how the car is booked', () => {
  const settingsOf = async (id: string) =>
    (
      await query<Record<string, unknown>>(
        db.url,
        'select instant_book, weekly_discount_percent, monthly_discount_percent from car where id = $1',
        [id],
      )
    )[0];

  it('the host switches instant book off and sets the discounts; the car page reads them', async () => {
    const { owner, car } = await listedCar();
    expect(car).toMatchObject({ instantBook: true, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 });
    const res = await patch(owner, car.id, {
      instantBook: false,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 50,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json<CarDetail>()).toMatchObject({
      instantBook: false,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 50,
    });
    const visitor = new TestClient(api.url, { contract: sharedContractChecker() });
    expect((await visitor.get(`/api/cars/${car.id}`)).json<CarDetail>()).toMatchObject({
      instantBook: false,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 50,
    });
  });

  it('400 naming the field for a discount out of 0–50 or not whole, nothing written', async () => {
    const { owner, car } = await listedCar();
    for (const [body, path] of [
      [{ weeklyDiscountPercent: 51 }, 'weeklyDiscountPercent'],
      [{ monthlyDiscountPercent: -5 }, 'monthlyDiscountPercent'],
      [{ weeklyDiscountPercent: 7.5 }, 'weeklyDiscountPercent'],
      [{ instantBook: 'no' }, 'instantBook'],
      // one bad field refuses the whole change
      [{ instantBook: false, weeklyDiscountPercent: 10, monthlyDiscountPercent: 60 }, 'monthlyDiscountPercent'],
    ] as const) {
      const res = await patch(owner, car.id, body);
      expect(res.status).toBe(400);
      expect(res.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual([path]);
    }
    expect(await settingsOf(car.id)).toEqual({
      instant_book: true,
      weekly_discount_percent: 0,
      monthly_discount_percent: 0,
    });
  });

  it('401 signed out, 403 for another user, nothing written', async () => {
    const { car } = await listedCar();
    const anonymous = new TestClient(api.url, { contract: sharedContractChecker() });
    expect((await patch(anonymous, car.id, { weeklyDiscountPercent: 20 })).status).toBe(401);
    expect((await patch(await signUp(), car.id, { instantBook: false })).status).toBe(403);
    expect(await settingsOf(car.id)).toEqual({
      instant_book: true,
      weekly_discount_percent: 0,
      monthly_discount_percent: 0,
    });
  });
});

describe('DELETE /api/cars/:id', () => {
  const remove = (member: Member | TestClient, id: string) =>
    (member instanceof TestClient ? member : member.client).request('DELETE', `/api/cars/${id}`);

  /** A booking of the car straight in the database (the car's host cannot book it through the API). */
  async function bookingOf(carId: string, hostId: string, status: string, startOffset: number, holdMinutes = 15) {
    const renter = await signUp();
    const [row] = await query<{ id: string }>(
      db.url,
      `insert into booking (car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address,
         phone, emergency_contact, emergency_phone, add_insurance, total_price, service_fee, insurance_fee, status,
         hold_expires_at)
       values ($1, $2, $3, current_date + $4::int, current_date + $4::int + 2, 'D1', 'R', 'A', 'P', 'E', 'EP', false,
         '165.00', '15.00', '0.00', $5, now() + make_interval(mins => $6))
       returning id`,
      [carId, renter.user.id, hostId, startOffset, status, holdMinutes],
    );
    return row!.id;
  }

  it('401 signed out, 403 for another user, 404 for no such car; nothing removed', async () => {
    const { car } = await listedCar();
    expect((await remove(new TestClient(api.url, { contract: sharedContractChecker() }), car.id)).status).toBe(401);
    expect((await remove(await signUp(), car.id)).status).toBe(403);
    const { owner } = await listedCar();
    expect((await remove(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const [row] = await query<{ deleted_at: Date | null }>(db.url, 'select deleted_at from car where id = $1', [
      car.id,
    ]);
    expect(row!.deleted_at).toBeNull();
  });

  it('409 with the reason while a trip is to come, under way, or a pending booking holds its dates', async () => {
    const { owner, car } = await listedCar();
    const confirmed = await bookingOf(car.id, owner.user.id, 'confirmed', 10);
    const refused = await remove(owner, car.id);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ message: defaultText(CAR_POLICY_MESSAGES.hasUpcomingTrips) });
    await query(db.url, `update booking set status = 'completed' where id = $1`, [confirmed]);
    // a pending booking inside its hold keeps the car; once the hold ran out it does not
    const pending = await bookingOf(car.id, owner.user.id, 'pending', 20);
    expect((await remove(owner, car.id)).status).toBe(409);
    await query(db.url, `update booking set hold_expires_at = now() - interval '1 minute' where id = $1`, [pending]);
    const res = await remove(owner, car.id);
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toMatchObject({ id: car.id });
  });

  it("takes the car out of search, featured, favourites and the host's cars; its page says it is gone", async () => {
    const { owner, car } = await listedCar();
    const fan = await signUp();
    expect((await fan.client.putJson(`/api/favourites/${car.id}`, undefined)).status).toBe(200);
    const past = await bookingOf(car.id, owner.user.id, 'completed', -10);
    expect((await remove(owner, car.id)).status).toBe(200);

    const visitor = new TestClient(api.url, { contract: sharedContractChecker() });
    const ids = async (client: TestClient, path: string) =>
      (await client.get(path)).json<{ id: string }[]>().map((found) => found.id);
    expect(await ids(visitor, '/api/cars?location=Echo%20Park&pageSize=100')).not.toContain(car.id);
    expect(await ids(visitor, '/api/cars/featured')).not.toContain(car.id);
    expect(await ids(owner.client, `/api/cars/host/${owner.user.id}`)).not.toContain(car.id);
    expect(await ids(fan.client, '/api/favourites')).not.toContain(car.id);
    const page = await visitor.get(`/api/cars/${car.id}`);
    expect(page.status).toBe(410);
    expect(page.json()).toMatchObject({ message: defaultText(CAR_REMOVED) });
    // removed stays removed: no resuming it, no second removal
    expect((await patch(owner, car.id, { isAvailable: true })).status).toBe(410);
    expect((await remove(owner, car.id)).status).toBe(410);
    // the past trip keeps its car
    const [trip] = await query<{ car_id: string }>(db.url, 'select car_id from booking where id = $1', [past]);
    expect(trip!.car_id).toBe(car.id);
  });

  it('an admin may remove any car', async () => {
    const { car } = await listedCar();
    const admin = await signUp();
    await query(db.url, 'update "user" set is_admin = true where id = $1', [admin.user.id]);
    expect((await remove(admin, car.id)).status).toBe(200);
  });
});

describe('unused uploads', () => {
  it('are deleted after 24 hours', async () => {
    const member = await signUp();
    const image = await upload(member, await phonePhoto());
    const key = new URL(image).pathname.split('/car-uploads/')[1]!;
    expect(await api.storage.stat(api.storage.buckets.carUploads, key)).toBeDefined();
    await sweepStaleUploads(api.storage, new Date(Date.now() + 23 * 60 * 60 * 1000));
    expect(await api.storage.stat(api.storage.buckets.carUploads, key)).toBeDefined();
    await sweepStaleUploads(api.storage, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await api.storage.stat(api.storage.buckets.carUploads, key)).toBeUndefined();
  });
});
