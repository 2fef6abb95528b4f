/**
 * The search (GET /api/cars) against a brute-force reference on generated data: a seeded set of cars (many sharing a
 * point, so distances tie; ratings, review counts and creation times tie too), bookings in every status and blocked
 * days, then places of every kind and radius, dates, filters, sorts, page sizes and pages. The reference measures
 * every car in JavaScript, keeps the matches, sorts them in the documented order and slices the page; the API must
 * answer the same cars in the same order, and the same total — exact, or the bound past EXACT_TOTAL_UP_TO
 * (decision 0051).
 */
import { randomUUID } from 'node:crypto';
import { addDays, CAR_SEARCH_HEADERS, type CarSearchResult, marketToday } from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { query, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';
import { type Place, resolvePlace } from '../places/index.ts';
import { EXACT_TOTAL_UP_TO } from './cars.service.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

/** mulberry32: the same data on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seeded(28);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const placeOf = (text: string): Place => {
  const place = resolvePlace(text);
  if (!place) throw new Error(`the gazetteer does not know ${text}`);
  return place;
};
const PLACES = ['Los Angeles', 'LAX', '90401', 'Santa Monica', 'Seattle', 'downtown los angeles'].map((text) => ({
  text,
  place: placeOf(text),
}));

/** The haversine distance in km, as the search measures it. */
function distanceKm(place: Place, latitude: number, longitude: number): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  return (
    2 *
    6371 *
    Math.asin(
      Math.sqrt(
        Math.sin(radians(latitude - place.latitude) / 2) ** 2 +
          Math.cos(radians(place.latitude)) *
            Math.cos(radians(latitude)) *
            Math.sin(radians(longitude - place.longitude) / 2) ** 2,
      ),
    )
  );
}

/** A point no searched circle passes within a metre of, so float rounding cannot decide a car's presence. */
function pointNear(latitude: number, longitude: number, spread: number): [number, number] {
  for (;;) {
    const point: [number, number] = [
      latitude + (random() - 0.5) * 2 * spread,
      longitude + (random() - 0.5) * 2 * spread,
    ];
    const clear = PLACES.every(({ place }) => Math.abs(distanceKm(place, ...point) - place.radiusKm) > 0.001);
    if (clear) return point;
  }
}

interface GeneratedCar {
  category: string;
  seats: number;
  transmission: string;
  fuel_type: string;
  price_per_day: string;
  features: string[];
  latitude: number | null;
  longitude: number | null;
  is_available: boolean;
  rating: string;
  review_count: number;
  created_at: string;
}

const LA = placeOf('Los Angeles');
const SEATTLE = placeOf('Seattle');
/** Points many cars share (a ZIP code's point, as listings get): their distances tie exactly. */
const SHARED_POINTS = Array.from({ length: 12 }, () => pointNear(LA.latitude, LA.longitude, 0.3));

function generateCar(index: number): GeneratedCar {
  const inSeattle = index % 7 === 0;
  const [latitude, longitude] =
    index % 50 === 1
      ? [null, null]
      : inSeattle
        ? pointNear(SEATTLE.latitude, SEATTLE.longitude, 0.3)
        : random() < 0.35
          ? pick(SHARED_POINTS)
          : pointNear(LA.latitude, LA.longitude, 0.55);
  return {
    category: pick(['economy', 'compact', 'midsize', 'luxury', 'suv', 'electric', 'truck']),
    seats: pick([2, 4, 5, 7, 8]),
    transmission: pick(['automatic', 'manual']),
    fuel_type: pick(['gasoline', 'electric', 'hybrid', 'diesel']),
    price_per_day: pick(['35.00', '49.99', '60.00', '75.50', '120.00', '250.00']),
    features: pick([[], ['gps'], ['bluetooth', 'gps'], ['bluetooth']]),
    latitude,
    longitude,
    is_available: random() > 0.08,
    rating: pick(['0.00', '4.50', '4.80', '4.80', '5.00']),
    review_count: pick([0, 3, 3, 12]),
    created_at: pick(['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z']),
  };
}

