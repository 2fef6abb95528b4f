/** GET/PUT /api/cars/:id/availability, blocked days against bookings (also under concurrency), rules and search. */
import {
  AVAILABILITY_FIELD_MESSAGES,
  addDays,
  type BookingView,
  CAR_POLICY_MESSAGES,
  CAR_REMOVED,
  type CarAvailability,
  type CarSearchResult,
  marketToday,
  PLATFORM_TRIP_RULES,
} from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { bookingRequest, createParties, insertBooking, jpegDataUrl, type TestParties } from '../../testing/fixtures.ts';
import { defaultText, query, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';
import { Car } from './car.entity.ts';
import { CarBlock } from './car-block.entity.ts';
import { CAR_DATE_CLAIM_MESSAGE } from './car-date-claim.entity.ts';

let db: TestDatabase;
let api: RunningApi;
let parties: TestParties;
let photo: string;

// the race below books with many connections at once; its renter holds many unpaid bookings on purpose
useTestApi((started) => ({ db, api } = started), { poolMax: 12, maxUnpaidHolds: 1_000 });

const today = marketToday();
const day = (n: number) => addDays(today, n);
const rules = { advanceNoticeHours: 0, minDays: 1, maxDays: 30, bookingWindowMonths: 12 } as const;

beforeAll(async () => {
  parties = await createParties(api, {
    domain: 'availability.test',
    people: [
      { key: 'host', isHost: true },
      { key: 'renter' },
      { key: 'other', isHost: true },
      { key: 'admin', isAdmin: true },
    ],
    cars: 7,
    city: 'Blockton',
    contract: sharedContractChecker(),
  });
  photo = await jpegDataUrl();
});

const carId = (index: number) => parties.cars[index]!.id;
const client = (key: string) => parties.clients[key]!;
const anonymous = () => new TestClient(api.url, { contract: sharedContractChecker() });
const availabilityOf = async (id: string, as = anonymous()) =>
  (await as.get(`/api/cars/${id}/availability`)).json<CarAvailability>();
const put = (id: string, body: unknown, as = client('host')) => as.putJson(`/api/cars/${id}/availability`, body);

describe('GET /api/cars/:id/availability', () => {
  it('is public: booked and blocked days and the rules; sources and notes for the host and admins only', async () => {
    const em = api.orm.em.fork();
    await insertBooking(api, {
      car: parties.cars[0]!,
      renter: parties.users.renter!,
      startDate: day(3),
      endDate: day(5),
      status: 'confirmed',
    });
    em.create(CarBlock, { car: carId(0), startDate: day(7), endDate: day(9), note: 'Family trip', source: 'host' });
    em.create(CarBlock, { car: carId(0), startDate: day(12), endDate: day(13), source: 'import' });
    // a block over: not shown
    em.create(CarBlock, { car: carId(0), startDate: day(-5), endDate: day(-2), source: 'host' });
    await em.flush();

    const publicView = await availabilityOf(carId(0));
    expect(publicView).toEqual({
      booked: [{ startDate: day(3), endDate: day(5) }],
      // where a block came from would tell anyone the car is listed elsewhere
      blocked: [
        { startDate: day(7), endDate: day(9) },
        { startDate: day(12), endDate: day(13) },
      ],
      rules: PLATFORM_TRIP_RULES,
    });
    expect(await availabilityOf(carId(0), client('renter'))).toEqual(publicView);
    for (const who of ['host', 'admin']) {
      expect((await availabilityOf(carId(0), client(who))).blocked).toEqual([
        { startDate: day(7), endDate: day(9), source: 'host', note: 'Family trip' },
        { startDate: day(12), endDate: day(13), source: 'import' },
      ]);
    }
  });

  it('answers 404 for no such car', async () => {
    expect((await anonymous().get('/api/cars/00000000-0000-4000-8000-000000000000/availability')).status).toBe(404);
    expect((await anonymous().get('/api/cars/nope/availability')).status).toBe(404);
  });

  it('answers 410 for a removed listing, as its page does; its host cannot edit it either', async () => {
    const removed = carId(4);
    expect((await client('host').request('DELETE', `/api/cars/${removed}`)).status).toBe(200);
    for (const as of [anonymous(), client('host')]) {
      const res = await as.get(`/api/cars/${removed}/availability`);
      expect(res.status).toBe(410);
      expect(res.json().message).toBe(defaultText(CAR_REMOVED));
    }
    const edit = await put(removed, { ...rules, blocks: [{ startDate: day(5), endDate: day(6) }] });
    expect(edit.status).toBe(410);
    expect(edit.json().message).toBe(defaultText(CAR_REMOVED));
    expect(await query(db.url, 'select id from car_block where car_id = $1', [removed])).toEqual([]);
  });
});

describe('PUT /api/cars/:id/availability', () => {
  const update = {
    blocks: [
      { startDate: day(20), endDate: day(23), note: 'Road trip' },
      { startDate: day(30), endDate: day(31) },
    ],
    advanceNoticeHours: 48,
    minDays: 2,
    maxDays: 10,
    bookingWindowMonths: 6,
  };
  const savedRules = { advanceNoticeHours: 48, minDays: 2, maxDays: 10, bookingWindowMonths: 6 };

  it('refuses anonymous (401), another host or a renter (403), nothing written', async () => {
    const before = await availabilityOf(carId(1));
    const res = await put(carId(1), update, anonymous());
    expect(res.status).toBe(401);
    expect(res.json().message).toContain('Unauthorized');
    for (const who of ['other', 'renter']) {
      const refused = await put(carId(1), update, client(who));
      expect(refused.status).toBe(403);
      expect(refused.json().message).toBe(defaultText(CAR_POLICY_MESSAGES.forbidden));
    }
    expect(await availabilityOf(carId(1))).toEqual(before);
  });

  it.each([
    ['advanceNoticeHours', { advanceNoticeHours: 36 }, AVAILABILITY_FIELD_MESSAGES.advanceNoticeHours],
    ['minDays', { minDays: 0 }, AVAILABILITY_FIELD_MESSAGES.minDays],
    ['maxDays', { maxDays: 31 }, AVAILABILITY_FIELD_MESSAGES.maxDays],
    ['maxDays', { minDays: 5, maxDays: 3 }, AVAILABILITY_FIELD_MESSAGES.maxBelowMin],
    ['bookingWindowMonths', { bookingWindowMonths: 13 }, AVAILABILITY_FIELD_MESSAGES.bookingWindowMonths],
    [
      'blocks.1.endDate',
      { blocks: [update.blocks[0], { startDate: day(5), endDate: day(4) }] },
      AVAILABILITY_FIELD_MESSAGES.endAfterStart,
    ],
    ['blocks.0.note', { blocks: [{ ...update.blocks[0], note: 'n'.repeat(201) }] }, AVAILABILITY_FIELD_MESSAGES.note],
    // year 0 is no date to PostgreSQL (it answered 500)
    [
      'blocks.0.startDate',
      { blocks: [{ startDate: '0000-01-01', endDate: day(4) }] },
      'Start date is required (use YYYY-MM-DD)',
    ],
  ])('refuses an out-of-range %s (400 naming it), nothing written', async (path, change, message) => {
    const before = await availabilityOf(carId(1), client('host'));
    const res = await put(carId(1), { ...update, ...change });
    expect(res.status).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message: defaultText(message) });
    expect(await availabilityOf(carId(1), client('host'))).toEqual(before);
  });

  it("replaces the host's blocks and sets the rules; imported blocks stay", async () => {
    const em = api.orm.em.fork();
    em.create(CarBlock, { car: carId(1), startDate: day(40), endDate: day(42), source: 'import', note: 'Other site' });
    em.create(CarBlock, { car: carId(1), startDate: day(50), endDate: day(52), source: 'host' });
    await em.flush();

    const res = await put(carId(1), update);
    expect(res.status).toBe(200);
    const saved = res.json<CarAvailability>();
    expect(saved.rules).toEqual(savedRules);
    expect(saved.blocked).toEqual([
      { startDate: day(20), endDate: day(23), source: 'host', note: 'Road trip' },
      { startDate: day(30), endDate: day(31), source: 'host' },
      { startDate: day(40), endDate: day(42), source: 'import', note: 'Other site' },
    ]);
    expect(await availabilityOf(carId(1), client('host'))).toEqual(saved);
    const [car] = await query(db.url, 'select advance_notice_hours, min_trip_days from car where id = $1', [carId(1)]);
    expect(car).toEqual({ advance_notice_hours: 48, min_trip_days: 2 });

    // an admin may too; clearing the host's blocks leaves the imported one
    const cleared = await put(carId(1), { ...update, blocks: [] }, client('admin'));
    expect(cleared.status).toBe(200);
    expect(cleared.json<CarAvailability>().blocked).toEqual([
      { startDate: day(40), endDate: day(42), source: 'import', note: 'Other site' },
    ]);
  });

  it('refuses a block over booked days with 409 naming them, nothing written', async () => {
    await insertBooking(api, {
      car: parties.cars[2]!,
      renter: parties.users.renter!,
      startDate: day(10),
      endDate: day(13),
      status: 'confirmed',
    });
    const res = await put(carId(2), { ...rules, blocks: [{ startDate: day(12), endDate: day(16) }] });
    expect(res.status).toBe(409);
    expect(res.json().message).toBe(`These days are booked and cannot be blocked: ${day(12)}`);
    const wider = await put(carId(2), { ...rules, minDays: 3, blocks: [{ startDate: day(8), endDate: day(20) }] });
    expect(wider.json().message).toBe(`These days are booked and cannot be blocked: ${day(10)} to ${day(12)}`);
    expect((await availabilityOf(carId(2))).blocked).toEqual([]);
    expect((await availabilityOf(carId(2))).rules).toEqual(PLATFORM_TRIP_RULES);
    // the day the booking ends on (its return) is free to block
    expect((await put(carId(2), { ...rules, blocks: [{ startDate: day(13), endDate: day(14) }] })).status).toBe(200);
  });
});

