import {
  type AuthUser,
  type EarningBooking,
  fromCents,
  type HostDashboard,
  hostEarnings,
  marketToday,
  PLATFORM_COMMISSION_PERCENT,
  platformCommissionCents,
  toCents,
} from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { DEMO_HOST_BANKING } from '../../seed/seed.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { freshIp, query, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;

useTestApi((started) => ({ db, api } = started), { seed: true });

async function signIn(email: string): Promise<{ client: TestClient; user: AuthUser }> {
  const client = new TestClient(api.url, { contract: sharedContractChecker() });
  const res = await client.postJson('/api/login', { email, password: 'demo-password' }, freshIp());
  expect(res.status).toBe(200);
  return { client, user: (await client.get('/api/auth/user')).json<AuthUser>() };
}

async function demoHostId(): Promise<string> {
  const [row] = await query<{ id: string }>(db.url, `select id from "user" where email = 'host@example.com'`);
  return row!.id;
}

/** The figures of spec section 3, computed here in SQL of its own (dollars, not cents; no CTE of the service's). */
async function independentFigures(hostId: string) {
  const [money] = await query<{ total: string; this_month: string; upcoming: string; gross: string }>(
    db.url,
    `select
       coalesce(sum(gross - round(gross * rate, 2)) filter (where status <> 'confirmed'), 0)::text as total,
       coalesce(sum(gross - round(gross * rate, 2)) filter (where status <> 'confirmed'
         and to_char(end_date, 'YYYY-MM') = to_char(now() at time zone 'America/Los_Angeles', 'YYYY-MM')), 0)::text as this_month,
       coalesce(sum(gross - round(gross * rate, 2)) filter (where status = 'confirmed'), 0)::text as upcoming,
       coalesce(sum(gross) filter (where status <> 'confirmed'), 0)::text as gross
     from (
       select status, end_date, platform_commission_percent / 100.0 as rate,
              case when status in ('completed', 'confirmed') then total_price - service_fee - insurance_fee
                   else round(greatest(0, total_price - refund_amount - service_fee)
                              * (total_price - service_fee - insurance_fee) / nullif(total_price - service_fee, 0), 2)
              end as gross
       from booking
       where host_id = $1
         and (status in ('completed', 'confirmed') or (status = 'cancelled' and payment_intent_id is not null))
     ) shares`,
    [hostId],
  );
  const [trips] = await query<{ completed: number }>(
    db.url,
    `select count(*)::int as completed from booking where host_id = $1 and status = 'completed'`,
    [hostId],
  );
  const [rating] = await query<{ avg: string }>(
    db.url,
    `select coalesce(round(avg(r.rating), 2), 0)::text as avg from review r join car c on c.id = r.car_id
     where c.host_id = $1 and r.published_at is not null and r.author_role = 'renter'`,
    [hostId],
  );
  const [occupancy] = await query<{ rate: number }>(
    db.url,
    `select round(100.0 * (
         select count(*) from generate_series(current_date_la - 29, current_date_la, interval '1 day') as day
         join booking b on day >= b.start_date and day < b.end_date
         where b.host_id = $1 and b.status in ('confirmed', 'completed')
       ) / (30 * (select count(*) from car where host_id = $1)))::int as rate
     from (select (now() at time zone 'America/Los_Angeles')::date as current_date_la) today`,
    [hostId],
  );
  return { money: money!, completedTrips: trips!.completed, avgRating: rating!.avg, occupancyRate: occupancy!.rate };
}