const TODAY = marketToday();
const day = (n: number) => addDays(TODAY, n);
/** Bookings and blocks per car, none overlapping: [start offset, days, what]. */
type Taken = [number, number, 'confirmed' | 'pending' | 'expired' | 'cancelled' | 'completed' | 'block'];

interface Fixture {
  cars: (GeneratedCar & { id: string })[];
  taken: Map<string, Taken[]>;
}

async function insertFixture(): Promise<Fixture> {
  const [host] = await query<{ id: string }>(
    db.url,
    `insert into "user" (email, password_hash, first_name, last_name, is_host) values ('host@ref.test', 'x', 'H', 'Ost', true) returning id`,
  );
  const [renter] = await query<{ id: string }>(
    db.url,
    `insert into "user" (email, password_hash, first_name, last_name) values ('renter@ref.test', 'x', 'R', 'Enter') returning id`,
  );
  const cars = Array.from({ length: 1500 }, (_, index) => ({ ...generateCar(index), id: randomUUID() }));
  await query(
    db.url,
    `insert into car (id, host_id, make, model, year, category, seats, transmission, fuel_type, price_per_day,
                      location, city, state, latitude, longitude, features, is_available, rating, review_count,
                      created_at)
     select g.id, $1, 'Make', 'Model', 2020, g.category, g.seats, g.transmission, g.fuel_type, g.price_per_day,
            '1 Main St', 'Los Angeles', 'CA', g.latitude, g.longitude, g.features, g.is_available, g.rating,
            g.review_count, g.created_at
     from jsonb_to_recordset($2::jsonb) as g(id uuid, category text, seats int, transmission text, fuel_type text,
          price_per_day numeric, features text[], latitude float8, longitude float8, is_available boolean,
          rating numeric, review_count int, created_at timestamptz)`,
    [host!.id, JSON.stringify(cars)],
  );
  const taken = new Map<string, Taken[]>();
  const bookings: unknown[] = [];
  const blocks: unknown[] = [];
  for (const car of cars) {
    const list: Taken[] = [];
    let offset = Math.floor(random() * 6);
    for (let k = Math.floor(random() * 4); k > 0; k--) {
      const days = 1 + Math.floor(random() * 5);
      const what = pick(['confirmed', 'pending', 'expired', 'cancelled', 'completed', 'block'] as const);
      list.push([offset, days, what]);
      const [start, end] = [day(offset), day(offset + days)];
      if (what === 'block') blocks.push({ car_id: car.id, start_date: start, end_date: end });
      else
        bookings.push({
          car_id: car.id,
          start_date: start,
          end_date: end,
          status: what === 'expired' ? 'pending' : what,
          // an unpaid hold still running, or one that ran out (it no longer holds the dates)
          hold_expires_at: new Date(Date.now() + (what === 'expired' ? -1 : 1) * 3_600_000).toISOString(),
        });
      offset += days + Math.floor(random() * 3);
    }
    taken.set(car.id, list);
  }
  await query(
    db.url,
    `insert into booking (car_id, renter_id, host_id, start_date, end_date, driver_license, full_name, address, phone,
                          emergency_contact, emergency_phone, total_price, service_fee, insurance_fee, status,
                          hold_expires_at)
     select b.car_id, $1, $2, b.start_date, b.end_date, 'D1', 'R Enter', '1 Main St', '555', 'E', '556', '100.00',
            '10.00', '0.00', b.status, b.hold_expires_at
     from jsonb_to_recordset($3::jsonb) as b(car_id uuid, start_date date, end_date date, status text,
          hold_expires_at timestamptz)`,
    [renter!.id, host!.id, JSON.stringify(bookings)],
  );
  await query(
    db.url,
    `insert into car_block (car_id, start_date, end_date, source)
     select k.car_id, k.start_date, k.end_date, 'host' from jsonb_to_recordset($1::jsonb) as k(car_id uuid, start_date date, end_date date)`,
    [JSON.stringify(blocks)],
  );
  await query(db.url, 'analyze');
  return { cars, taken };
}

