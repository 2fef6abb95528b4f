/**
 * Car reads: search with filters and pages, featured cars, one car with its host, the dates a car
 * is taken and a host's cars. Queries are kysely (`em.getKysely()`), every user value a parameter.
 *
 * Indexes behind them (car.entity.ts, booking.entity.ts, migration search_indexes):
 * - `car_available_rank_index` (rating desc, review_count desc, created_at desc, id) where is_available
 *   gives the display order without a sort;
 * - `car_point_index`, a GiST index on point(longitude, latitude): a place search walks it nearest first (KNN),
 *   under a limit of its own, to find how far the page reaches and to count, then reads only the box of that reach
 *   (docs/decisions/0051-search-at-scale.md);
 * - `car_category_index`, `car_price_per_day_index` for the other filters;
 * - for the dates, no index: each car's claimed days on its own row (`claimed_days`, `first_hold_expiry`, kept by
 *   car_date_claim's triggers), read with the car; the bookings (`booking_car_active_dates_index`) and blocked days
 *   (`car_block_car_id_dates_index`) are probed only for a car with an expired hold not yet swept.
 */
import {
  ADVANCE_NOTICE_HOURS_CHOICES,
  type BookedDateRange,
  type Car,
  type CarDetail,
  type CarSearchQuery,
  type CarSearchResult,
  daysBetween,
  earliestStartForNotice,
  latestStartForWindow,
  MAX_BOOKING_WINDOW_MONTHS,
  MAX_TRIP_DAYS,
  milesFromKm,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type CompiledQuery, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type Db, isoTimestamp, kyselyOf, type RowOf } from '../../db/kysely.ts';
import type { Place } from '../places/index.ts';
import { photoKeyOf } from '../storage/index.ts';
import { holdsItsDates } from './car-availability.ts';
import { HOST_CARD_COLUMNS, toCarHost } from './host-card.ts';

export const FEATURED_LIMIT = 8;
/** The columns `toCar` reads, as `car as c`. */
export const CAR_COLUMNS = [
  'c.id',
  'c.host_id',
  'c.make',
  'c.model',
  'c.year',
  'c.category',
  'c.seats',
  'c.transmission',
  'c.fuel_type',
  'c.price_per_day',
  'c.location',
  'c.city',
  'c.state',
  'c.description',
  'c.features',
  'c.images',
  'c.is_available',
  'c.instant_book',
  'c.weekly_discount_percent',
  'c.monthly_discount_percent',
  'c.rating',
  'c.review_count',
  'c.trip_count',
  'c.created_at',
] as const;

type CarRow = RowOf<{ c: 'car' }, typeof CAR_COLUMNS>;

/** A row of `car` → the contracts' `Car` (decimal strings stay strings, timestamps become ISO). */
export function toCar(row: CarRow): Car {
  return {
    id: row.id,
    hostId: row.host_id,
    make: row.make,
    model: row.model,
    year: row.year,
    category: row.category,
    seats: row.seats,
    transmission: row.transmission,
    fuelType: row.fuel_type,
    pricePerDay: row.price_per_day,
    location: row.location,
    city: row.city,
    state: row.state,
    description: row.description,
    features: row.features,
    images: row.images,
    isAvailable: row.is_available,
    instantBook: row.instant_book,
    weeklyDiscountPercent: row.weekly_discount_percent,
    monthlyDiscountPercent: row.monthly_discount_percent,
    rating: row.rating,
    reviewCount: row.review_count,
    tripCount: row.trip_count,
    createdAt: isoTimestamp(row.created_at),
  };
}

/** `car as c` as kysely types it. */
type CarDb = Db & { c: Db['car'] };
type CarQuery<O> = SelectQueryBuilder<CarDb, 'c', O>;

/** Best rated first; ties by review count, then newest, then id, so pages never shift or repeat. */
function inDisplayOrder<O>(query: CarQuery<O>): CarQuery<O> {
  return query
    .orderBy('c.rating', 'desc')
    .orderBy('c.review_count', 'desc')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'asc');
}

/** `%`, `_` and `\` in the user's text match themselves, not patterns. */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The row's [start_date, end_date) overlaps [startDate, endDate): the EXCLUDE constraints' daterange `&&`, written
 * as the two comparisons it means (both ranges are non-empty), so an index on (car_id, start_date, …) bounds it.
 */
