/**
 * The admin module against PostgreSQL and the object store, on the demo seed plus rows of its own:
 * who may call each route, the summary against SQL written here and against the contracts'
 * definition, how new rows move it, and the lists' paging, sorting, search and refusals.
 */
import {
  ADMIN_ONLY_MESSAGE,
  type AdminBookingRow,
  type AdminCarRow,
  type AdminDashboardSummary,
  type AdminUserRow,
  addDays,
  adminSummary,
  type BookingStatus,
  calendarDateIn,
  fromCents,
  message,
  monthOf,
  PLATFORM_COMMISSION_PERCENT,
  platformCommissionCents,
  quoteBooking,
  toCents,
} from '@ladrive/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { bookingRequest } from '../../testing/fixtures.ts';
import { defaultText, freshIp, query, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started), { seed: true });

const DEMO_PASSWORD = 'demo-password';
const clients = {} as Record<'anonymous' | 'renter' | 'host' | 'admin', TestClient>;

async function signIn(email: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const client = new TestClient(api.url, { contract: sharedContractChecker() });
  const res = await client.postJson('/api/login', { email, password }, freshIp());
  expect(res.status).toBe(200);
  return client;
}

/** A new account through the sign-up route; its id. */
async function signUp(email: string, firstName: string, lastName: string): Promise<string> {
  const res = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
    '/api/signup',
    { email, password: DEMO_PASSWORD, firstName, lastName },
    freshIp(),
  );
  expect(res.status, res.text).toBe(201);
  return res.json<{ id: string }>().id;
}

// a real image: the API decodes and re-encodes identity photos
const JPEG = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#888888' } })
  .jpeg()
  .toBuffer();
const photo = `data:image/jpeg;base64,${JPEG.toString('base64')}`;

/** A booking through the API, as the renter makes it (amounts from the pricing function). */
async function book(renter: TestClient, carId: string, startDate: string, endDate: string): Promise<string> {
  const res = await renter.postJson(
    '/api/bookings',
    bookingRequest({ carId, startDate, endDate }, photo, { addInsurance: true }),
  );
  expect(res.status, res.text).toBe(201);
  return res.json<{ id: string }>().id;
}

async function pay(renter: TestClient, bookingId: string): Promise<void> {
  const res = await renter.postJson(`/api/bookings/${bookingId}/payment`, {
    cardNumber: '4242 4242 4242 4242',
    expiryDate: '12/35',
    cvv: '123',
    cardholderName: 'Rita Renter',
  });
  expect(res.status, res.text).toBe(200);
}

async function summary(): Promise<AdminDashboardSummary> {
  const res = await clients.admin.get('/api/admin/dashboard');
  expect(res.status, res.text).toBe(200);
  return res.json<AdminDashboardSummary>();
}

async function list<T>(path: string): Promise<{ rows: T[]; total: number }> {
  const res = await clients.admin.get(path);
  expect(res.status, res.text).toBe(200);
  return { rows: res.json<T[]>(), total: Number(res.headers.get('x-total-count')) };
}

/** Every row of a list, page by page (pageSize 7 so that the seed spans several pages). */
async function everyRow<T>(path: string): Promise<{ rows: T[]; pages: number }> {
  const rows: T[] = [];
  let pages = 0;
  for (let page = 1; ; page++) {
    const joiner = path.includes('?') ? '&' : '?';
    const res = await list<T>(`${path}${joiner}page=${page}&pageSize=7`);
    pages++;
    rows.push(...res.rows);
    if (res.rows.length < 7) {
      expect(res.total).toBe(rows.length);
      return { rows, pages };
    }
  }
}

