/**
 * The admin's reads: the dashboard summary (one statement) and the three paged lists, plus opening a
 * booking's identity documents and their audit trail. Queries are kysely, every user value a parameter.
 *
 * The summary is `adminSummary` of contracts (platform-revenue.ts) computed by PostgreSQL: the revenue
 * and completed trips come from `platform_revenue_month`, which a trigger on `booking` keeps with the
 * SQL form of `platformRevenue` (migration admin_revenue_rollup), so no request reads every booking;
 * the trips under way from `booking_active_trip_index`, the top cars from `car_top_index`.
 * Lists sort on indexed columns (`*_created_at_index` and the rest) with the id as the tie-breaker,
 * so pages never overlap; searches use pg_trgm GIN indexes on the lowered texts.
 */
import {
  ADMIN_TOP_CARS,
  type AdminBookingRow,
  type AdminBookingsQuery,
  type AdminCarRow,
  type AdminCarsQuery,
  type AdminDashboardSummary,
  type AdminTopCar,
  type AdminUserRow,
  type AdminUsersQuery,
  BOOKING_NOT_FOUND,
  type BookingDocumentKind,
  calendarDateIn,
  type DocumentViewRecord,
  fromCents,
  message,
  monthOf,
  parseSort,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type SelectQueryBuilder, sql } from 'kysely';
import { isoTimestamp, kyselyOf } from '../../db/kysely.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { identityDocumentKeys, readIdentityPhoto, UnreadableIdentityPhotoError } from '../bookings/index.ts';
import { likeContains } from '../cars/index.ts';
import type { AppDeps } from '../deps.ts';
import { fullNameOf, type User } from '../users/index.ts';
import { BookingDocumentView } from './document-view.entity.ts';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** GET /api/admin/dashboard: every figure in one round trip. */
export async function dashboardSummary(em: EntityManager, now = new Date()): Promise<AdminDashboardSummary> {
  const today = calendarDateIn(now);
  const monthStart = `${monthOf(today)}-01`;
  const db = kyselyOf(em);
  const { rows } = await sql<{
    total_revenue: string;
    platform_commission: string;
    monthly_revenue: string;
    completed_trips: string;
    total_users: string;
    total_vehicles: string;
    available_vehicles: string;
    active_hosts: string;
    active_trips: string;
  }>`
    with revenue as (
      select coalesce(sum(revenue_cents), 0) as total_revenue,
             coalesce(sum(commission_cents), 0) as platform_commission,
             coalesce(sum(revenue_cents) filter (where month = ${monthStart}::date), 0) as monthly_revenue,
             coalesce(sum(completed_trips), 0) as completed_trips
      from platform_revenue_month
    ),
    cars as (
      select count(*) as total_vehicles,
             count(*) filter (where is_available) as available_vehicles,
             count(distinct host_id) filter (where is_available) as active_hosts
      from car
    )
    select revenue.*, cars.*,
           (select count(*) from "user") as total_users,
           (select count(*) from booking
             where status = 'confirmed' and end_date >= ${today}::date and start_date <= ${today}::date) as active_trips
    from revenue cross join cars
  `.execute(db);
  const figures = rows[0]!;
  const topCars = await db
    .selectFrom('car as c')
    .select(['c.id', 'c.year', 'c.make', 'c.model', 'c.city', 'c.state', 'c.rating', 'c.trip_count'])
    .orderBy('c.rating', 'desc')
    .orderBy('c.trip_count', 'desc')
    .orderBy('c.id', 'asc')
    .limit(ADMIN_TOP_CARS)
    .execute();
  return {
    totalRevenue: fromCents(Number(figures.total_revenue)),
    platformCommission: fromCents(Number(figures.platform_commission)),
    monthlyRevenue: fromCents(Number(figures.monthly_revenue)),
    totalUsers: Number(figures.total_users),
    activeHosts: Number(figures.active_hosts),
    totalVehicles: Number(figures.total_vehicles),
    availableVehicles: Number(figures.available_vehicles),
    completedTrips: Number(figures.completed_trips),
    activeTrips: Number(figures.active_trips),
    topCars: topCars.map(
      (car): AdminTopCar => ({
        id: car.id,
        year: car.year,
        make: car.make,
        model: car.model,
        city: car.city,
        state: car.state,
        rating: car.rating,
        tripCount: car.trip_count,
      }),
    ),
  };
}