describe('GET /api/host/:hostId/dashboard', () => {
  it('401 signed out, 403 for another user, 404 for a malformed id', async () => {
    const hostId = await demoHostId();
    expect(
      (await new TestClient(api.url, { contract: sharedContractChecker() }).get(`/api/host/${hostId}/dashboard`))
        .status,
    ).toBe(401);
    const { client } = await signIn('renter@example.com');
    expect((await client.get(`/api/host/${hostId}/dashboard`)).status).toBe(403);
    expect((await client.get('/api/host/not-a-uuid/dashboard')).status).toBe(404);
  });

  it('gives the demo host every figure, equal to an independent SQL computation and to the contracts’ definition', async () => {
    const hostId = await demoHostId();
    const { client } = await signIn('host@example.com');
    const res = await client.get(`/api/host/${hostId}/dashboard`);
    expect(res.status).toBe(200);
    const dashboard = res.json<HostDashboard>();

    const expected = await independentFigures(hostId);
    expect(dashboard.completedTrips).toBe(expected.completedTrips);
    expect(dashboard.avgRating).toBe(expected.avgRating);
    expect(dashboard.occupancyRate).toBe(expected.occupancyRate);
    expect(dashboard.totalEarnings).toBe(expected.money.total);
    expect(dashboard.earnings).toMatchObject({
      total: expected.money.total,
      netPayout: expected.money.total,
      thisMonth: expected.money.this_month,
      upcomingPayouts: expected.money.upcoming,
      grossIncome: expected.money.gross,
    });

    const rows = await query<EarningBooking & { paid: boolean }>(
      db.url,
      `select status, to_char(end_date, 'YYYY-MM-DD') as "endDate", total_price as "totalPrice", service_fee as "serviceFee",
              insurance_fee as "insuranceFee", refund_amount as "refundAmount", payment_intent_id is not null as paid,
              platform_commission_percent as "platformCommissionPercent"
       from booking where host_id = $1`,
      [hostId],
    );
    expect(dashboard.earnings).toEqual(hostEarnings(rows, marketToday()));

    // the seed gives every figure real data: several months, a late cancellation that kept money, upcoming trips
    expect(dashboard.completedTrips).toBeGreaterThan(3);
    expect(Number(dashboard.totalEarnings)).toBeGreaterThan(0);
    expect(Number(dashboard.earnings.upcomingPayouts)).toBeGreaterThan(0);
    expect(dashboard.earnings.months.length).toBeGreaterThanOrEqual(5);
    expect(Number(dashboard.avgRating)).toBeGreaterThan(0);
    expect(dashboard.recentBookings).toHaveLength(5);
    expect(dashboard.availableCarCount).toBeLessThanOrEqual(dashboard.carCount);
  });

  it('lets an admin read any host’s dashboard', async () => {
    const hostId = await demoHostId();
    const { client } = await signIn('admin@example.com');
    const res = await client.get(`/api/host/${hostId}/dashboard`);
    expect(res.status).toBe(200);
  });

  it('moves completedTrips and earnings by the right amounts when a trip completes', async () => {
    const hostId = await demoHostId();
    const { client } = await signIn('host@example.com');
    const before = (await client.get(`/api/host/${hostId}/dashboard`)).json<HostDashboard>();
    const [trip] = await query<{ id: string; payout: string }>(
      db.url,
      `select id, ((total_price - service_fee - insurance_fee)
                   - round((total_price - service_fee - insurance_fee) * platform_commission_percent / 100.0, 2))::text as payout
       from booking where host_id = $1 and status = 'confirmed' order by start_date limit 1`,
      [hostId],
    );
    await query(db.url, `update booking set status = 'completed' where id = $1`, [trip!.id]);
    const after = (await client.get(`/api/host/${hostId}/dashboard`)).json<HostDashboard>();
    expect(after.completedTrips).toBe(before.completedTrips + 1);
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    expect(cents(after.totalEarnings) - cents(before.totalEarnings)).toBe(cents(trip!.payout));
    expect(cents(before.earnings.upcomingPayouts) - cents(after.earnings.upcomingPayouts)).toBe(cents(trip!.payout));
  });
});

describe('a booking’s commission rate', () => {
  it('is the rate it was made under: the host’s figures follow each booking’s own rate', async () => {
    const hostId = await demoHostId();
    const { client } = await signIn('host@example.com');
    const before = (await client.get(`/api/host/${hostId}/dashboard`)).json<HostDashboard>();
    const [trip] = await query<{ id: string; base: string; percent: number }>(
      db.url,
      `select id, (total_price - service_fee - insurance_fee)::text as base, platform_commission_percent as percent
       from booking where host_id = $1 and status = 'completed' order by end_date, id limit 1`,
      [hostId],
    );
    expect(trip!.percent).toBe(PLATFORM_COMMISSION_PERCENT);
    const higherRate = PLATFORM_COMMISSION_PERCENT + 5;
    // as if it had been booked under a higher rate than today's
    await query(db.url, 'update booking set platform_commission_percent = $2 where id = $1', [trip!.id, higherRate]);
    const after = (await client.get(`/api/host/${hostId}/dashboard`)).json<HostDashboard>();
    const base = toCents(trip!.base);
    const less = platformCommissionCents(base, higherRate) - platformCommissionCents(base, trip!.percent);
    expect(less).toBeGreaterThan(0);
    expect(toCents(before.totalEarnings) - toCents(after.totalEarnings)).toBe(less);
    expect(after.earnings.platformCommission).toBe(fromCents(toCents(before.earnings.platformCommission) + less));
    expect(after.earnings.grossIncome).toBe(before.earnings.grossIncome);
  });
});

describe('the demo host’s saved banking details', () => {
  it('are ciphertext at rest and never whole in a response', async () => {
    const hostId = await demoHostId();
    const [row] = await query<{ bank_account_number: string; bank_routing_number: string }>(
      db.url,
      'select bank_account_number, bank_routing_number from "user" where id = $1',
      [hostId],
    );
    expect(row!.bank_account_number).not.toContain(DEMO_HOST_BANKING.bankAccountNumber);
    expect(row!.bank_routing_number).not.toContain(DEMO_HOST_BANKING.bankRoutingNumber);

    const { client, user } = await signIn('host@example.com');
    expect(user.banking).toEqual({
      bankName: DEMO_HOST_BANKING.bankName,
      bankAccountName: expect.any(String),
      bankAccountLast4: DEMO_HOST_BANKING.bankAccountNumber.slice(-4),
    });
    for (const path of ['/api/auth/user', `/api/host/${hostId}/dashboard`]) {
      const text = (await client.get(path)).text;
      expect(text).not.toContain(DEMO_HOST_BANKING.bankAccountNumber);
      expect(text).not.toContain(DEMO_HOST_BANKING.bankRoutingNumber);
    }
  });
});