interface SearchCase {
  location?: string;
  startOffset?: number;
  days?: number;
  category?: string;
  minPrice?: string;
  maxPrice?: string;
  minSeats?: string;
  transmission?: string;
  features?: string;
  sort?: 'distance' | 'rating' | 'price_asc' | 'price_desc';
  page?: number;
  pageSize?: number;
}

interface Expected {
  ids: string[];
  total: number;
  totalExact: boolean;
}

const HOLDS = new Set(['confirmed', 'pending', 'block']);

/** Every car measured and filtered in JavaScript, sorted in the documented order, the page sliced. */
function reference({ cars, taken }: Fixture, search: SearchCase): Expected {
  const place = search.location ? placeOf(search.location) : undefined;
  const start = search.startOffset ?? 0;
  const end = start + (search.days ?? 0);
  const matches = cars
    .filter((car) => car.is_available)
    .map((car) => ({
      car,
      distance:
        place && car.latitude !== null && car.longitude !== null
          ? distanceKm(place, car.latitude, car.longitude)
          : undefined,
    }))
    .filter(({ distance }) => !place || (distance !== undefined && distance <= place.radiusKm))
    .filter(({ car }) => !search.category || car.category === search.category)
    .filter(({ car }) => !search.minPrice || Number(car.price_per_day) >= Number(search.minPrice))
    .filter(({ car }) => !search.maxPrice || Number(car.price_per_day) <= Number(search.maxPrice))
    .filter(({ car }) => !search.minSeats || car.seats >= Number(search.minSeats))
    .filter(({ car }) => !search.transmission || car.transmission === search.transmission)
    .filter(({ car }) => !search.features || search.features.split(',').every((f) => car.features.includes(f)))
    .filter(
      ({ car }) =>
        !search.days ||
        !(taken.get(car.id) ?? []).some(
          ([offset, days, what]) => HOLDS.has(what) && offset < end && offset + days > start,
        ),
    );
  const display = (a: GeneratedCar & { id: string }, b: GeneratedCar & { id: string }) =>
    Number(b.rating) - Number(a.rating) ||
    b.review_count - a.review_count ||
    Date.parse(b.created_at) - Date.parse(a.created_at) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const price = (a: GeneratedCar, b: GeneratedCar) => Number(a.price_per_day) - Number(b.price_per_day);
  const sort = search.sort ?? (place ? 'distance' : 'rating');
  matches.sort(
    (a, b) =>
      (sort === 'price_asc'
        ? price(a.car, b.car)
        : sort === 'price_desc'
          ? price(b.car, a.car)
          : sort === 'distance' && place
            ? (a.distance ?? 0) - (b.distance ?? 0)
            : 0) || display(a.car, b.car),
  );
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? 24;
  const offset = (page - 1) * pageSize;
  const ids = matches.slice(offset, offset + pageSize).map(({ car }) => car.id);
  // the documented total: exact when the page is the last one, or when counting stopped before its limit
  const limit = Math.max(EXACT_TOTAL_UP_TO, page * pageSize);
  const lastPage = ids.length < pageSize && (ids.length > 0 || offset === 0);
  const totalExact = lastPage || matches.length <= limit;
  return { ids, total: totalExact ? matches.length : limit, totalExact };
}

function queryOf(search: SearchCase): string {
  const params = new URLSearchParams();
  const { startOffset, days, page, pageSize, ...rest } = search;
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) params.set(key, String(value));
  if (days) {
    params.set('startDate', day(startOffset ?? 0));
    params.set('endDate', day((startOffset ?? 0) + days));
  }
  if (page) params.set('page', String(page));
  if (pageSize) params.set('pageSize', String(pageSize));
  return `/api/cars?${params}`;
}