// ── lists ─────────────────────────────────────────────────────────────────────

/** The SQL text a name search matches: "first last", lowered (the expression of `user_name_trgm_index`). */
const userNameText = (alias: string) =>
  sql<string>`lower(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;
/** "make model", lowered (the expression of `car_make_model_trgm_index`). */
const carText = (alias: string) =>
  sql<string>`lower(${sql.ref(`${alias}.make`)} || ' ' || ${sql.ref(`${alias}.model`)})`;

/** Users whose name or email contains the text (ids only, for `in (…)`). */
function usersMatching(em: EntityManager, pattern: string) {
  return kyselyOf(em)
    .selectFrom('user as su')
    .select('su.id')
    .where((eb) => eb.or([eb(sql`lower(su.email)`, 'like', pattern), eb(userNameText('su'), 'like', pattern)]));
}

/**
 * Cars whose "make model" (or city, or host) contains the text: a union of index scans (one pg_trgm
 * index each), where one OR over them would read the whole table.
 */
function carsMatching(em: EntityManager, pattern: string, by: { byCity?: boolean; byHost?: boolean } = {}) {
  const db = kyselyOf(em);
  let ids = db
    .selectFrom('car as mc')
    .select('mc.id')
    .where((eb) => eb(carText('mc'), 'like', pattern));
  if (by.byCity)
    ids = ids.union(db.selectFrom('car as cc').select('cc.id').where(sql`lower(cc.city)`, 'like', pattern));
  if (by.byHost)
    ids = ids.union(db.selectFrom('car as hc').select('hc.id').where('hc.host_id', 'in', usersMatching(em, pattern)));
  return ids;
}

interface PageQuery {
  page: number;
  pageSize: number;
}

const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

/**
 * One page plus the total: a short page is the last one and already tells the total; otherwise `base`
 * (the list's filtered rows, before any select) is counted.
 */
async function paged<T, DB, TB extends keyof DB>(
  query: PageQuery,
  base: SelectQueryBuilder<DB, TB, object>,
  rows: () => Promise<T[]>,
): Promise<Page<T>> {
  const found = await rows();
  const offset = offsetOf(query);
  const lastPage = found.length < query.pageSize && (found.length > 0 || offset === 0);
  if (lastPage) return { rows: found, total: offset + found.length };
  // generic over the table, kysely cannot name the row type: it is the one column selected here
  const counted = (await base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow()) as { total: string };
  return { rows: found, total: Number(counted.total) };
}

export async function listUsers(em: EntityManager, query: AdminUsersQuery): Promise<Page<AdminUserRow>> {
  const { field, direction } = parseSort(query.sort);
  let base = kyselyOf(em).selectFrom('user as u');
  if (query.q) {
    const pattern = likeContains(query.q);
    base = base.where((eb) =>
      eb.or([eb(sql`lower(u.email)`, 'like', pattern), eb(userNameText('u'), 'like', pattern)]),
    );
  }
  let rows = base.select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.is_host', 'u.is_admin', 'u.created_at']);
  if (field === 'name') rows = rows.orderBy('u.first_name', direction).orderBy('u.last_name', direction);
  else if (field === 'email') rows = rows.orderBy('u.email', direction);
  else rows = rows.orderBy('u.created_at', direction);
  const limited = rows.orderBy('u.id', 'asc').limit(query.pageSize).offset(offsetOf(query));
  return paged(query, base, async () =>
    (await limited.execute()).map(
      (row): AdminUserRow => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        fullName: fullNameOf(row.first_name, row.last_name),
        email: row.email,
        isHost: row.is_host,
        isAdmin: row.is_admin,
        createdAt: isoTimestamp(row.created_at),
      }),
    ),
  );
}

const CAR_SORT_COLUMNS = {
  pricePerDay: 'c.price_per_day',
  rating: 'c.rating',
  tripCount: 'c.trip_count',
  createdAt: 'c.created_at',
} as const;

export async function listCars(em: EntityManager, query: AdminCarsQuery): Promise<Page<AdminCarRow>> {
  const { field, direction } = parseSort(query.sort);
  let base = kyselyOf(em).selectFrom('car as c');
  if (query.q) base = base.where('c.id', 'in', carsMatching(em, likeContains(query.q), { byCity: true, byHost: true }));
  let rows = base
    .innerJoin('user as h', 'h.id', 'c.host_id')
    .select([
      'c.id',
      'c.year',
      'c.make',
      'c.model',
      'c.city',
      'c.state',
      'c.host_id',
      'h.first_name',
      'h.last_name',
      'h.email',
      'c.is_available',
      'c.category',
      'c.price_per_day',
      'c.rating',
      'c.trip_count',
      'c.created_at',
    ]);
  if (field === 'vehicle')
    rows = rows.orderBy('c.make', direction).orderBy('c.model', direction).orderBy('c.year', direction);
  else rows = rows.orderBy(CAR_SORT_COLUMNS[field], direction);
  const limited = rows.orderBy('c.id', 'asc').limit(query.pageSize).offset(offsetOf(query));
  return paged(query, base, async () =>
    (await limited.execute()).map(
      (row): AdminCarRow => ({
        id: row.id,
        year: row.year,
        make: row.make,
        model: row.model,
        city: row.city,
        state: row.state,
        hostId: row.host_id,
        hostName: fullNameOf(row.first_name, row.last_name),
        hostEmail: row.email,
        isAvailable: row.is_available,
        category: row.category,
        pricePerDay: row.price_per_day,
        rating: row.rating,
        tripCount: row.trip_count,
        createdAt: isoTimestamp(row.created_at),
      }),
    ),
  );
}

const BOOKING_SORT_COLUMNS = {
  startDate: 'start_date',
  totalPrice: 'total_price',
  createdAt: 'created_at',
} as const;

export async function listBookings(em: EntityManager, query: AdminBookingsQuery): Promise<Page<AdminBookingRow>> {
  const { field, direction } = parseSort(query.sort);
  let base = kyselyOf(em).selectFrom('booking as b');
  if (query.status) base = base.where('b.status', '=', query.status);
  if (query.q) {
    // a union of index scans (by car, by renter), where one OR over two subqueries would read every booking
    const pattern = likeContains(query.q);
    const db = kyselyOf(em);
    const matching = db
      .selectFrom('booking as bc')
      .select('bc.id')
      .where('bc.car_id', 'in', carsMatching(em, pattern))
      .union(db.selectFrom('booking as br').select('br.id').where('br.renter_id', 'in', usersMatching(em, pattern)));
    base = base.where('b.id', 'in', matching);
  }
  const sortColumn = BOOKING_SORT_COLUMNS[field];
  // the page's ids alone, an index-only scan of (sort column, id) in order; then only its rows are read
  const pageIds = base
    .select(['b.id', sql.ref<string>(`b.${sortColumn}`).as('sort_key')])
    .orderBy(sql.ref(`b.${sortColumn}`), direction)
    .orderBy('b.id', direction)
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .as('p');
  const limited = kyselyOf(em)
    .selectFrom(pageIds)
    .innerJoin('booking as b', 'b.id', 'p.id')
    .innerJoin('car as c', 'c.id', 'b.car_id')
    .innerJoin('user as r', 'r.id', 'b.renter_id')
    .select([
      'b.id',
      'b.car_id',
      'c.year',
      'c.make',
      'c.model',
      'b.renter_id',
      'r.first_name',
      'r.last_name',
      'r.email',
      sql<string>`to_char(b.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(b.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'b.status',
      'b.total_price',
      'b.service_fee',
      'b.created_at',
      'b.license_photo_key',
      'b.selfie_photo_key',
    ])
    .orderBy('p.sort_key', direction)
    .orderBy('p.id', direction);
  return paged(query, base, async () => {
    const rows = await limited.execute();
    const views = await lastDocumentViews(
      em,
      rows.map((row) => row.id),
    );
    return rows.map((row): AdminBookingRow => {
      const documents: BookingDocumentKind[] = [];
      if (row.license_photo_key) documents.push('license');
      if (row.selfie_photo_key) documents.push('selfie');
      return {
        id: row.id,
        carId: row.car_id,
        carYear: row.year,
        carMake: row.make,
        carModel: row.model,
        renterId: row.renter_id,
        renterName: fullNameOf(row.first_name, row.last_name),
        renterEmail: row.email,
        startDate: row.start_date,
        endDate: row.end_date,
        status: row.status,
        totalPrice: row.total_price,
        serviceFee: row.service_fee,
        createdAt: isoTimestamp(row.created_at),
        documents,
        lastDocumentView: views.get(row.id) ?? null,
      };
    });
  });
}

