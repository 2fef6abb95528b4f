/**
 * The demo stays alive (decision 0039): seeded on day D, moved on a start ten days later, it is in place relative to
 * that day; rows somebody made are untouched; the rollups, trip counts and ratings equal their definitions.
 */
import { addDays, calendarDateIn, pickupInstant, returnInstant } from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../index.ts';
import { query, type TestDatabase, useTestApi } from '../testing/helpers.ts';
import { demoBookingId, seedDemo } from './seed.ts';

let db: TestDatabase;
let api: RunningApi;

useTestApi((started) => ({ db, api } = started), { seed: true });

const DAY_MS = 86_400_000;
const later = new Date(Date.now() + 10 * DAY_MS);
const laterToday = calendarDateIn(later);
// the demo's days count from today in Los Angeles, not the database's (UTC) current_date
const today = calendarDateIn(new Date());
/** The seed's bookings (more ids than it has: the rest match nothing). */
const DEMO_IDS = Array.from({ length: 100 }, (_, index) => demoBookingId(index));

interface DemoTrip {
  id: string;
  status: string;
  start_date: string;
  end_date: string;
  hold_expires_at: Date;
  host: string;
  reviews: number;
}

/** The demo renter's bookings with their host's email and how many reviews (either side) they have. */
const renterTrips = () =>
  query<DemoTrip>(
    db.url,
    `select b.id, b.status, to_char(b.start_date, 'YYYY-MM-DD') as start_date,
            to_char(b.end_date, 'YYYY-MM-DD') as end_date, b.hold_expires_at, h.email as host,
            (select count(*)::int from review r where r.booking_id = b.id) as reviews
     from booking b join "user" r on r.id = b.renter_id join "user" h on h.id = b.host_id
     where r.email = 'renter@example.com'`,
  );

const snapshotOf = (id: string) =>
  query(db.url, 'select to_jsonb(b) as row from booking b where id = $1', [id]).then((rows) => rows[0]);

let userBookingId: string;
let userBookingBefore: unknown;
let clashingDemoId: string;
let blockedDemoId: string;

beforeAll(async () => {
  // somebody books the car of the next upcoming demo trip of another renter for days it will occupy after ten days'
  // moving: a row of theirs, not the seed's
  const [next] = await query<{ id: string; days: number }>(
    db.url,
    `select b.id, b.start_date - $2::date as days from booking b join "user" u on u.id = b.renter_id
     where b.id = any($1) and b.status = 'confirmed' and b.start_date > $2::date and u.email <> 'renter@example.com'
     order by b.start_date limit 1`,
    [DEMO_IDS, today],
  );
  clashingDemoId = next!.id;
  const [row] = await query<{ id: string }>(
    db.url,
    `insert into booking (id, car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address,
                          phone, emergency_contact, emergency_phone, total_price, service_fee, insurance_fee,
                          payment_intent_id, status, hold_expires_at)
     select gen_random_uuid(), b.car_id, b.renter_id, b.host_id, $2::date, $3::date, b.driver_license, b.full_name,
            b.address, b.phone, b.emergency_contact, b.emergency_phone, b.total_price, b.service_fee, b.insurance_fee,
            'pi_sim_user', 'confirmed', now()
     from booking b where b.id = $1 and b.status = 'confirmed'
     returning id`,
    [clashingDemoId, addDays(laterToday, next!.days), addDays(laterToday, next!.days + 1)],
  );
  userBookingId = row!.id;
  userBookingBefore = await snapshotOf(userBookingId);
  // and the host of the one after it blocks a day it will occupy after the move
  const [after] = await query<{ id: string; days: number }>(
    db.url,
    `select b.id, b.start_date - $3::date as days from booking b join "user" u on u.id = b.renter_id
     where b.id = any($1) and b.status = 'confirmed' and b.start_date > $3::date and u.email <> 'renter@example.com'
       and b.id <> $2
     order by b.start_date limit 1`,
    [DEMO_IDS, clashingDemoId, today],
  );
  blockedDemoId = after!.id;
  await query(
    db.url,
    `insert into car_block (car_id, start_date, end_date, source) select car_id, $2::date, $3::date, 'host'
     from booking where id = $1`,
    [blockedDemoId, addDays(laterToday, after!.days), addDays(laterToday, after!.days + 1)],
  );

  const result = await seedDemo(api.orm, api.storage, { now: later });
  expect(result).toMatchObject({ seeded: false });
  expect(result.bookings).toBeGreaterThan(30);
});