describe('checkout holds that expired but were not swept yet', () => {
  /** A renter's unpaid booking of `car` whose 15 minutes ran out; the sweep has not run. */
  const abandonedHold = async (car: number, from: number, to: number) => {
    const id = await insertBooking(api, {
      car: parties.cars[car]!,
      renter: parties.users.renter!,
      startDate: day(from),
      endDate: day(to),
      status: 'pending',
    });
    await query(db.url, `update booking set hold_expires_at = now() - interval '1 second' where id = $1`, [id]);
    return id;
  };
  const releasedBySystem = async (id: string) => {
    const [booking] = await query(db.url, 'select status from booking where id = $1', [id]);
    const events = await query(
      db.url,
      'select to_status, actor_role from booking_event where booking_id = $1 order by created_at desc limit 1',
      [id],
    );
    return { ...booking, ...events[0] };
  };

  it('are released when the host blocks their days (they looked free), not refused with a 409', async () => {
    const id = await abandonedHold(5, 10, 12);
    expect((await availabilityOf(carId(5))).booked).toEqual([]);
    const res = await put(carId(5), { ...rules, blocks: [{ startDate: day(9), endDate: day(14) }] });
    expect(res.status).toBe(200);
    expect(res.json<CarAvailability>().blocked).toEqual([{ startDate: day(9), endDate: day(14), source: 'host' }]);
    expect(await releasedBySystem(id)).toEqual({ status: 'cancelled', to_status: 'cancelled', actor_role: 'system' });
  });

  it('are released by an imported calendar over their days, which it blocks', async () => {
    const id = await abandonedHold(6, 10, 12);
    const event = [
      'BEGIN:VEVENT',
      'UID:elsewhere-1',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${day(10).replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${day(12).replaceAll('-', '')}`,
      'END:VEVENT',
    ];
    const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Elsewhere//EN', ...event, 'END:VCALENDAR', ''].join(
      '\r\n',
    );
    const res = await client('host').postJson(`/api/cars/${carId(6)}/calendar-sync/import-file`, { ics });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      importedBlocks: [{ startDate: day(10), endDate: day(12) }],
      skippedForBookings: [],
    });
    expect(await releasedBySystem(id)).toEqual({ status: 'cancelled', to_status: 'cancelled', actor_role: 'system' });
  });
});

describe('bookings against blocked days and trip rules', () => {
  const book = (id: string, startDate: string, endDate: string) =>
    client('renter').postJson('/api/bookings', bookingRequest({ carId: id, startDate, endDate }, photo));

  it('refuses a booking over a blocked day (409 from the constraint), allows the days around', async () => {
    expect((await put(carId(3), { ...rules, blocks: [{ startDate: day(60), endDate: day(63) }] })).status).toBe(200);
    const refused = await book(carId(3), day(62), day(65));
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe(defaultText(CAR_DATE_CLAIM_MESSAGE));
    expect((await book(carId(3), day(58), day(60))).status).toBe(201);
    expect((await book(carId(3), day(63), day(64))).status).toBe(201);
  });

  it("applies the car's rules with a 400 naming the rule", async () => {
    const tight = { ...rules, advanceNoticeHours: 72, minDays: 3, maxDays: 5, bookingWindowMonths: 2 };
    expect((await put(carId(3), { ...tight, blocks: [] })).status).toBe(200);
    const cases = [
      [day(1), day(5), 'startDate', 'This host requires at least 3 days notice before pickup'],
      [day(30), day(32), 'endDate', 'This car can be booked for at least 3 days'],
      [day(30), day(36), 'endDate', 'This car can be booked for at most 5 days'],
      [day(75), day(79), 'startDate', 'This car can be booked at most 2 months ahead'],
    ] as const;
    for (const [start, end, path, message] of cases) {
      const res = await book(carId(3), start, end);
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ message, issues: [{ path, message }] });
    }
    const ok = await book(carId(3), day(20), day(23));
    expect(ok.status).toBe(201);
    expect(ok.json<BookingView>().startDate).toBe(day(20));
  });
});

describe('search with dates', () => {
  const search = async (startDate: string, endDate: string) =>
    (await anonymous().get(`/api/cars?city=Blockton&startDate=${startDate}&endDate=${endDate}&pageSize=50`))
      .json<CarSearchResult[]>()
      .map((car) => car.id);

  it('leaves out cars with a blocked day in the trip, or whose rules refuse it', async () => {
    // car 1: host blocks day 20–22 and rules 48 h notice, 2–10 days, 6 months (left by the admin's save above)
    const [rules1] = await query(db.url, 'select min_trip_days from car where id = $1', [carId(1)]);
    expect(rules1).toEqual({ min_trip_days: 2 });
    const id = carId(0); // platform rules; blocked day 7–8 and imported day 12
    expect(await search(day(7), day(8))).not.toContain(id);
    expect(await search(day(12), day(14))).not.toContain(id);
    expect(await search(day(9), day(12))).toContain(id);
    // rules: car 1 wants at least 2 days and 2 days of notice
    expect(await search(day(25), day(26))).not.toContain(carId(1));
    expect(await search(day(25), day(27))).toContain(carId(1));
    expect(await search(day(1), day(3))).not.toContain(carId(1));
    expect(await search(day(1), day(3))).toContain(id);
  });
});

describe('the guarantee under concurrency', () => {
  it('50 simultaneous bookings while the host blocks their days: no booking lands on a blocked day', async () => {
    const em = api.orm.em.fork();
    const car = em.create(Car, {
      host: parties.users.host!.id,
      make: 'Race',
      model: 'Car',
      year: 2024,
      category: 'economy',
      seats: 5,
      transmission: 'automatic',
      fuelType: 'gasoline',
      pricePerDay: '40.00',
      location: '9 Race St',
      city: 'Raceville',
      state: 'CA',
      images: [],
    });
    await em.flush();
    // the renter's identity is on file after one booking: the 50 need no photos
    const first = await client('renter').postJson(
      '/api/bookings',
      bookingRequest({ carId: car.id, startDate: day(200), endDate: day(201) }, photo),
    );
    expect(first.status).toBe(201);
    const start = 100;
    const bookings = Array.from({ length: 50 }, (_, i) =>
      client('renter').postJson(
        '/api/bookings',
        bookingRequest({ carId: car.id, startDate: day(start + i), endDate: day(start + i + 1) }, photo, {
          licensePhoto: undefined,
          selfieWithLicense: undefined,
        }),
      ),
    );
    const block = put(car.id, { ...rules, blocks: [{ startDate: day(start), endDate: day(start + 50) }] });
    const [blockRes, ...bookingRes] = await Promise.all([block, ...bookings]);

    const statuses = bookingRes.map((res) => res.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect([200, 409]).toContain(blockRes!.status);
    const overlapping = await query(
      db.url,
      `select b.id from booking b join car_block k on k.car_id = b.car_id
       where b.car_id = $1 and b.status in ('pending', 'confirmed')
         and daterange(b.start_date, b.end_date, '[)') && daterange(k.start_date, k.end_date, '[)')`,
      [car.id],
    );
    expect(overlapping).toEqual([]);
    const booked = statuses.filter((status) => status === 201).length;
    // either the block landed and every booking was refused, or it was refused because bookings landed first
    if (blockRes!.status === 200) expect(booked).toBe(0);
    else expect(booked).toBeGreaterThan(0);
  });
});