/** The summary computed here, in SQL of its own (not the module's), from the contracts' definitions. */
async function summaryBySql(now = new Date()): Promise<Omit<AdminDashboardSummary, 'topCars'>> {
  const today = calendarDateIn(now);
  const [revenue] = await query<{ total: string; commission: string; monthly: string }>(
    db.url,
    `with b as (
       select status, end_date, service_fee, insurance_fee, platform_commission_percent / 100.0 as rate,
              total_price - service_fee - insurance_fee as base,
              total_price - coalesce(refund_amount, 0) as kept
       from booking
       where status = 'completed' or (status = 'cancelled' and payment_intent_id is not null)
     ), e as (
       select end_date,
              case when status = 'completed' then service_fee else least(service_fee, kept) end as fee,
              round(rate * case when status = 'completed' then base
                                when base + insurance_fee = 0 then 0
                                else round(greatest(kept - service_fee, 0) * base / (base + insurance_fee), 2) end, 2)
                as commission
       from b
     )
     select coalesce(sum(fee + commission), 0)::text as total,
            coalesce(sum(commission), 0)::text as commission,
            coalesce(sum(fee + commission) filter (where to_char(end_date, 'YYYY-MM') = $1), 0)::text as monthly
     from e`,
    [monthOf(today)],
  );
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await query<{ n: string }>(db.url, sql, params))[0]!.n);
  const money = (amount: string) => fromCents(toCents(Number(amount).toFixed(2)));
  return {
    totalRevenue: money(revenue!.total),
    platformCommission: money(revenue!.commission),
    monthlyRevenue: money(revenue!.monthly),
    totalUsers: await count('select count(*) as n from "user"'),
    activeHosts: await count('select count(distinct host_id) as n from car where is_available'),
    totalVehicles: await count('select count(*) as n from car'),
    availableVehicles: await count('select count(*) as n from car where is_available'),
    completedTrips: await count(`select count(*) as n from booking where status = 'completed'`),
    activeTrips: await count(
      `select count(*) as n from booking where status = 'confirmed' and start_date <= $1::date and $1::date <= end_date`,
      [today],
    ),
  };
}

/** The contracts' `adminSummary` over every row of the database. */
async function summaryByDefinition(now = new Date()): Promise<AdminDashboardSummary> {
  const users = await query<{ id: string }>(db.url, 'select id from "user"');
  const cars = await query<{
    id: string;
    year: number;
    make: string;
    model: string;
    city: string;
    state: string;
    rating: string;
    tripCount: number;
    hostId: string;
    isAvailable: boolean;
  }>(
    db.url,
    `select id, year, make, model, city, state, rating::text as rating, trip_count as "tripCount",
            host_id as "hostId", is_available as "isAvailable" from car`,
  );
  const bookings = await query<{
    status: BookingStatus;
    startDate: string;
    endDate: string;
    totalPrice: string;
    serviceFee: string;
    insuranceFee: string;
    refundAmount: string | null;
    paid: boolean;
    platformCommissionPercent: number;
  }>(
    db.url,
    `select status, to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate",
            total_price::text as "totalPrice", service_fee::text as "serviceFee", insurance_fee::text as "insuranceFee",
            refund_amount::text as "refundAmount", payment_intent_id is not null as paid,
            platform_commission_percent as "platformCommissionPercent"
     from booking`,
  );
  return adminSummary({ users, cars, bookings }, now);
}

let seededCarId: string;
let today: string;

beforeAll(async () => {
  today = calendarDateIn(new Date());
  clients.anonymous = new TestClient(api.url, { contract: sharedContractChecker() });
  clients.renter = await signIn('renter@example.com');
  clients.host = await signIn('host@example.com');
  clients.admin = await signIn('admin@example.com');
  const [car] = await query<{ id: string }>(db.url, 'select id from car where is_available order by id limit 1');
  seededCarId = car!.id;
});