describe('the demo ten days later', () => {
  it('has the demo renter on a trip in progress', async () => {
    const inProgress = (await renterTrips()).filter(
      (trip) =>
        trip.status === 'confirmed' &&
        pickupInstant(trip.start_date).getTime() <= later.getTime() &&
        later.getTime() < returnInstant(trip.end_date).getTime(),
    );
    expect(inProgress).toHaveLength(1);
  });

  it('has one live hold in the whole demo, the demo renter’s', async () => {
    const holds = await query<{ email: string; hold_expires_at: Date }>(
      db.url,
      `select u.email, b.hold_expires_at from booking b join "user" u on u.id = b.renter_id where b.status = 'pending'`,
    );
    expect(holds.map((hold) => hold.email)).toEqual(['renter@example.com']);
    expect(holds[0]!.hold_expires_at.getTime()).toBeGreaterThan(later.getTime());
  });

  it('has completed trips with the demo host that ended in the last week, with no review from either side', async () => {
    const unreviewed = (await renterTrips()).filter(
      (trip) =>
        trip.status === 'completed' &&
        trip.host === 'host@example.com' &&
        trip.end_date >= addDays(laterToday, -7) &&
        trip.end_date < laterToday &&
        trip.reviews === 0,
    );
    expect(unreviewed.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps upcoming, cancelled and older reviewed trips of the demo renter', async () => {
    const trips = await renterTrips();
    expect(trips.some((trip) => trip.status === 'confirmed' && trip.start_date > laterToday)).toBe(true);
    expect(trips.some((trip) => trip.status === 'cancelled')).toBe(true);
    const published = await query(
      db.url,
      `select 1 from review r join "user" u on u.id = r.reviewer_id
       where u.email = 'renter@example.com' and r.published_at is not null and r.published_at <= $1`,
      [later],
    );
    expect(published.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves the booking somebody made as it was; the demo trip that would overlap it is cancelled', async () => {
    expect(await snapshotOf(userBookingId)).toEqual(userBookingBefore);
    const [demo] = await query<{ status: string; payment_intent_id: string | null }>(
      db.url,
      'select status, payment_intent_id from booking where id = $1',
      [clashingDemoId],
    );
    expect(demo).toEqual({ status: 'cancelled', payment_intent_id: null });
  });

  it('cancels the demo trip that would land on days its host blocked', async () => {
    const [demo] = await query<{ status: string }>(db.url, 'select status from booking where id = $1', [blockedDemoId]);
    expect(demo).toEqual({ status: 'cancelled' });
  });

  it('moves every history with its booking: chained, ending in its status, all in the past of the new day', async () => {
    const bookings = await query<{ id: string; status: string; created_at: Date }>(
      db.url,
      'select id, status, created_at from booking where id = any($1)',
      [DEMO_IDS],
    );
    const events = await query<{ booking_id: string; from_status: string | null; to_status: string; created_at: Date }>(
      db.url,
      `select booking_id, from_status, to_status, created_at from booking_event order by created_at, id`,
    );
    for (const booking of bookings) {
      const history = events.filter((event) => event.booking_id === booking.id);
      expect(history[0]).toMatchObject({ from_status: null, to_status: 'pending', created_at: booking.created_at });
      for (const [i, event] of history.slice(1).entries()) expect(event.from_status).toBe(history[i]!.to_status);
      expect(history.at(-1)!.to_status).toBe(booking.status);
      for (const event of history) expect(event.created_at.getTime()).toBeLessThanOrEqual(later.getTime());
    }
  });

  it('keeps trip counts and ratings equal to their definitions', async () => {
    const cars = await query(
      db.url,
      `select c.id from car c
       left join (select car_id, count(*)::int as n, round(avg(rating), 2) as avg from review
                  where published_at is not null and author_role = 'renter' group by car_id) r on r.car_id = c.id
       left join (select car_id, count(*)::int as n from booking where status = 'completed' group by car_id) t on t.car_id = c.id
       where c.review_count <> coalesce(r.n, 0) or c.rating <> coalesce(r.avg, 0) or c.trip_count <> coalesce(t.n, 0)`,
    );
    expect(cars).toEqual([]);
    const users = await query(
      db.url,
      `select u.id from "user" u
       left join (select reviewee_id, count(*)::int as n, round(avg(rating), 2) as avg from review
                  where published_at is not null group by reviewee_id) r on r.reviewee_id = u.id
       where u.review_count <> coalesce(r.n, 0) or u.rating <> coalesce(r.avg, 0)`,
    );
    expect(users).toEqual([]);
  });

  it('keeps the host earnings and platform revenue rollups equal to a recount of the bookings', async () => {
    // each booking's share in cents, as the host's earnings define it: the base price (total − fee − insurance) of a
    // trip, and of a paid cancellation the part of the base in what was kept after the refund, less the fee
    const bookings = `(select b.host_id, b.status, b.end_date, b.payment_intent_id is not null as paid, c.*,
                              round(c.gross * b.platform_commission_percent / 100.0) as commission
                       from booking b
                       cross join lateral (
                         select round(b.service_fee * 100) as fee,
                                round((b.total_price - coalesce(b.refund_amount, 0)) * 100) as kept,
                                case when b.status in ('completed', 'confirmed')
                                       then greatest(0, b.total_price - b.service_fee - b.insurance_fee) * 100
                                     when b.total_price - b.service_fee <= 0 then 0
                                     else round(greatest(0, b.total_price - coalesce(b.refund_amount, 0) - b.service_fee)
                                                * greatest(0, b.total_price - b.service_fee - b.insurance_fee)
                                                / (b.total_price - b.service_fee) * 100)
                                end as gross) as c) as t`;
    const hosts = await query(
      db.url,
      `with recount as (
         select t.host_id, date_trunc('month', t.end_date)::date as month,
                coalesce(sum(t.gross) filter (where t.status <> 'confirmed'), 0) as earned_gross,
                coalesce(sum(t.commission) filter (where t.status <> 'confirmed'), 0) as earned_commission,
                coalesce(sum(t.gross) filter (where t.status = 'confirmed'), 0) as upcoming_gross,
                coalesce(sum(t.commission) filter (where t.status = 'confirmed'), 0) as upcoming_commission,
                count(*) filter (where t.status = 'completed') as completed
         from ${bookings}
         where t.status in ('completed', 'confirmed') or (t.status = 'cancelled' and t.paid)
         group by 1, 2)
       select coalesce(m.host_id, r.host_id) as host_id, coalesce(m.month, r.month) as month
       from host_earnings_month m full join recount r on r.host_id = m.host_id and r.month = m.month
       where coalesce(m.earned_gross_cents, 0) <> coalesce(r.earned_gross, 0)
          or coalesce(m.earned_commission_cents, 0) <> coalesce(r.earned_commission, 0)
          or coalesce(m.upcoming_gross_cents, 0) <> coalesce(r.upcoming_gross, 0)
          or coalesce(m.upcoming_commission_cents, 0) <> coalesce(r.upcoming_commission, 0)
          or coalesce(m.completed_trips, 0) <> coalesce(r.completed, 0)`,
    );
    expect(hosts).toEqual([]);
    const months = await query(
      db.url,
      `with recount as (
         select date_trunc('month', t.end_date)::date as month,
                sum(greatest(0, least(t.fee, t.kept)) + t.commission) as revenue,
                sum(t.commission) as commission, count(*) filter (where t.status = 'completed') as completed
         from ${bookings}
         where t.status = 'completed' or (t.status = 'cancelled' and t.paid)
         group by 1)
       select coalesce(m.month, r.month) as month
       from platform_revenue_month m full join recount r on r.month = m.month
       where coalesce(m.revenue_cents, 0) <> coalesce(r.revenue, 0)
          or coalesce(m.commission_cents, 0) <> coalesce(r.commission, 0)
          or coalesce(m.completed_trips, 0) <> coalesce(r.completed, 0)`,
    );
    expect(months).toEqual([]);
  });

  const state = () =>
    query(
      db.url,
      `select (select jsonb_agg(to_jsonb(b) - 'updated_at' order by id) from booking b) as bookings,
                (select jsonb_agg(jsonb_build_array(booking_id, from_status, to_status, created_at)
                                  order by booking_id, created_at, to_status) from booking_event) as events,
                (select jsonb_agg(jsonb_build_array(booking_id, rating, published_at) order by booking_id)
                 from review) as reviews,
                (select jsonb_agg(jsonb_build_array(id, trip_count, rating, review_count) order by id) from car) as cars,
                (select jsonb_agg(to_jsonb(m) order by host_id, month) from host_earnings_month m) as earnings`,
    );

  it('is idempotent: moving again to the same day changes no booking, history or review', async () => {
    const before = await state();
    await seedDemo(api.orm, api.storage, { now: later });
    expect(await state()).toEqual(before);
  });

  it('lets two replicas starting together move it one after the other, to the same result', async () => {
    const before = await state();
    const results = await Promise.all([
      seedDemo(api.orm, api.storage, { now: later }),
      seedDemo(api.orm, api.storage, { now: later }),
    ]);
    expect(results.map((result) => result.seeded)).toEqual([false, false]);
    expect(await state()).toEqual(before);
  });
});