// ── identity documents ────────────────────────────────────────────────────────

/** The latest view of each of these bookings' documents, with the admin who looked. */
export async function lastDocumentViews(
  em: EntityManager,
  bookingIds: readonly string[],
): Promise<Map<string, DocumentViewRecord>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await kyselyOf(em)
    .selectFrom('booking_document_view as v')
    .innerJoin('user as a', 'a.id', 'v.admin_id')
    .distinctOn('v.booking_id')
    .select(['v.booking_id', 'v.document', 'v.viewed_at', 'a.first_name', 'a.last_name', 'a.email'])
    .where('v.booking_id', 'in', bookingIds)
    .orderBy('v.booking_id')
    .orderBy('v.viewed_at', 'desc')
    .execute();
  return new Map(
    rows.map((row): [string, DocumentViewRecord] => [
      row.booking_id,
      {
        document: row.document,
        viewedAt: isoTimestamp(row.viewed_at),
        adminName: fullNameOf(row.first_name, row.last_name),
        adminEmail: row.email,
      },
    ]),
  );
}

/** Records that `adminId` opened one document of a booking (before it is sent). */
async function recordDocumentView(
  em: EntityManager,
  adminId: string,
  bookingId: string,
  document: BookingDocumentKind,
): Promise<void> {
  em.create(BookingDocumentView, { admin: adminId, booking: bookingId, document });
  await em.flush();
}