describe('access: 401 signed out, 403 for renters and hosts, 200 for admins', () => {
  it('holds on every admin route', async () => {
    const id = await book(clients.renter, seededCarId, addDays(today, 200), addDays(today, 202));
    const routes = [
      '/api/admin/dashboard',
      '/api/admin/users',
      '/api/admin/cars',
      '/api/admin/bookings',
      `/api/admin/bookings/${id}/documents/license`,
    ];
    for (const route of routes) {
      const anonymous = await clients.anonymous.get(route);
      expect(anonymous.status, route).toBe(401);
      expect(anonymous.text).toContain('Unauthorized');
      for (const who of ['renter', 'host'] as const) {
        const res = await clients[who].get(route);
        expect(res.status, `${who} ${route}`).toBe(403);
        expect(res.json().message).toBe(
          route.includes('/documents/')
            ? 'Only administrators can see identity documents'
            : defaultText(ADMIN_ONLY_MESSAGE),
        );
      }
      expect((await clients.admin.get(route)).status, route).toBe(200);
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('equals SQL written independently and the contracts’ definition over every row', async () => {
    const figures = await summary();
    const { topCars, ...rest } = figures;
    expect(rest).toEqual(await summaryBySql());
    expect(figures).toEqual(await summaryByDefinition());
    expect(topCars).toHaveLength(5);
    expect(figures.completedTrips).toBeGreaterThan(0);
    expect(toCents(figures.totalRevenue)).toBeGreaterThan(0);
  });

  it('counts a new user, a new host’s car and a paid booking where they belong', async () => {
    const before = await summary();

    // a new user: one more account, nothing else
    const hanaId = await signUp('hana.newhost@admin.test', 'Hana', 'Newhost');
    const afterUser = await summary();
    expect(afterUser).toEqual({ ...before, totalUsers: before.totalUsers + 1 });

    // their first car, available: one more vehicle, one more available, one more active host
    await query(
      db.url,
      `insert into car (host_id, make, model, year, category, seats, transmission, fuel_type, price_per_day, location,
                        city, state, images)
       values ($1, 'Kia', 'Niro', 2024, 'compact', 5, 'automatic', 'hybrid', '80.00', '9 Elm St', 'Pasadena', 'CA',
               '{/api/photos/cars/x/1.jpg}')`,
      [hanaId],
    );
    const [hanaCar] = await query<{ id: string }>(db.url, 'select id from car where host_id = $1', [hanaId]);
    const afterCar = await summary();
    expect(afterCar).toEqual({
      ...afterUser,
      totalVehicles: afterUser.totalVehicles + 1,
      availableVehicles: afterUser.availableVehicles + 1,
      activeHosts: afterUser.activeHosts + 1,
    });

    // a paid trip is upcoming: it earns nothing yet and is not under way
    const start = addDays(today, 1);
    const end = addDays(today, 3);
    const id = await book(clients.renter, hanaCar!.id, start, end);
    await pay(clients.renter, id);
    expect(await summary()).toEqual(afterCar);

    // the day it starts (the row's dates move, the clock cannot), it is a trip under way
    await query(db.url, `update booking set start_date = $2, end_date = $3 where id = $1`, [id, today, end]);
    const afterPayment = await summary();
    expect(afterPayment).toEqual({ ...afterCar, activeTrips: afterCar.activeTrips + 1 });

    // completed (the end date has passed in real life; here the row is moved): a trip done, its fee and the
    // commission of the day (the booking was made now) earned
    await query(db.url, `update booking set status = 'completed' where id = $1`, [id]);
    const quote = quoteBooking({
      pricePerDay: '80.00',
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      startDate: start,
      endDate: end,
      addInsurance: true,
    });
    const commission = platformCommissionCents(quote.baseCents);
    const earned = quote.serviceFeeCents + commission;
    const afterCompletion = await summary();
    expect(afterCompletion).toMatchObject({
      completedTrips: afterPayment.completedTrips + 1,
      activeTrips: afterPayment.activeTrips - 1,
      totalRevenue: fromCents(toCents(afterPayment.totalRevenue) + earned),
      platformCommission: fromCents(toCents(afterPayment.platformCommission) + commission),
      monthlyRevenue: fromCents(toCents(afterPayment.monthlyRevenue) + (monthOf(end) === monthOf(today) ? earned : 0)),
    });
  });

  it('keeps only the service fee of a paid booking the renter cancelled in time', async () => {
    const before = await summary();
    const start = addDays(today, 40);
    const end = addDays(today, 43);
    const id = await book(clients.renter, seededCarId, start, end);
    await pay(clients.renter, id);
    const cancel = await clients.renter.postJson(`/api/bookings/${id}/status`, { status: 'cancelled' });
    expect(cancel.status, cancel.text).toBe(200);
    const fee = quoteBooking({
      pricePerDay: (
        await query<{ p: string }>(db.url, 'select price_per_day::text as p from car where id = $1', [seededCarId])
      )[0]!.p,
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      startDate: start,
      endDate: end,
      addInsurance: true,
    }).serviceFeeCents;
    const after = await summary();
    expect(after.totalRevenue).toBe(fromCents(toCents(before.totalRevenue) + fee));
    expect(after.platformCommission).toBe(before.platformCommission);
    expect(after).toEqual(await summaryByDefinition());
  });

  it('takes each booking’s commission at the rate it stores: a rate change leaves earlier bookings as they were', async () => {
    const before = await summary();
    const [trip] = await query<{ id: string; base: string; percent: number }>(
      db.url,
      `select id, (total_price - service_fee - insurance_fee)::text as base, platform_commission_percent as percent
       from booking where status = 'completed' order by end_date, id limit 1`,
    );
    const baseCents = toCents(trip!.base);
    const higherRate = PLATFORM_COMMISSION_PERCENT + 5;
    // as if it had been booked under a higher rate than today's
    await query(db.url, 'update booking set platform_commission_percent = $2 where id = $1', [trip!.id, higherRate]);
    const after = await summary();
    const more = platformCommissionCents(baseCents, higherRate) - platformCommissionCents(baseCents, trip!.percent);
    expect(more).toBeGreaterThan(0);
    expect(after.platformCommission).toBe(fromCents(toCents(before.platformCommission) + more));
    expect(after.totalRevenue).toBe(fromCents(toCents(before.totalRevenue) + more));
    expect(after).toEqual(await summaryByDefinition());
    const { topCars, ...rest } = after;
    expect(rest).toEqual(await summaryBySql());
  });
});

describe('GET /api/admin/users', () => {
  it('pages through every account, newest first, with the total in X-Total-Count and no secrets', async () => {
    const { rows, pages } = await everyRow<AdminUserRow>('/api/admin/users');
    const expected = await query<{ id: string }>(db.url, 'select id from "user" order by created_at desc, id');
    expect(pages).toBeGreaterThan(1);
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'fullName', 'id', 'isAdmin', 'isHost', 'lastName'].sort(),
    );
    const page = await clients.admin.get('/api/admin/users?page=2&pageSize=3');
    expect(page.headers.get('x-page')).toBe('2');
    expect(page.headers.get('x-page-size')).toBe('3');
    expect(Number(page.headers.get('x-total-count'))).toBe(expected.length);
    const past = await list<AdminUserRow>('/api/admin/users?page=999');
    expect(past).toEqual({ rows: [], total: expected.length });
  });

  it('sorts by email and by name both ways', async () => {
    const byEmail = await everyRow<AdminUserRow>('/api/admin/users?sort=email');
    const emails = byEmail.rows.map((row) => row.email);
    expect(emails).toEqual(
      (await query<{ email: string }>(db.url, 'select email from "user" order by email, id')).map((row) => row.email),
    );
    const byName = await everyRow<AdminUserRow>('/api/admin/users?sort=-name');
    expect(byName.rows.map((row) => row.id)).toEqual(
      (await query<{ id: string }>(db.url, 'select id from "user" order by first_name desc, last_name desc, id')).map(
        (row) => row.id,
      ),
    );
  });

  it('finds users by part of the email or the name, case-insensitively; % and _ match themselves', async () => {
    const byEmail = await list<AdminUserRow>('/api/admin/users?q=ADMIN@EXAMPLE');
    expect(byEmail.rows.map((row) => row.email)).toEqual(['admin@example.com']);
    expect(byEmail.total).toBe(1);
    const [renter] = await query<{ first_name: string; last_name: string }>(
      db.url,
      `select first_name, last_name from "user" where email = 'renter@example.com'`,
    );
    const byName = await list<AdminUserRow>(
      `/api/admin/users?q=${encodeURIComponent(`${renter!.first_name} ${renter!.last_name}`.toLowerCase())}`,
    );
    expect(byName.rows.map((row) => row.email)).toContain('renter@example.com');
    expect(await list('/api/admin/users?q=%25')).toEqual({ rows: [], total: 0 });
  });

  it('a nameless account has a null name, comes first by name and is found by its email', async () => {
    const id = await signUp('nameless@example.com', 'Nadie', 'Todavía');
    await query(db.url, `update "user" set first_name = '', last_name = '' where id = $1`, [id]);
    const byName = await list<AdminUserRow>('/api/admin/users?sort=name');
    expect(byName.rows[0]).toMatchObject({ id, firstName: '', lastName: '', fullName: null });
    const byEmail = await list<AdminUserRow>('/api/admin/users?q=nameless@');
    expect(byEmail.rows).toEqual([expect.objectContaining({ id, fullName: null })]);
  });
});

describe('GET /api/admin/cars', () => {
  it('gives every car with its host, paged, sorted by price and searchable by host, city or make', async () => {
    const { rows } = await everyRow<AdminCarRow>('/api/admin/cars?sort=-pricePerDay');
    const expected = await query<{ id: string; email: string; first_name: string }>(
      db.url,
      `select c.id, u.email, u.first_name from car c join "user" u on u.id = c.host_id
       order by c.price_per_day desc, c.id`,
    );
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(rows.map((row) => row.hostEmail)).toEqual(expected.map((row) => row.email));
    const hostCars = await list<AdminCarRow>('/api/admin/cars?q=host@example.com&pageSize=100');
    expect(hostCars.total).toBe(expected.filter((row) => row.email === 'host@example.com').length);
    expect(hostCars.rows.every((row) => row.hostEmail === 'host@example.com')).toBe(true);
    const [sample] = await query<{ city: string; make: string; model: string }>(
      db.url,
      `select city, make, model from car order by id limit 1`,
    );
    const [{ n: inCity }] = (await query<{ n: string }>(
      db.url,
      `select count(*) as n from car where lower(city) like '%' || lower($1) || '%'
         or lower(make || ' ' || model) like '%' || lower($1) || '%'`,
      [sample!.city],
    )) as [{ n: string }];
    const byCity = await list<AdminCarRow>(`/api/admin/cars?q=${encodeURIComponent(sample!.city.toUpperCase())}`);
    expect(byCity.total).toBe(Number(inCity));
    const byMakeModel = await list<AdminCarRow>(
      `/api/admin/cars?q=${encodeURIComponent(`${sample!.make} ${sample!.model}`)}&pageSize=100`,
    );
    expect(byMakeModel.rows.map((row) => `${row.make} ${row.model}`)).toContain(`${sample!.make} ${sample!.model}`);
  });
});

describe('GET /api/admin/bookings', () => {
  it('pages through every booking, filters by status and searches by renter or car', async () => {
    const all = await everyRow<AdminBookingRow>('/api/admin/bookings');
    const expected = await query<{ id: string }>(db.url, 'select id from booking order by created_at desc, id desc');
    expect(all.rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(all.pages).toBeGreaterThan(2);

    const completed = await everyRow<AdminBookingRow>('/api/admin/bookings?status=completed&sort=startDate');
    const completedIds = await query<{ id: string }>(
      db.url,
      `select id from booking where status = 'completed' order by start_date, id`,
    );
    expect(completed.rows.map((row) => row.id)).toEqual(completedIds.map((row) => row.id));

    const renters = await list<AdminBookingRow>('/api/admin/bookings?q=renter@example.com&pageSize=100');
    const [{ n }] = (await query<{ n: string }>(
      db.url,
      `select count(*) as n from booking b join "user" u on u.id = b.renter_id where u.email = 'renter@example.com'`,
    )) as [{ n: string }];
    expect(renters.total).toBe(Number(n));
    expect(renters.rows.every((row) => row.renterEmail === 'renter@example.com')).toBe(true);

    const [car] = await query<{ model: string; n: string }>(
      db.url,
      `select c.model, count(*) as n from booking b join car c on c.id = b.car_id
       where b.status = 'completed' group by c.model order by count(*) desc, c.model limit 1`,
    );
    const byModel = await list<AdminBookingRow>(
      `/api/admin/bookings?q=${encodeURIComponent(car!.model)}&status=completed&pageSize=100`,
    );
    expect(byModel.total).toBeGreaterThanOrEqual(Number(car!.n));
    expect(byModel.rows.every((row) => row.status === 'completed')).toBe(true);
    expect(byModel.rows.some((row) => row.carModel === car!.model)).toBe(true);
  });

  it('records every document view and shows the last one, with the admin, on the row', async () => {
    const id = await book(clients.renter, seededCarId, addDays(today, 300), addDays(today, 301));
    const row = async () =>
      (await list<AdminBookingRow>('/api/admin/bookings?q=renter@example.com&pageSize=100')).rows.find(
        (booking) => booking.id === id,
      )!;
    expect(await row()).toMatchObject({ documents: ['license', 'selfie'], lastDocumentView: null });

    const license = await clients.admin.get(`/api/admin/bookings/${id}/documents/license`);
    expect(license.status).toBe(200);
    expect(license.headers.get('cache-control')).toBe('private, no-store');
    const selfie = await clients.admin.get(`/api/admin/bookings/${id}/documents/selfie`);
    expect(selfie.status).toBe(200);
    // refused reads are not views
    expect((await clients.admin.get(`/api/admin/bookings/${id}/documents/passport`)).status).toBe(404);
    expect((await clients.renter.get(`/api/admin/bookings/${id}/documents/license`)).status).toBe(403);

    const views = await query<{ document: string; email: string }>(
      db.url,
      `select v.document, u.email from booking_document_view v join "user" u on u.id = v.admin_id
       where v.booking_id = $1 order by v.viewed_at`,
      [id],
    );
    expect(views).toEqual([
      { document: 'license', email: 'admin@example.com' },
      { document: 'selfie', email: 'admin@example.com' },
    ]);
    const shown = (await row()).lastDocumentView;
    expect(shown).toMatchObject({ document: 'selfie', adminEmail: 'admin@example.com' });
    expect(Date.now() - Date.parse(shown!.viewedAt)).toBeLessThan(60_000);
  });
});

describe('an identity document whose stored bytes cannot be opened', () => {
  it('is a 422 saying so, not a 500, and the attempt is recorded with the other views', async () => {
    await signUp('damaged-documents@example.com', 'Dana', 'Damaged');
    const renter = await signIn('damaged-documents@example.com');
    const id = await book(renter, seededCarId, addDays(today, 310), addDays(today, 311));
    const [keys] = await query<{ license_photo_key: string; selfie_photo_key: string }>(
      db.url,
      'select license_photo_key, selfie_photo_key from booking where id = $1',
      [id],
    );
    const bucket = api.storage.buckets.bookingDocuments;
    // not an encrypted file at all (a plain PUT over it), and an encrypted one with a changed byte
    await api.storage.put(bucket, keys!.license_photo_key, Buffer.from('plain bytes'), 'image/jpeg');
    const sealed = (await api.storage.getBuffer(bucket, keys!.selfie_photo_key))!;
    sealed[sealed.length - 1]! ^= 0xff;
    await api.storage.put(bucket, keys!.selfie_photo_key, sealed, 'application/octet-stream');

    for (const kind of ['license', 'selfie']) {
      const res = await clients.admin.get(`/api/admin/bookings/${id}/documents/${kind}`);
      expect(res.status, res.text).toBe(422);
      expect(res.json().message).toBe(defaultText(message('admin.documentUnreadable')));
    }
    const views = await query<{ document: string }>(
      db.url,
      'select document from booking_document_view where booking_id = $1 order by viewed_at',
      [id],
    );
    expect(views.map((view) => view.document)).toEqual(['license', 'selfie']);
  });
});

describe('bad list parameters: 400 naming each, nothing else answered', () => {
  const cases: [string, string][] = [
    ['/api/admin/users?page=0', 'page'],
    ['/api/admin/users?page=abc', 'page'],
    ['/api/admin/users?page=1.5', 'page'],
    ['/api/admin/users?page=1&page=2', 'page'],
    ['/api/admin/cars?pageSize=101', 'pageSize'],
    ['/api/admin/cars?pageSize=-1', 'pageSize'],
    ['/api/admin/users?sort=password', 'sort'],
    ['/api/admin/cars?sort=-', 'sort'],
    ['/api/admin/bookings?sort=renterEmail', 'sort'],
    ['/api/admin/bookings?status=lost', 'status'],
    ['/api/admin/users?status=pending', 'status'],
    [`/api/admin/bookings?q=${'x'.repeat(101)}`, 'q'],
    ['/api/admin/cars?q=a%00b', 'q'],
    ['/api/admin/cars?colour=red', 'colour'],
  ];
  it.each(cases)('%s → 400 about %s', async (path, field) => {
    const res = await clients.admin.get(path);
    expect(res.status).toBe(400);
    const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.issues.map((issue) => issue.path)).toContain(field);
    expect(body.message).toBeTruthy();
  });
});