function overlaps(alias: 'b' | 'k', startDate: string, endDate: string) {
  return sql<boolean>`(${sql.ref(`${alias}.start_date`)} < ${endDate}::date and ${sql.ref(`${alias}.end_date`)} > ${startDate}::date)`;
}

/**
 * True when a booking holding its dates (paid, or unpaid inside its checkout window) overlaps
 * [startDate, endDate): the EXCLUDE constraint's own range expression, so "ends on the start day" and
 * "starts on the end day" are free. `offset 0` keeps it a probe per car (a subplan) rather than an anti-join, so
 * it runs on the cars a walk (`nearestWalk`, `sortedWalk`) hands on, one at a time, until the statement's limit.
 */
function bookedBetween(eb: ExpressionBuilder<CarDb, 'c'>, startDate: string, endDate: string) {
  return eb.exists(
    eb
      .selectFrom('booking as b')
      .select(sql.lit(1).as('one'))
      .whereRef('b.car_id', '=', 'c.id')
      .where(holdsItsDates)
      .where(overlaps('b', startDate, endDate))
      .offset(0),
  );
}

/** True when the car has a blocked day in [startDate, endDate). */
function blockedBetween(eb: ExpressionBuilder<CarDb, 'c'>, startDate: string, endDate: string) {
  return eb.exists(
    eb
      .selectFrom('car_block as k')
      .select(sql.lit(1).as('one'))
      .whereRef('k.car_id', '=', 'c.id')
      .where(overlaps('k', startDate, endDate))
      .offset(0),
  );
}

/**
 * What holds some of [startDate, endDate) on one car already: a booking holding its dates, a blocked day, or
 * nothing — the search's own conditions. A read, not the guarantee (the EXCLUDE constraints are, under
 * concurrency): it lets a booking for taken dates be refused before its costly work.
 */
export async function datesTaken(
  em: EntityManager,
  carId: string,
  startDate: string,
  endDate: string,
): Promise<'booked' | 'blocked' | null> {
  const row = await kyselyOf(em)
    .selectFrom('car as c')
    .select((eb) => [
      bookedBetween(eb, startDate, endDate).as('booked'),
      blockedBetween(eb, startDate, endDate).as('blocked'),
    ])
    .where('c.id', '=', carId)
    .executeTakeFirst();
  return row?.booked ? 'booked' : row?.blocked ? 'blocked' : null;
}

/**
 * The cars whose own trip rules accept [startDate, endDate) at `now` (contracts car-rules' `carRuleIssue`, per
 * column): the notice and window values that allow this start are worked out here, once per search, not per car.
 * A rule left at the platform's value narrows nothing, so it leaves no car out: the platform's own limits (a trip of
 * at most MAX_TRIP_DAYS, 12 months ahead) stay the booking's refusals, as before.
 */
function rulesAllow(query: CarQuery<object>, startDate: string, endDate: string, now: Date): CarQuery<object> {
  const notices = ADVANCE_NOTICE_HOURS_CHOICES.filter(
    (hours) => hours === 0 || startDate >= earliestStartForNotice(hours, now),
  );
  // the same exception as carRuleIssue's: a rule at the platform's value refuses nothing here
  const windows = Array.from({ length: MAX_BOOKING_WINDOW_MONTHS }, (_, index) => index + 1).filter(
    (months) => months === MAX_BOOKING_WINDOW_MONTHS || startDate <= latestStartForWindow(months, now),
  );
  const days = daysBetween(startDate, endDate);
  // a rule every value of which allows the dates narrows nothing (the columns hold only those values: their checks)
  if (notices.length < ADVANCE_NOTICE_HOURS_CHOICES.length)
    query = query.where('c.advance_notice_hours', 'in', notices);
  if (windows.length < MAX_BOOKING_WINDOW_MONTHS) query = query.where('c.booking_window_months', 'in', windows);
  // a longest trip at the platform's value (the highest a car may set) allows any length
  return query
    .where('c.min_trip_days', '<=', days)
    .where('c.max_trip_days', days <= MAX_TRIP_DAYS ? '>=' : '=', Math.min(days, MAX_TRIP_DAYS));
}

/** The point and radius a place search measures from (a gazetteer place). */
export type SearchOrigin = Pick<Place, 'latitude' | 'longitude' | 'radiusKm'>;