export const DOCUMENT_NOT_FOUND = message('admin.documentNotFound');

/**
 * `admin` opens one identity document of a booking: decrypted from the private bucket, and the view recorded
 * (admin, booking, document, time) before it is returned. 404 for no such booking or no such document. A stored
 * file that does not decrypt (damaged, or written over outside the API) is a 422: the attempt is recorded as a view
 * all the same (an admin asked for a person's document) and logged as an error, so the damage is seen and looked into.
 */
export async function openIdentityDocument(
  { orm, storage, config }: Pick<AppDeps, 'orm' | 'storage' | 'config'>,
  admin: User,
  bookingId: string,
  kind: BookingDocumentKind,
): Promise<Buffer> {
  const keys = await identityDocumentKeys(orm.em, bookingId);
  if (!keys) throw notFound(BOOKING_NOT_FOUND);
  const key = keys[kind];
  if (!key) throw notFound(DOCUMENT_NOT_FOUND);
  let photo: Buffer | undefined;
  try {
    photo = await readIdentityPhoto(storage, key, config.encryptionKey);
  } catch (err) {
    if (!(err instanceof UnreadableIdentityPhotoError)) throw err;
    await recordDocumentView(orm.em, admin.id, bookingId, kind);
    config.logger.error('identity document unreadable', { err, bookingId, document: kind, key, adminId: admin.id });
    throw new ApiError(422, message('admin.documentUnreadable'));
  }
  if (!photo) throw notFound(DOCUMENT_NOT_FOUND);
  await recordDocumentView(orm.em, admin.id, bookingId, kind);
  return photo;
}