async function answered(path: string): Promise<Expected> {
  const res = await new TestClient(api.url, { contract: sharedContractChecker() }).get(path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return {
    ids: res.json<CarSearchResult[]>().map((car) => car.id),
    total: Number(res.headers.get(CAR_SEARCH_HEADERS.totalCount)),
    totalExact: res.headers.get(CAR_SEARCH_HEADERS.totalExact) === 'true',
  };
}

/** Seeded combinations of every dimension; each case is one search. */
function generatedCases(count: number): SearchCase[] {
  return Array.from({ length: count }, () => {
    const withDates = random() < 0.5;
    const location = pick([undefined, ...PLACES.map(({ text }) => text)]);
    const sort = pick([undefined, undefined, 'distance', 'rating', 'price_asc', 'price_desc'] as const);
    return {
      location,
      ...(withDates ? { startOffset: Math.floor(random() * 10), days: 1 + Math.floor(random() * 6) } : {}),
      category: pick([undefined, undefined, undefined, 'suv', 'economy']),
      minPrice: pick([undefined, undefined, '49.99', '60']),
      maxPrice: pick([undefined, undefined, '120', '75.50']),
      minSeats: pick([undefined, undefined, '5', '7']),
      transmission: pick([undefined, undefined, 'manual']),
      features: pick([undefined, undefined, 'gps', 'bluetooth,gps']),
      // sorting by distance needs a place (a 400 otherwise, tested in cars.test.ts)
      sort: sort === 'distance' && !location ? undefined : sort,
      page: pick([undefined, 1, 2, 3, 7, 40]),
      pageSize: pick([undefined, 5, 24, 100]),
    };
  });
}

describe('GET /api/cars equals a brute-force reference', () => {
  it('on generated data: places, radii, dates, filters, sorts and pages', async () => {
    const fixture = await insertFixture();
    const cases: SearchCase[] = [
      // the big area: nearest first, ties on shared points, deep pages and the bound on the total
      { location: 'Los Angeles' },
      { location: 'Los Angeles', page: 2 },
      { location: 'Los Angeles', pageSize: 100, page: 10 },
      { location: 'Los Angeles', pageSize: 100, page: 11 },
      { location: 'Los Angeles', pageSize: 100, page: 30 },
      { location: 'Los Angeles', startOffset: 2, days: 3 },
      { location: 'Los Angeles', startOffset: 2, days: 3, pageSize: 100, page: 9 },
      { location: 'Los Angeles', sort: 'price_asc', page: 3 },
      { location: 'Los Angeles', sort: 'rating' },
      { location: 'Los Angeles', category: 'suv', startOffset: 1, days: 2 },
      { location: 'LAX', pageSize: 5, page: 4 },
      { location: '90401', sort: 'price_desc' },
      { location: 'Seattle', startOffset: 0, days: 7 },
      {},
      { startOffset: 3, days: 2, pageSize: 100, page: 12 },
      ...generatedCases(160),
    ];
    // every difference at once: which searches, and the first one in full
    const wrong: { path: string; got: Expected; expected: Expected }[] = [];
    for (const search of cases) {
      const path = queryOf(search);
      const expected = reference(fixture, search);
      const got = await answered(path);
      if (JSON.stringify(got) !== JSON.stringify(expected)) wrong.push({ path, got, expected });
    }
    expect(
      wrong.map(({ path }) => path),
      JSON.stringify(wrong[0]),
    ).toEqual([]);
    // the data exercises what it should: a bound total and exact ones, full pages and empty ones
    const expectations = cases.map((search) => reference(fixture, search));
    expect(expectations.some(({ totalExact }) => !totalExact)).toBe(true);
    expect(expectations.filter(({ ids }) => ids.length === 0).length).toBeGreaterThan(0);
    expect(expectations.filter(({ ids }) => ids.length >= 24).length).toBeGreaterThan(10);
  });
});