const EARTH_RADIUS_KM = 6371;
/** Kilometres in a degree of latitude, rounded down so that the bounding box never cuts the circle. */
const KM_PER_DEGREE = 110.5;
/**
 * Totals up to this many are counted exactly; past it (or past the page asked for) the answer is a bound, "200+
 * cars", as Turo shows: counting further would cost several times the page itself (a dated Los Angeles search walked
 * 4,000 cars to count 1,000; decision 0051, session 38).
 */
export const EXACT_TOTAL_UP_TO = 200;

/** The haversine great-circle distance in km from the origin to the car (earthdistance is not always installed). */
function distanceKm({ latitude, longitude }: SearchOrigin) {
  const lat = sql`${latitude}::float8`;
  const lng = sql`${longitude}::float8`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(c.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${lng}) / 2), 2)
  )))`;
}

/** The car's position as `car_point_index` (GiST) holds it: x the longitude, y the latitude, in degrees. */
const CAR_POINT = sql`point(c.longitude, c.latitude)`;

/**
 * The car stands in the box around the circle of `radiusKm` (a parameter, or worked out by the statement itself):
 * latitude ± r, longitude ± r at the box's widest latitude, so the box never cuts the circle. Plain column ranges, not
 * `<@ box`: PostgreSQL estimates them from the columns' statistics (it cannot estimate a box), so it walks
 * `car_point_index` nearest first where the area is large and reads `car_position_index`'s box where it is small.
 */
function inBoxAround({ latitude, longitude }: SearchOrigin, radiusKm: RawBuilder<number>) {
  const lat = sql`${latitude}::float8`;
  const lng = sql`${longitude}::float8`;
  const latDelta = sql`(${radiusKm} / ${sql.lit(KM_PER_DEGREE)})`;
  const lngDelta = sql`least(180, ${radiusKm} / (${sql.lit(KM_PER_DEGREE)} * cos(radians(least(89, abs(${lat}) + ${latDelta})))))`;
  return sql<boolean>`(c.latitude between ${lat} - ${latDelta} and ${lat} + ${latDelta}
    and c.longitude between ${lng} - ${lngDelta} and ${lng} + ${lngDelta})`;
}

/** The circle a place search keeps: around the origin, `radiusKm` (SQL) wide. */
interface Area {
  origin: SearchOrigin;
  radiusKm: RawBuilder<number>;
}

type CarFilter = Omit<CarSearchQuery, 'page' | 'pageSize' | 'location' | 'sort'>;

/** The available cars in the box around the origin's circle of `radiusKm` (SQL). */
const inBox = (query: CarQuery<object>, { origin, radiusKm }: Area) =>
  query
    .where('c.is_available', '=', true)
    .where('c.latitude', 'is not', null) // the index's own condition, so the planner may use it
    .where(inBoxAround(origin, radiusKm));

/** The cars in the circle (of cars already in its box). */
const inCircle = <O>(query: CarQuery<O>, { origin, radiusKm }: Area) => query.where(distanceKm(origin), '<=', radiusKm);

/** The cars (all of them, or `from`) available, in the area when there is one. */
function inArea(em: EntityManager, area: Area | undefined, from?: CarQuery<object>): CarQuery<object> {
  const query = from ?? kyselyOf(em).selectFrom('car as c');
  return area ? inCircle(inBox(query, area), area) : query.where('c.is_available', '=', true);
}

/**
 * The first `walked` cars of the origin's box that meet the car's own conditions and are free for the dates (told by
 * the car's row, `freeForDates`), nearest first (KNN on `car_point_index`), as a subquery to read as `c`. Its own
 * limit fences it: PostgreSQL plans it for those cars (the index walk, left after the limit) however few matches it
 * expects of what follows — the circle, a distance it cannot estimate, which then runs on the cars walked only. As
 * one statement it expected few matches and read and sorted the whole area. The dates are inside (session 36): with
 * them after the walk, a search whose cars are mostly taken walked four times further in a second round.
 */
function nearestWalk(em: EntityManager, filter: CarFilter, area: Area, walked: number, now: Date) {
  return freeForDates(meetingFilter(inBox(kyselyOf(em).selectFrom('car as c'), area), filter, now), filter)
    .select(['c.id', 'c.latitude', 'c.longitude']) // what the circle reads
    .orderBy(nearestFirst(area.origin))
    .limit(walked);
}

/** The walk's cars that match the rest of the search: in the circle. */
const walkMatches = (em: EntityManager, walk: string, area: Area) =>
  inCircle(kyselyOf(em).selectFrom(sql.table(walk).as('c')) as unknown as CarQuery<object>, area);

/** The walks read this many times the matches they look for, then four times more each round (the count). */
const WALK_PER_MATCH = 4;

/** The cars of `query` that meet the rest of the search on the car itself: the filters and the trip rules. */
function meetingFilter<O>(query: CarQuery<O>, filter: CarFilter, now: Date): CarQuery<O> {
  if (filter.category) query = query.where('c.category', '=', filter.category);
  // numbers compared with numeric(10,2) in the database: no float rounding of the column
  if (filter.minPrice !== undefined)
    query = query.where('c.price_per_day', '>=', sql<string>`${String(filter.minPrice)}::numeric`);
  if (filter.maxPrice !== undefined)
    query = query.where('c.price_per_day', '<=', sql<string>`${String(filter.maxPrice)}::numeric`);
  if (filter.minSeats !== undefined) query = query.where('c.seats', '>=', filter.minSeats);
  if (filter.transmission) query = query.where('c.transmission', '=', filter.transmission);
  if (filter.fuelType) query = query.where('c.fuel_type', '=', filter.fuelType);
  if (filter.features?.length) query = query.where(sql<boolean>`c.features @> ${filter.features}::text[]`);
  // only both dates make a period; one alone is ignored (docs/decisions/0007-search-and-places.md)
  const { startDate, endDate } = filter;
  return startDate && endDate ? (rulesAllow(query as CarQuery<object>, startDate, endDate, now) as CarQuery<O>) : query;
}

/**
 * The cars of `query` free for the filter's dates: no booking holding them, no blocked day. Told by the car's own row
 * (`claimed_days`, kept by car_date_claim's triggers) for almost every car: no claim overlaps the dates → free; one
 * does and every unpaid hold among the claims still runs (`first_hold_expiry` null or later than now) → taken. Only a
 * car with a hold expired but not yet released by the sweep probes its bookings and blocks; `case` keeps that order.
 */
function freeForDates<O>(query: CarQuery<O>, { startDate, endDate }: CarFilter): CarQuery<O> {
  if (!startDate || !endDate) return query;
  return query.where(
    (eb) => sql<boolean>`case
      when not (c.claimed_days && daterange(${startDate}::date, ${endDate}::date, '[)')) then true
      when c.first_hold_expiry is null or c.first_hold_expiry > now() then false
      else ${eb.not(bookedBetween(eb, startDate, endDate))} and ${eb.not(blockedBetween(eb, startDate, endDate))}
    end`,
  );
}

/** The matches of a search (among all cars, or `from`), in the area when there is one. */
const matching = (em: EntityManager, filter: CarFilter, area: Area | undefined, now: Date, from?: CarQuery<object>) =>
  freeForDates(meetingFilter(inArea(em, area, from), filter, now), filter);

/** Nearest first (the place's default order); otherwise the price or the display order. */
const byDistance = (sort: CarSearchQuery['sort']) => sort === undefined || sort === 'distance';

/** The order asked for; the display order breaks its ties, so pages never shift or repeat. */
function inSearchOrder<O>(query: CarQuery<O>, sort: CarSearchQuery['sort'], origin?: SearchOrigin): CarQuery<O> {
  if (sort === 'price_asc') return inDisplayOrder(query.orderBy('c.price_per_day', 'asc'));
  if (sort === 'price_desc') return inDisplayOrder(query.orderBy('c.price_per_day', 'desc'));
  if (origin && byDistance(sort)) return inDisplayOrder(query.orderBy(distanceKm(origin), 'asc'));
  return inDisplayOrder(query);
}

/** Nearest the origin first in degrees: `car_point_index` walks its cars in this order (KNN) and stops at a limit. */
const nearestFirst = ({ latitude, longitude }: SearchOrigin) =>
  sql`${CAR_POINT} <-> point(${longitude}::float8, ${latitude}::float8)`;

/**
 * One round of a place search's count: the matches among the first `walked` cars of `nearestWalk`, up to `upTo`.
 * `walked` comes back only when the matches stayed under `upTo`: fewer cars than `walked` means the walk reached the
 * end of the area, and the total is exact. Nearest first, the first round also tells the page how far it reaches:
 * `reach`, the largest distance in km of the first `firstCars` matches of the walk (null when it held fewer). Those
 * all lie within it, so the first `firstCars` cars in km do too (any `firstCars` matches would bound it; the nearest
 * bound it closely), and the page needs no car beyond it. KNN in degrees is not the order in km, which is why the walk
 * only bounds the page and never orders it.
 */
function countRound(
  em: EntityManager,
  filter: CarFilter,
  area: Area,
  { upTo, walked, firstCars }: { upTo: number; walked: number; firstCars: number },
  now: Date,
) {
  const matches = walkMatches(em, 'walk', area)
    .select(['c.latitude', 'c.longitude', sql<string>`row_number() over ()`.as('n')])
    .limit(upTo);
  return kyselyOf(em)
    .with('walk', () => nearestWalk(em, filter, area, walked, now))
    .selectFrom(
      kyselyOf(em)
        .selectFrom(matches.as('c'))
        .select((eb) => [
          eb.fn.countAll<string>().as('total'),
          // measured again for the first cars only: the circle's own measure is not kept
          sql<number | null>`max(${distanceKm(area.origin)}) filter (where c.n <= ${firstCars})`.as('farthest'),
        ])
        .as('t'),
    )
    .select([
      't.total',
      sql<number | null>`case when t.total >= ${firstCars} then t.farthest end`.as('reach'),
      // evaluated only when this branch is taken: the walk is read to its end only when the count needs it
      sql<string | null>`case when t.total < ${upTo} then (select count(*) from walk) end`.as('walked'),
    ]);
}

/** How many matches the count reads at most: EXACT_TOTAL_UP_TO, or up to the end of the page asked for. */
export function countedUpTo({ page, pageSize }: Pick<CarSearchQuery, 'page' | 'pageSize'>): number {
  return Math.max(EXACT_TOTAL_UP_TO, page * pageSize);
}

export interface CarSearchPage {
  cars: CarSearchResult[];
  /** Every match when `totalExact`; otherwise at least this many (the count stopped there). */
  total: number;
  totalExact: boolean;
  page: number;
  pageSize: number;
}

/**
 * The statements of one search: the page in the order asked for, and the count of the matches, stopped one past
 * `countedUpTo`. With an origin (the place searched) only the cars within its radius, each with its distance. Nearest
 * first (`nearest`), the count's first round comes first and gives the page its reach (`countRound`): the page then
 * reads only the cars within it, not the whole area, with the reach a parameter like the radius.
 */
export function searchQueries(em: EntityManager, query: CarSearchQuery, origin?: SearchOrigin, now = new Date()) {
  const { page, pageSize, location: _location, sort, ...filter } = query;
  const area = origin && { origin, radiusKm: sql<number>`${origin.radiusKm}::float8` };
  const upTo = countedUpTo(query) + 1;
  const pageOf = (cars: CarQuery<object>) =>
    inSearchOrder(
      cars
        .select(CAR_COLUMNS)
        .select(origin ? distanceKm(origin).as('distance_km') : sql<null>`null`.as('distance_km')),
      sort,
      origin,
    )
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  const nearest = area !== undefined && byDistance(sort);
  return {
    nearest,
    /** The page; nearest first, `reach` (km, from the count's first round) bounds it, the whole radius without. */
    page: (reach?: number | null) =>
      pageOf(
        !area
          ? matching(em, filter, area, now)
          : nearest
            ? matching(
                em,
                filter,
                reach == null ? area : { origin: area.origin, radiusKm: sql<number>`${reach}::float8` },
                now,
              )
            : sortedWalk(em, filter, area, sort, WALK_PER_MATCH * page * pageSize, now),
      ),
    /** Sorted by price or rating with a place, the page when `page` was not full: read from the whole circle. */
    wholeArea: area && !nearest ? pageOf(matching(em, filter, area, now)) : undefined,
    /** The count's round that walks `walked` cars (a place search), or the whole count (no place). */
    count: (walked = WALK_PER_MATCH * upTo) =>
      area
        ? countRound(em, filter, area, { upTo, walked, firstCars: page * pageSize }, now)
        : kyselyOf(em)
            .selectFrom(matching(em, filter, undefined, now).select(sql.lit(1).as('one')).limit(upTo).as('m'))
            .select((eb) => [
              eb.fn.countAll<string>().as('total'),
              sql<number | null>`null`.as('reach'),
              sql<string | null>`null`.as('walked'),
            ]),
  };
}

type CountRow = Awaited<ReturnType<ReturnType<ReturnType<typeof searchQueries>['count']>['executeTakeFirstOrThrow']>>;

/**
 * Sorted by price or rating with a place: the first `walked` cars of the box in that order with the car's own
 * conditions and free for the dates (a CTE with its own limit, planned as a walk of `car_price_per_day_index` or
 * `car_available_rank_index` where the box is large), then the circle on them. When they hold a full page, its cars are the
 * page's: the first matches of the walk are the first matches of all, the walk being the start of the same order.
 * Otherwise the caller reads the whole circle (`wholeArea`).
 */
function sortedWalk(
  em: EntityManager,
  filter: CarFilter,
  area: Area,
  sort: CarSearchQuery['sort'],
  walked: number,
  now: Date,
) {
  const walk = inSearchOrder(
    freeForDates(meetingFilter(inBox(kyselyOf(em).selectFrom('car as c'), area), filter, now), filter).selectAll('c'),
    sort,
  ).limit(walked);
  return inCircle(
    kyselyOf(em)
      .with('walk', () => walk)
      .selectFrom(sql.table('walk').as('c')) as unknown as CarQuery<object>,
    area,
  );
}

/**
 * One page and the total. Otherwise than nearest first, the page comes first: when it is not full it is the last page
 * and already tells the total (most narrow searches), so the count runs only when it has to. Nearest first, the
 * count's first round runs first, as the page's reach comes from it.
 */
export async function searchCars(
  em: EntityManager,
  query: CarSearchQuery,
  origin?: SearchOrigin,
): Promise<CarSearchPage> {
  const queries = searchQueries(em, query, origin);
  const firstRound = queries.nearest ? await queries.count().executeTakeFirstOrThrow() : undefined;
  let rows = await queries.page(firstRound?.reach).execute();
  if (rows.length < query.pageSize && queries.wholeArea) rows = await queries.wholeArea.execute();
  const offset = (query.page - 1) * query.pageSize;
  const lastPage = rows.length < query.pageSize && (rows.length > 0 || offset === 0);
  const counted = lastPage ? offset + rows.length : await countOf(queries.count, countedUpTo(query) + 1, firstRound);
  const totalExact = counted <= countedUpTo(query);
  const cars = rows.map(({ distance_km, ...row }) =>
    distance_km === null ? toCar(row) : { ...toCar(row), distanceMiles: milesFromKm(distance_km) },
  );
  return {
    cars,
    total: totalExact ? counted : countedUpTo(query),
    totalExact,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The matches up to `upTo`: rounds of the count (from `firstRound` when it ran already), each walking four times
 * further, until one finds `upTo` of them or walks past the end of the area (it walked fewer cars than it could).
 */
async function countOf(
  count: ReturnType<typeof searchQueries>['count'],
  upTo: number,
  firstRound?: CountRow,
): Promise<number> {
  let walked = WALK_PER_MATCH * upTo;
  let row = firstRound ?? (await count(walked).executeTakeFirstOrThrow());
  for (;;) {
    const total = Number(row.total);
    if (total >= upTo || row.walked === null || Number(row.walked) < walked) return total;
    walked *= 4;
    row = await count(walked).executeTakeFirstOrThrow();
  }
}

/** Home page: the best rated available cars (a removed car is never available: car-listing.ts `removeCar`). */
export async function featuredCars(em: EntityManager, limit = FEATURED_LIMIT): Promise<Car[]> {
  const rows = await inDisplayOrder(
    kyselyOf(em).selectFrom('car as c').where('c.is_available', '=', true).select(CAR_COLUMNS),
  )
    .limit(limit)
    .execute();
  return rows.map(toCar);
}

/**
 * The car page's one statement: the car (available or not, removed or not) with its host's public profile. The bench
 * (bench/car-page.ts) runs this very SQL on a raw node:http + pg server as the API's baseline.
 */
export function carDetailQuery(em: EntityManager, id: string) {
  return kyselyOf(em)
    .selectFrom('car as c')
    .innerJoin('user as h', 'h.id', 'c.host_id')
    .select(CAR_COLUMNS)
    .select(HOST_CARD_COLUMNS)
    .select(['c.instant_book', 'c.deleted_at'])
    .where('c.id', '=', id);
}

type CarDetailRow = NonNullable<Awaited<ReturnType<ReturnType<typeof carDetailQuery>['executeTakeFirst']>>>;

const toCarDetail = (row: CarDetailRow): CarDetail => ({
  ...toCar(row),
  instantBook: row.instant_book,
  host: toCarHost(row),
});

/** One car (available or not) with its host's public profile; null when there is no such car. */
export async function findCarDetail(em: EntityManager, id: string): Promise<CarDetail | null> {
  const row = await carDetailQuery(em, id).executeTakeFirst();
  return row ? toCarDetail(row) : null;
}

/** Any car id: the car page's statement is compiled once with it, then bound to each request's id. */
const SOME_CAR_ID = '00000000-0000-4000-8000-000000000000';
let carPageStatement: CompiledQuery<CarDetailRow> | undefined;

/**
 * A listed car's detail in one statement; 'removed' for a listing its host removed, 'missing' for no such car. The
 * car page's read: its statement is built and compiled once, not per request (a third of the request's CPU), and
 * runs on the ORM's pg pool as it is (kysely's executor would only wrap the same acquire, query and release in
 * more awaits). `em` must be outside a transaction: the car page's is the pool-bound `orm.em`.
 */
export async function findListedCarDetail(em: EntityManager, id: string): Promise<CarDetail | 'removed' | 'missing'> {
  carPageStatement ??= carDetailQuery(em, SOME_CAR_ID).compile();
  const { sql: text, parameters } = carPageStatement;
  const pool = await em.getConnection().getNativeClient();
  const { rows } = await pool.query<CarDetailRow>(
    text,
    parameters.map((parameter) => (parameter === SOME_CAR_ID ? id : parameter)),
  );
  const [row] = rows;
  if (!row) return 'missing';
  return row.deleted_at ? 'removed' : toCarDetail(row);
}

/** The object key of the car's first photo, or undefined for a car without one (or no such car). */
export async function carCoverKey(em: EntityManager, id: string): Promise<string | undefined> {
  const row = await kyselyOf(em).selectFrom('car').select('images').where('id', '=', id).executeTakeFirst();
  const first = row?.images[0];
  return first === undefined ? undefined : photoKeyOf(first);
}

/** Whether a car is listed, was removed by its host (soft delete), or does not exist. */
export async function listingState(em: EntityManager, id: string): Promise<'listed' | 'removed' | 'missing'> {
  const row = await kyselyOf(em).selectFrom('car').select('deleted_at').where('id', '=', id).executeTakeFirst();
  if (!row) return 'missing';
  return row.deleted_at ? 'removed' : 'listed';
}

export async function carExists(em: EntityManager, id: string): Promise<boolean> {
  const row = await kyselyOf(em).selectFrom('car').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Today as a calendar day in UTC ('YYYY-MM-DD'), like the seed's relative dates. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The periods a car is taken from today on: pending and confirmed bookings whose endDate is today
 * or later, oldest first, [startDate, endDate) each. Dates only: no renter, no amounts.
 */
export async function bookedDates(em: EntityManager, carId: string, today = utcToday()): Promise<BookedDateRange[]> {
  return kyselyOf(em)
    .selectFrom('booking as b')
    .select([
      sql<string>`to_char(b.start_date, 'YYYY-MM-DD')`.as('startDate'),
      sql<string>`to_char(b.end_date, 'YYYY-MM-DD')`.as('endDate'),
    ])
    .where('b.car_id', '=', carId)
    .where(holdsItsDates)
    .where('b.end_date', '>=', sql<string>`${today}::date`)
    .orderBy('b.start_date', 'asc')
    .orderBy('b.end_date', 'asc')
    .execute();
}

/**
 * A host's cars, newest listing first, never the removed ones. Only the available ones unless
 * `includeUnavailable` (the host themself or an admin). A host id that names nobody simply has no cars.
 */
export async function hostCars(em: EntityManager, hostId: string, includeUnavailable: boolean): Promise<Car[]> {
  let query = kyselyOf(em)
    .selectFrom('car as c')
    .select(CAR_COLUMNS)
    .where('c.host_id', '=', hostId)
    .where('c.deleted_at', 'is', null);
  if (!includeUnavailable) query = query.where('c.is_available', '=', true);
  const rows = await query.orderBy('c.created_at', 'desc').orderBy('c.id', 'asc').execute();
  return rows.map(toCar);
}
