import {
  BOOKING_STATUSES,
  CAR_CATEGORIES,
  quoteAmounts,
  quoteBooking,
  REVIEW_WINDOW_DAYS,
  SEAT_COUNTS,
} from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../index.ts';
import { freshIp, query, TestClient, type TestDatabase, useTestApi } from '../testing/helpers.ts';
import { seedDemo } from './seed.ts';

let db: TestDatabase;
let api: RunningApi;

useTestApi((started) => ({ db, api } = started), { seed: true });

interface CarRow {
  id: string;
  host_id: string;
  category: string;
  seats: number;
  price_per_day: string;
  city: string;
  state: string;
  location: string;
  images: string[];
  is_available: boolean;
  rating: string;
  review_count: number;
  trip_count: number;
}

describe('demo seed', () => {
  it('seeded on start-up', () => {
    expect(api.seed).toMatchObject({ seeded: true });
    expect(api.seed!.cars).toBeGreaterThanOrEqual(30);
  });

  it('has the demo accounts, signing in with demo-password', async () => {
    const users = await query<{ email: string; is_admin: boolean; is_host: boolean }>(
      db.url,
      'select email, is_admin, is_host from "user"',
    );
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get('admin@example.com')?.is_admin).toBe(true);
    expect(byEmail.get('host@example.com')?.is_host).toBe(true);
    expect(byEmail.has('renter@example.com')).toBe(true);
    for (const email of ['renter@example.com', 'host@example.com', 'admin@example.com']) {
      const res = await new TestClient(api.url).postJson('/api/login', { email, password: 'demo-password' }, freshIp());
      expect(res.status, email).toBe(200);
    }
  });

  it('stores every phone number in E.164, as a booking form would', async () => {
    const phones = await query<{ phone: string }>(
      db.url,
      `select phone from "user" where phone is not null
       union select phone from booking union select emergency_phone from booking`,
    );
    expect(phones.length).toBeGreaterThan(3);
    for (const { phone } of phones) expect(phone).toMatch(/^\+1\d{10}$/);
  });

  it('has at least 24 cars in every category, across LA, with photos', async () => {
    const cars = await query<CarRow>(db.url, 'select * from car');
    expect(cars.length).toBeGreaterThanOrEqual(24);
    expect(new Set(cars.map((c) => c.category))).toEqual(new Set(CAR_CATEGORIES));
    expect(new Set(cars.map((c) => c.city)).size).toBeGreaterThanOrEqual(10);
    expect(cars.every((c) => c.state === 'CA' && /^\d+ /.test(c.location))).toBe(true);
    expect(cars.every((c) => (SEAT_COUNTS as readonly number[]).includes(c.seats))).toBe(true);
    expect(cars.every((c) => c.images.length >= 2 && c.images.length <= 4)).toBe(true);
    expect(cars.every((c) => c.images.every((url) => url.startsWith('/api/photos/cars/')))).toBe(true);
    expect(cars.filter((c) => !c.is_available).length).toBeGreaterThanOrEqual(2);
    const cheapest = (category: string) =>
      Math.min(...cars.filter((c) => c.category === category).map((c) => Number(c.price_per_day)));
    expect(cheapest('economy')).toBe(25);
    expect(cheapest('luxury')).toBeGreaterThanOrEqual(150);
    expect(cheapest('suv')).toBeGreaterThanOrEqual(65);
    expect(cheapest('electric')).toBeGreaterThanOrEqual(85);
    const [host] = await query<{ id: string }>(db.url, `select id from "user" where email = 'host@example.com'`);
    expect(cars.filter((c) => c.host_id === host!.id).length).toBeGreaterThanOrEqual(3);
  });

  it('serves every car photo through /api/photos as WebP', async () => {
    const cars = await query<{ images: string[] }>(db.url, 'select images from car');
    const urls = cars.flatMap((c) => c.images);
    const first = await fetch(`${api.url}${urls[0]}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    const statuses = await Promise.all(
      urls.map(async (url) => {
        const res = await fetch(`${api.url}${url}`, { method: 'HEAD' });
        return res.status;
      }),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('has bookings in every status, past and future, priced by quoteBooking; the demo renter has some', async () => {
    const bookings = await query<{
      status: string;
      start_date: string;
      end_date: string;
      add_insurance: boolean;
      total_price: string;
      service_fee: string;
      insurance_fee: string;
      discount_amount: string;
      price_per_day: string;
      weekly_discount_percent: number;
      monthly_discount_percent: number;
      renter: string;
    }>(
      db.url,
      `select b.status, to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
              b.add_insurance, b.total_price, b.service_fee, b.insurance_fee, b.discount_amount, c.price_per_day,
              c.weekly_discount_percent, c.monthly_discount_percent, u.email as renter
       from booking b join car c on c.id = b.car_id join "user" u on u.id = b.renter_id`,
    );
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES));
    const today = new Date().toISOString().slice(0, 10);
    expect(bookings.some((b) => b.end_date < today)).toBe(true);
    expect(bookings.some((b) => b.start_date > today)).toBe(true);
    for (const b of bookings) {
      const expected = quoteAmounts(
        quoteBooking({
          pricePerDay: b.price_per_day,
          weeklyDiscountPercent: b.weekly_discount_percent,
          monthlyDiscountPercent: b.monthly_discount_percent,
          startDate: b.start_date,
          endDate: b.end_date,
          addInsurance: b.add_insurance,
        }),
      );
      expect({
        totalPrice: b.total_price,
        serviceFee: b.service_fee,
        insuranceFee: b.insurance_fee,
        discountAmount: b.discount_amount,
      }).toEqual(expected);
    }
    const mine = bookings.filter((b) => b.renter === 'renter@example.com');
    expect(new Set(mine.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES));
  });

  it('gives every booking a history: created pending by its renter, each change chained to the next, ending in its status', async () => {
    const rows = await query<{ id: string; status: string; renter_id: string; host_id: string }>(
      db.url,
      'select id, status, renter_id, host_id from booking',
    );
    const events = await query<{
      booking_id: string;
      from_status: string | null;
      to_status: string;
      actor_id: string;
      actor_role: string;
      created_at: Date;
    }>(db.url, 'select * from booking_event order by created_at, id');
    for (const booking of rows) {
      const history = events.filter((event) => event.booking_id === booking.id);
      expect(history[0]).toMatchObject({ from_status: null, to_status: 'pending', actor_id: booking.renter_id });
      for (const [i, event] of history.slice(1).entries()) expect(event.from_status).toBe(history[i]!.to_status);
      expect(history.at(-1)!.to_status).toBe(booking.status);
      for (const event of history) {
        expect(event.actor_id).toBe(event.actor_role === 'host' ? booking.host_id : booking.renter_id);
        expect(event.created_at.getTime()).toBeLessThanOrEqual(Date.now());
      }
    }

    // and the demo renter reads theirs through the API
    const client = new TestClient(api.url);
    expect(
      (await client.postJson('/api/login', { email: 'renter@example.com', password: 'demo-password' }, freshIp()))
        .status,
    ).toBe(200);
    const completed = await query<{ id: string }>(
      db.url,
      `select b.id from booking b join "user" u on u.id = b.renter_id
       where u.email = 'renter@example.com' and b.status = 'completed' limit 1`,
    );
    const res = await client.get(`/api/bookings/${completed[0]!.id}/events`);
    expect(res.status).toBe(200);
    expect(res.json<{ toStatus: string; actorRole: string }[]>().map((e) => [e.toStatus, e.actorRole])).toEqual([
      ['pending', 'renter'],
      ['confirmed', 'renter'],
      ['completed', 'host'],
    ]);
  });

  it('has reviews on completed bookings, and car ratings, review and trip counts that agree with the published ones', async () => {
    const reviews = await query<{ status: string; comment: string | null }>(
      db.url,
      'select b.status, r.comment from review r join booking b on b.id = r.booking_id',
    );
    expect(reviews.length).toBeGreaterThanOrEqual(10);
    expect(reviews.every((r) => r.status === 'completed' && r.comment)).toBe(true);

    const mismatches = await query(
      db.url,
      `select c.id from car c
       left join (select car_id, count(*)::int as n, round(avg(rating), 2) as avg from review
                  where published_at is not null and author_role = 'renter' group by car_id) r on r.car_id = c.id
       left join (select car_id, count(*)::int as n from booking where status = 'completed' group by car_id) t on t.car_id = c.id
       where c.review_count <> coalesce(r.n, 0) or c.rating <> coalesce(r.avg, 0) or c.trip_count <> coalesce(t.n, 0)`,
    );
    expect(mismatches).toEqual([]);
    const rated = await query(db.url, 'select 1 from car where review_count > 0');
    expect(rated.length).toBeGreaterThanOrEqual(10);
  });

  it('publishes the renters’ reviews when their window closed; those of the last two weeks wait for the host', async () => {
    const reviews = await query<{ published_at: Date | null; closes_at: Date }>(
      db.url,
      `select r.published_at, e.created_at + make_interval(days => $1) as closes_at
       from review r join booking_event e on e.booking_id = r.booking_id and e.to_status = 'completed'`,
      [REVIEW_WINDOW_DAYS],
    );
    const now = Date.now();
    for (const review of reviews) {
      if (review.closes_at.getTime() <= now) expect(review.published_at).toEqual(review.closes_at);
      else expect(review.published_at).toBeNull();
    }
    expect(reviews.filter((review) => review.published_at === null).length).toBeGreaterThanOrEqual(1);
  });

  it('gives every booking the conversation of its renter and car, as booking through the API does', async () => {
    const missing = await query(
      db.url,
      `select b.id from booking b
       where not exists (select 1 from conversation c where c.renter_id = b.renter_id and c.car_id = b.car_id)`,
    );
    expect(missing).toEqual([]);
  });

  it('is idempotent: a second run on a database with users adds nothing (it moves the demo, seed-timeline.test.ts)', async () => {
    const before = await query<{ n: number }>(db.url, 'select count(*)::int as n from car');
    const result = await seedDemo(api.orm, api.storage);
    expect(result.seeded).toBe(false);
    const after = await query<{ n: number }>(db.url, 'select count(*)::int as n from car');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
