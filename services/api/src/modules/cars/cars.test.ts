/**
 * The car and review reads of spec section 7 against PostgreSQL: every search filter and their
 * combinations, the date-overlap edges, pages and order, the 400s, featured, detail with host,
 * booked dates, reviews and a host's cars for each kind of visitor. The rows are created here
 * through the ORM (not the demo seed) so every expectation is exact.
 */
import {
  addDays,
  type BookedDateRange,
  type BookingStatus,
  type CarCategory,
  type CarDetail,
  type Car as CarModel,
  type HostProfile,
  marketToday,
  type RatingBreakdown,
  type Review as ReviewModel,
} from '@ladrive/contracts';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { hashPassword } from '../../lib/password.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createTestDatabase, freshIp, startTestApi, TestClient, type TestDatabase } from '../../testing/helpers.ts';
import { Booking } from '../bookings/index.ts';
import { positionOfAddress } from '../places/index.ts';
import { Review } from '../reviews/index.ts';
import { photoStoreUrl } from '../storage/index.ts';
import { User } from '../users/index.ts';
import { Car } from './car.entity.ts';
import { utcToday } from './cars.service.ts';

let db: TestDatabase;
let api: RunningApi;

const PASSWORD = 'a-good-password';
const T0 = new Date('2026-01-10T12:00:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * 86_400_000);

interface CarSpec {
  host: 'ana' | 'ben';
  make: string;
  model: string;
  category: CarCategory;
  price: string;
  location: string;
  city: string;
  state: string;
  rating: string;
  reviewCount: number;
  created: number;
  available?: boolean;
}

/**
 * Display order of the available ones (rating desc, review count desc, newest first, id):
 * nv1, la1, la2, sf1, la3, pct, {c9, c10 by id}, zero. `unav` is the best rated but unavailable.
 */
const CARS = {
  unav: {
    host: 'ana',
    make: 'Porsche',
    model: '911',
    category: 'luxury',
    price: '300.00',
    location: '9 Rodeo Dr',
    city: 'Los Angeles',
    state: 'CA',
    rating: '5.00',
    reviewCount: 50,
    created: 0,
    available: false,
  },
  nv1: {
    host: 'ben',
    make: 'Jeep',
    model: 'Wrangler',
    category: 'suv',
    price: '65.00',
    location: '5 Strip Blvd',
    city: 'Las Vegas',
    state: 'NV',
    rating: '4.90',
    reviewCount: 20,
    created: 5,
  },
  la1: {
    host: 'ana',
    make: 'Toyota',
    model: 'Camry',
    category: 'economy',
    price: '45.00',
    location: '100 Sunset Blvd',
    city: 'Los Angeles',
    state: 'CA',
    rating: '4.90',
    reviewCount: 20,
    created: 1,
  },
  la2: {
    host: 'ana',
    make: 'BMW',
    model: '530i',
    category: 'luxury',
    price: '150.00',
    location: '22 Wilshire Blvd',
    city: 'Los Angeles',
    state: 'CA',
    rating: '4.90',
    reviewCount: 10,
    created: 2,
  },
  sf1: {
    host: 'ben',
    make: 'Honda',
    model: 'Civic',
    category: 'economy',
    price: '30.00',
    location: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    rating: '4.70',
    reviewCount: 5,
    created: 0,
  },
  la3: {
    host: 'ben',
    make: 'Tesla',
    model: 'Model 3',
    category: 'electric',
    price: '85.00',
    location: '200 Ocean Ave',
    city: 'Santa Monica',
    state: 'CA',
    rating: '4.50',
    reviewCount: 30,
    created: 0,
  },
  pct: {
    host: 'ben',
    make: 'Mazda',
    model: '3',
    category: 'midsize',
    price: '55.50',
    location: '7 Percent_Way',
    city: 'Pasadena',
    state: 'CA',
    rating: '4.00',
    reviewCount: 2,
    created: 0,
  },
  c9: {
    host: 'ben',
    make: 'Kia',
    model: 'Soul',
    category: 'compact',
    price: '40.00',
    location: '3 Pine Ave',
    city: 'Long Beach',
    state: 'CA',
    rating: '3.00',
    reviewCount: 1,
    created: 3,
  },
  c10: {
    host: 'ben',
    make: 'Kia',
    model: 'Rio',
    category: 'compact',
    price: '42.00',
    location: '4 Pine Ave',
    city: 'Long Beach',
    state: 'CA',
    rating: '3.00',
    reviewCount: 1,
    created: 3,
  },
  zero: {
    host: 'ben',
    make: 'Nissan',
    model: 'Versa',
    category: 'economy',
    price: '25.00',
    location: '8 Figueroa St',
    city: 'Los Angeles',
    state: 'CA',
    rating: '0.00',
    reviewCount: 0,
    created: 10,
  },
} satisfies Record<string, CarSpec>;
type CarKey = keyof typeof CARS;

const ids = {} as Record<CarKey, string>;
const users = {} as Record<'ana' | 'ben' | 'admin' | 'rosa' | 'raul' | 'nameless', string>;
const keyOf = new Map<string, CarKey>();
let today: string;

/** The available cars in display order; c9 and c10 tie on everything but id. */
function displayOrder(): CarKey[] {
  const [first, second] = ids.c9 < ids.c10 ? (['c9', 'c10'] as const) : (['c10', 'c9'] as const);
  return ['nv1', 'la1', 'la2', 'sf1', 'la3', 'pct', first, second, 'zero'];
}
const order = (...keys: CarKey[]) => displayOrder().filter((key) => keys.includes(key));
/**
 * "Los Angeles" nearest first: the cars stand at their city's point, Los Angeles (la1, la2, zero), Pasadena
 * 15 km away (pct), Santa Monica 24 km (la3), Long Beach 32 km (c9, c10); ties in display order.
 */
const laArea = (): CarKey[] => [...order('la1', 'la2', 'zero'), 'pct', 'la3', ...order('c9', 'c10')];
/** The keys by daily price (direction 1 cheapest first), ties in display order. */
const byPrice = (keys: CarKey[], direction: 1 | -1) =>
  keys
    .map((key) => ({ key, rank: displayOrder().indexOf(key) }))
    .sort((a, b) => direction * (Number(CARS[a.key].price) - Number(CARS[b.key].price)) || a.rank - b.rank)
    .map(({ key }) => key);

async function book(carKey: CarKey, startDate: string, endDate: string, status: BookingStatus) {
  const em = api.orm.em.fork();
  const booking = em.create(Booking, {
    car: em.getReference(Car, ids[carKey]),
    renter: em.getReference(User, users.rosa),
    host: em.getReference(User, users[CARS[carKey].host]),
    startDate,
    endDate,
    driverLicense: 'D1234567',
    fullName: 'Rosa Renter',
    address: '1 Main St',
    phone: '555-0100',
    emergencyContact: 'Ed',
    emergencyPhone: '555-0101',
    totalPrice: '100.00',
    serviceFee: '10.00',
    insuranceFee: '0.00',
    status,
  });
  await em.flush();
  return booking.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestApi(db.url);
  today = utcToday();
  const em = api.orm.em.fork();
  const passwordHash = await hashPassword(PASSWORD);
  const person = (key: keyof typeof users, data: Partial<User> & { firstName: string; lastName: string }) => {
    const user = em.create(User, { email: `${key}@cars.test`, passwordHash, ...data });
    return [key, user] as const;
  };
  const created = [
    person('ana', {
      firstName: 'Ana',
      lastName: 'Host',
      profileImageUrl: 'https://example.com/ana.jpg',
      isHost: true,
      rating: '4.85',
      reviewCount: 12,
      createdAt: new Date('2024-03-01T10:00:00.000Z'),
    }),
    person('ben', { firstName: 'Ben', lastName: 'Owner', isHost: true }),
    person('admin', { firstName: 'Ada', lastName: 'Admin', isAdmin: true }),
    person('rosa', { firstName: 'Rosa', lastName: 'Renter', profileImageUrl: 'https://example.com/rosa.jpg' }),
    person('raul', { firstName: 'Raúl', lastName: '' }),
    // a host with no car yet
    person('nameless', { firstName: '', lastName: ' ', isHost: true }),
  ];
  const cars = (Object.entries(CARS) as [CarKey, CarSpec][]).map(([key, spec]) => {
    const car = em.create(Car, {
      host: created.find(([name]) => name === spec.host)![1],
      make: spec.make,
      model: spec.model,
      year: 2022,
      category: spec.category,
      seats: 5,
      transmission: 'automatic',
      fuelType: spec.category === 'electric' ? 'electric' : 'gasoline',
      pricePerDay: spec.price,
      location: spec.location,
      city: spec.city,
      state: spec.state,
      description: key === 'la1' ? 'Clean and reliable.' : null,
      features: key === 'la1' ? ['bluetooth', 'gps'] : [],
      images: key === 'la1' ? ['/api/photos/cars/la1/1.webp', '/api/photos/cars/la1/2.webp'] : [],
      // as a listing places it: at its city's point
      ...positionOfAddress(spec),
      isAvailable: spec.available ?? true,
      rating: spec.rating,
      reviewCount: spec.reviewCount,
      tripCount: key === 'la1' ? 7 : 0,
      createdAt: at(spec.created),
    });
    return [key, car] as const;
  });
  await em.flush();
  for (const [key, user] of created) users[key] = user.id;
  for (const [key, car] of cars) {
    ids[key] = car.id;
    keyOf.set(car.id, key);
  }
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const get = (path: string, client = new TestClient(api.url, { contract: sharedContractChecker() })) => client.get(path);
const keysOf = (cars: CarModel[]) => cars.map((car) => keyOf.get(car.id) ?? car.id);

async function search(query: string) {
  const res = await get(`/api/cars${query}`);
  expect(res.status, `${query}: ${res.text}`).toBe(200);
  return {
    keys: keysOf(res.json<CarModel[]>()),
    total: Number(res.headers.get('x-total-count')),
    page: Number(res.headers.get('x-page')),
    pageSize: Number(res.headers.get('x-page-size')),
    cars: res.json<CarModel[]>(),
  };
}

async function signIn(key: 'ana' | 'ben' | 'admin'): Promise<TestClient> {
  const client = new TestClient(api.url, { contract: sharedContractChecker() });
  const res = await client.postJson('/api/login', { email: `${key}@cars.test`, password: PASSWORD }, freshIp());
  expect(res.status).toBe(200);
  return client;
}

describe('GET /api/cars', () => {
  it('returns every available car as an array in display order, with the page headers', async () => {
    const result = await search('');
    expect(result.keys).toEqual(displayOrder());
    expect(result.total).toBe(9);
    expect(result.page).toBe(1);
    expect(result.pageSize).toBe(24);
  });

  it('each car is the contracts Car: decimal strings, ISO dates, no host details', async () => {
    const { cars } = await search('?location=Los%20Angeles&pageSize=1');
    expect(cars).toEqual([
      {
        id: ids.la1,
        hostId: users.ana,
        make: 'Toyota',
        model: 'Camry',
        year: 2022,
        category: 'economy',
        seats: 5,
        transmission: 'automatic',
        fuelType: 'gasoline',
        pricePerDay: '45.00',
        location: '100 Sunset Blvd',
        city: 'Los Angeles',
        state: 'CA',
        description: 'Clean and reliable.',
        features: ['bluetooth', 'gps'],
        images: ['/api/photos/cars/la1/1.webp', '/api/photos/cars/la1/2.webp'],
        isAvailable: true,
        instantBook: true,
        weeklyDiscountPercent: 0,
        monthlyDiscountPercent: 0,
        rating: '4.90',
        reviewCount: 20,
        tripCount: 7,
        createdAt: at(1).toISOString(),
        distanceMiles: 0,
      },
    ]);
    expect((await search('')).cars[0]).not.toHaveProperty('distanceMiles');
  });

  it('ignores empty filters', async () => {
    const result = await search('?location=&startDate=&endDate=&category=&minPrice=&maxPrice=&page=&pageSize=');
    expect(result.keys).toEqual(displayOrder());
    expect(result.total).toBe(9);
  });

  describe('location: a place within its radius, nearest first', () => {
    it.each([
      ['Los Angeles', laArea],
      ['los angeles, ca', laArea],
      ['  LA  ', laArea],
      ['Downtown LA', () => order('la1', 'la2', 'zero')],
      ['Santa Monica, CA', () => ['la3']],
      ['90401', () => ['la3']],
      ['Long Beach', () => order('c9', 'c10')],
      ['Las Vegas', () => ['nv1']],
      ['San Francisco', () => ['sf1']],
      ['LAX', () => []],
    ] as [string, () => CarKey[]][])('%s', async (location, expectedKeys) => {
      const expected = expectedKeys();
      const result = await search(`?location=${encodeURIComponent(location)}`);
      expect(result.keys).toEqual(expected);
      expect(result.total).toBe(expected.length);
    });

    it('gives each car its distance in miles, growing down the list', async () => {
      const { cars } = await search('?location=Los%20Angeles');
      const miles = cars.map((car) => (car as CarModel & { distanceMiles: number }).distanceMiles);
      expect(miles.slice(0, 3)).toEqual([0, 0, 0]);
      expect(miles[3]).toBeGreaterThan(8);
      expect(miles[3]).toBeLessThan(11);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    });

    it('sorts by price or rating when asked, still only within the radius', async () => {
      expect((await search('?location=Los%20Angeles&sort=price_asc')).keys).toEqual(byPrice(laArea(), 1));
      expect((await search('?location=Los%20Angeles&sort=price_desc')).keys).toEqual(byPrice(laArea(), -1));
      expect((await search('?location=Los%20Angeles&sort=rating')).keys).toEqual(order(...laArea()));
    });

    it.each([
      ['Santa Monica Blvd', 'a street is not a place'],
      ['Nowhere City', 'a made-up place'],
      ['%', 'punctuation'],
    ])('%s: 400 on location (%s), not every car', async (location) => {
      const res = await get(`/api/cars?location=${encodeURIComponent(location)}`);
      expect(res.status).toBe(400);
      const message = `We could not find the place "${location}": try a city, a neighbourhood, a ZIP code or an airport code such as LAX`;
      expect(res.json()).toEqual({ message, issues: [{ path: 'location', message }] });
    });

    it('never shows an unavailable car (the Porsche is in Los Angeles)', async () => {
      expect((await search('?location=Los%20Angeles')).keys).not.toContain('unav');
    });
  });

  describe('sort without a place', () => {
    it('price either way, ties in display order', async () => {
      expect((await search('?sort=price_asc')).keys).toEqual(byPrice(displayOrder(), 1));
      expect((await search('?sort=price_desc')).keys).toEqual(byPrice(displayOrder(), -1));
      expect((await search('?sort=rating')).keys).toEqual(displayOrder());
    });

    it('distance needs a place', async () => {
      const res = await get('/api/cars?sort=distance');
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({
        issues: [{ path: 'sort', message: 'Sort by distance needs a place (location)' }],
      });
    });
  });

  describe('seats, transmission, fuel and features', () => {
    it.each([
      ['?minSeats=5', displayOrder],
      ['?minSeats=7', () => []],
      ['?transmission=automatic', displayOrder],
      ['?transmission=manual', () => []],
      ['?fuelType=electric', () => ['la3']],
      ['?features=gps', () => ['la1']],
      ['?features=gps,bluetooth', () => ['la1']],
      ['?features=gps&features=bluetooth', () => ['la1']],
      ['?features=gps,sunroof', () => []],
      ['?location=Los%20Angeles&fuelType=gasoline&minSeats=4', () => laArea().filter((key) => key !== 'la3')],
    ] as [string, () => CarKey[]][])('%s', async (query, expectedKeys) => {
      const expected = expectedKeys();
      const result = await search(query);
      expect(result.keys).toEqual(expected);
      expect(result.total).toBe(expected.length);
    });
  });

  it.each([
    ['economy', ['la1', 'sf1', 'zero']],
    ['luxury', ['la2']],
    ['compact', ['c9', 'c10']],
    ['truck', []],
  ] as [CarCategory, CarKey[]][])('category %s', async (category, expected) => {
    const result = await search(`?category=${category}`);
    expect(result.keys).toEqual(order(...expected));
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ['?minPrice=65', ['nv1', 'la2', 'la3']],
    ['?maxPrice=45', ['la1', 'sf1', 'c9', 'c10', 'zero']],
    ['?minPrice=45&maxPrice=45', ['la1']],
    ['?minPrice=55.5&maxPrice=65', ['nv1', 'pct']],
    ['?minPrice=55.50', ['nv1', 'la2', 'la3', 'pct']],
    ['?minPrice=55.51', ['nv1', 'la2', 'la3']],
    ['?minPrice=0&maxPrice=0', []],
    ['?maxPrice=1000', ['nv1', 'la1', 'la2', 'sf1', 'la3', 'pct', 'c9', 'c10', 'zero']],
  ] as [string, CarKey[]][])('price %s (inclusive, on the daily price)', async (query, expected) => {
    const result = await search(query);
    expect(result.keys).toEqual(order(...expected));
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ['?location=los%20angeles&category=economy', ['la1', 'zero']],
    ['?location=los%20angeles&category=economy&maxPrice=40', ['zero']],
    ['?location=los%20angeles&category=luxury', ['la2']],
    ['?location=San%20Francisco&category=economy&minPrice=26&maxPrice=44.99', ['sf1']],
    ['?category=compact&minPrice=41', ['c10']],
    ['?location=Las%20Vegas&minPrice=60&maxPrice=100', ['nv1']],
  ] as [string, CarKey[]][])('combined %s', async (query, expected) => {
    const result = await search(query);
    expect(result.keys).toEqual(order(...expected));
    expect(result.total).toBe(expected.length);
  });

  describe('dates: cars with a pending or confirmed booking overlapping [startDate, endDate) are left out', () => {
    beforeAll(async () => {
      await book('la1', '2031-03-10', '2031-03-15', 'confirmed');
      await book('la2', '2031-03-20', '2031-03-25', 'pending');
      await book('sf1', '2031-03-10', '2031-03-15', 'cancelled');
      await book('sf1', '2031-03-11', '2031-03-14', 'completed');
      await book('zero', '2031-03-01', '2031-03-31', 'cancelled');
    });

    const everyone = () => displayOrder();
    it.each([
      ['a booking ending on the start day does not block', '2031-03-15', '2031-03-18', []],
      ['a booking starting on the end day does not block', '2031-03-05', '2031-03-10', []],
      ['a booking starting on the end day does not block (pending)', '2031-03-16', '2031-03-20', []],
      ['a period inside a booking blocks', '2031-03-11', '2031-03-12', ['la1']],
      ['a period covering a booking blocks', '2031-03-05', '2031-03-20', ['la1']],
      ['overlapping the first day blocks', '2031-03-14', '2031-03-16', ['la1']],
      ['overlapping the last day blocks', '2031-03-09', '2031-03-11', ['la1']],
      ['the exact same period blocks', '2031-03-10', '2031-03-15', ['la1']],
      ['a pending booking blocks', '2031-03-24', '2031-03-30', ['la2']],
      ['two bookings, two cars', '2031-03-12', '2031-03-21', ['la1', 'la2']],
      ['cancelled and completed bookings never block', '2031-03-11', '2031-03-13', ['la1']],
    ] as [string, string, string, CarKey[]][])('%s', async (_name, startDate, endDate, blocked) => {
      const result = await search(`?startDate=${startDate}&endDate=${endDate}`);
      const expected = everyone().filter((key) => !blocked.includes(key));
      expect(result.keys).toEqual(expected);
      expect(result.total).toBe(expected.length);
    });

    it('only one of the dates: dates are ignored', async () => {
      expect((await search('?startDate=2031-03-11')).keys).toEqual(everyone());
      expect((await search('?endDate=2031-03-12')).keys).toEqual(everyone());
    });

    it('combines with the other filters', async () => {
      const result = await search(
        '?location=los%20angeles&startDate=2031-03-12&endDate=2031-03-22&category=luxury&maxPrice=200',
      );
      expect(result.keys).toEqual([]);
      const open = await search('?location=los%20angeles&startDate=2031-03-12&endDate=2031-03-14');
      expect(open.keys).toEqual(laArea().filter((key) => key !== 'la1')); // la1 is booked then; equal distances tie by id
      expect(open.total).toBe(6);
    });
  });

  describe('pages', () => {
    it('page 1 and 2 of 2, and the total in X-Total-Count', async () => {
      const first = await search('?pageSize=2');
      expect(first).toMatchObject({ keys: displayOrder().slice(0, 2), total: 9, page: 1, pageSize: 2 });
      const second = await search('?pageSize=2&page=2');
      expect(second).toMatchObject({ keys: displayOrder().slice(2, 4), total: 9, page: 2, pageSize: 2 });
    });

    it('walking every page gives every car once, in order (ties broken by id)', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) seen.push(...(await search(`?pageSize=2&page=${page}`)).keys);
      expect(seen).toEqual(displayOrder());
      const last = await search('?pageSize=2&page=5');
      expect(last.keys).toEqual(['zero']);
    });

    it('a page past the end is an empty array with the real total', async () => {
      const result = await search('?pageSize=2&page=6');
      expect(result).toMatchObject({ keys: [], total: 9, page: 6, pageSize: 2 });
      const far = await search('?page=100000');
      expect(far).toMatchObject({ keys: [], total: 9, page: 100000, pageSize: 24 });
    });

    it('pageSize 100 is the largest; filters and pages together', async () => {
      expect((await search('?pageSize=100')).keys).toEqual(displayOrder());
      const result = await search('?category=economy&pageSize=1&page=2');
      expect(result).toMatchObject({ keys: ['sf1'], total: 3, page: 2, pageSize: 1 });
    });
  });

  describe('400 with the contracts error shape, saying which filter', () => {
    it.each([
      ['?startDate=2031-02-30', 'startDate', 'Start date is not a valid date (use YYYY-MM-DD)'],
      ['?startDate=03/10/2031', 'startDate', 'Start date is not a valid date (use YYYY-MM-DD)'],
      ['?endDate=tomorrow', 'endDate', 'End date is not a valid date (use YYYY-MM-DD)'],
      ['?startDate=2031-03-10&endDate=2031-03-09', 'endDate', 'End date must be after start date'],
      ['?startDate=2031-03-10&endDate=2031-03-10', 'endDate', 'End date must be after start date'],
      ['?minPrice=90&maxPrice=10', 'minPrice', 'Minimum price cannot be above maximum price'],
      [
        '?category=boat',
        'category',
        'Category must be one of: economy, compact, midsize, luxury, suv, electric, truck',
      ],
      [
        '?category=Economy',
        'category',
        'Category must be one of: economy, compact, midsize, luxury, suv, electric, truck',
      ],
      ['?minPrice=-1', 'minPrice', 'Minimum price cannot be negative'],
      ['?maxPrice=-0.01', 'maxPrice', 'Maximum price cannot be negative'],
      ['?maxPrice=cheap', 'maxPrice', 'Maximum price must be a number'],
      ['?minPrice=Infinity', 'minPrice', 'Minimum price must be a number'],
      ['?page=0', 'page', 'Page must be a whole number from 1 to 100000'],
      ['?page=-2', 'page', 'Page must be a whole number from 1 to 100000'],
      ['?page=1.5', 'page', 'Page must be a whole number from 1 to 100000'],
      ['?page=two', 'page', 'Page must be a whole number from 1 to 100000'],
      ['?page=100001', 'page', 'Page must be a whole number from 1 to 100000'],
      ['?pageSize=101', 'pageSize', 'Page size must be a whole number from 1 to 100'],
      ['?pageSize=0', 'pageSize', 'Page size must be a whole number from 1 to 100'],
      ['?pageSize=ten', 'pageSize', 'Page size must be a whole number from 1 to 100'],
      ['?location=a&location=b', 'location', 'Location must be text'],
      [`?location=${'x'.repeat(101)}`, 'location', 'Location is too long'],
      ['?location=Santa%00Monica', 'location', 'Text must not contain NUL characters'],
      ['?sort=nearest', 'sort', 'Sort must be one of: distance, rating, price_asc, price_desc'],
      ['?minSeats=3', 'minSeats', 'Minimum seats must be one of: 2, 4, 5, 7, 8'],
      ['?minSeats=many', 'minSeats', 'Minimum seats must be one of: 2, 4, 5, 7, 8'],
      ['?transmission=cvt', 'transmission', 'Transmission must be one of: automatic, manual'],
      ['?fuelType=coal', 'fuelType', 'Fuel type must be one of: gasoline, electric, hybrid, diesel'],
      [
        '?features=gps,jetpack',
        'features.1',
        'Each feature must be one of: bluetooth, backup_camera, cruise_control, gps, usb_charger, aux_input, heated_seats, air_conditioning, sunroof, keyless_entry, android_auto, apple_carplay',
      ],
    ])('%s', async (query, path, message) => {
      const res = await get(`/api/cars${query}`);
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ message, issues: [{ path, message }] });
      expect(res.headers.get('x-total-count')).toBeNull();
    });

    it('dates before today in Los Angeles, each named; today is fine', async () => {
      const today = marketToday();
      const yesterday = addDays(today, -1);
      for (const [query, path, message] of [
        [`?startDate=${yesterday}&endDate=${addDays(today, 2)}`, 'startDate', 'Start date cannot be in the past'],
        [`?endDate=${yesterday}`, 'endDate', 'End date cannot be in the past'],
        [`?startDate=${addDays(today, -9)}`, 'startDate', 'Start date cannot be in the past'],
      ]) {
        const res = await get(`/api/cars${query}`);
        expect(res.status, query).toBe(400);
        expect(res.json()).toEqual({ message, issues: [{ path, message }] });
      }
      expect((await get(`/api/cars?startDate=${today}&endDate=${addDays(today, 1)}`)).status).toBe(200);
    });

    it('several wrong filters: each one named', async () => {
      const res = await get('/api/cars?startDate=nope&category=boat&minPrice=-3&pageSize=500');
      expect(res.status).toBe(400);
      const body = res.json<{ message: string; issues: { path: string }[] }>();
      expect(body.message).toBe('Start date is not a valid date (use YYYY-MM-DD)');
      expect(body.issues.map((issue) => issue.path)).toEqual(['startDate', 'category', 'minPrice', 'pageSize']);
    });
  });
});

describe('GET /api/cars/featured', () => {
  it('the 8 best rated available cars, best first', async () => {
    const res = await get('/api/cars/featured');
    expect(res.status).toBe(200);
    const cars = res.json<CarModel[]>();
    expect(keysOf(cars)).toEqual(displayOrder().slice(0, 8));
    expect(cars.every((car) => car.isAvailable)).toBe(true);
    expect(cars[0]).toMatchObject({ id: ids.nv1, rating: '4.90', pricePerDay: '65.00' });
  });
});

describe('GET /api/cars/:id', () => {
  it('the car with its host’s public profile', async () => {
    const res = await get(`/api/cars/${ids.la1}`);
    expect(res.status).toBe(200);
    const car = res.json<CarDetail>();
    const { cars } = await search('?location=Los%20Angeles&pageSize=1');
    const { distanceMiles: _distance, ...asListed } = cars[0] as CarModel & { distanceMiles: number };
    expect(car).toEqual({
      ...asListed,
      instantBook: true,
      host: {
        id: users.ana,
        firstName: 'Ana',
        lastName: 'Host',
        fullName: 'Ana Host',
        profileImageUrl: 'https://example.com/ana.jpg',
        memberSince: '2024-03-01T10:00:00.000Z',
        rating: '4.85',
        reviewCount: 12,
      },
    });
    expect(res.text).not.toContain('@cars.test');
    expect(res.text).not.toContain('passwordHash');
  });

  it('an unavailable car is still readable', async () => {
    const res = await get(`/api/cars/${ids.unav}`);
    expect(res.status).toBe(200);
    expect(res.json<CarDetail>()).toMatchObject({
      id: ids.unav,
      isAvailable: false,
      host: { id: users.ana, fullName: 'Ana Host' },
    });
  });

  it('the id is case-insensitive', async () => {
    const res = await get(`/api/cars/${ids.sf1.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.json<CarDetail>()).toMatchObject({
      id: ids.sf1,
      host: { id: users.ben, fullName: 'Ben Owner', profileImageUrl: null, rating: '0.00', reviewCount: 0 },
    });
  });

  it('is the same for a signed-in visitor, and reads no session: it answers while the session table is locked', async () => {
    const ana = await signIn('ana');
    const anonymous = await get(`/api/cars/${ids.la1}`);
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table session in access exclusive mode');
      const signedIn = await get(`/api/cars/${ids.la1}`, ana);
      expect(signedIn.status).toBe(200);
      expect(signedIn.json()).toEqual(anonymous.json());
      expect((await get('/api/cars/featured', ana)).status).toBe(200);
    } finally {
      await blocker.end();
    }
  });

  it.each([
    '00000000-0000-4000-8000-000000000000',
    'not-a-uuid',
    '123',
    "x'%20or%20'1'='1",
    '%E2%9C%93',
    `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(13)}`,
  ])('404 Auto no encontrado for %s', async (id) => {
    const res = await get(`/api/cars/${id}`);
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: 'Auto no encontrado' });
  });
});

describe('GET /api/cars/:id/booked-dates', () => {
  it('pending and confirmed bookings ending today or later, sorted, dates only', async () => {
    const d = (n: number) => addDays(today, n);
    await book('la3', d(10), d(12), 'confirmed');
    await book('la3', d(-5), d(-2), 'confirmed'); // over
    await book('la3', d(-2), d(0), 'confirmed'); // ends today
    await book('la3', d(3), d(6), 'pending');
    await book('la3', d(6), d(9), 'cancelled');
    await book('la3', d(-20), d(-18), 'completed');
    await book('la3', d(20), d(22), 'completed');
    const res = await get(`/api/cars/${ids.la3}/booked-dates`);
    expect(res.status).toBe(200);
    expect(res.json<BookedDateRange[]>()).toEqual([
      { startDate: d(-2), endDate: d(0) },
      { startDate: d(3), endDate: d(6) },
      { startDate: d(10), endDate: d(12) },
    ]);
    expect(res.text).not.toContain('Rosa');
  });

  it('an empty array for a car without bookings', async () => {
    const res = await get(`/api/cars/${ids.pct}/booked-dates`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'nope'])('404 for %s', async (id) => {
    const res = await get(`/api/cars/${id}/booked-dates`);
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: 'Auto no encontrado' });
  });
});

describe('GET /api/cars/:id/cover', () => {
  const photo = (background: string) =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .webp()
      .toBuffer();
  const cover = (carId: string, init?: RequestInit) => fetch(`${api.url}/api/cars/${carId}/cover`, init);

  it("redirects to the car's first photo, asked again on each use, scaled with w, and follows the photos' order", async () => {
    const [first, second] = [await photo('#5b3df5'), await photo('#f5a33d')];
    const bucket = api.storage.buckets.carPhotos;
    await api.storage.put(bucket, 'cars/la1/1.webp', first, 'image/webp');
    await api.storage.put(bucket, 'cars/la1/2.webp', second, 'image/webp');

    const redirect = await cover(ids.la1!, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('public, no-cache');
    expect(redirect.headers.get('location')).toBe(await photoStoreUrl(api.storage, 'cars/la1/1.webp'));
    const res = await cover(ids.la1!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(first);

    const scaled = await fetch(`${api.url}/api/cars/${ids.la1}/cover?w=320`);
    expect(await sharp(Buffer.from(await scaled.arrayBuffer())).metadata()).toMatchObject({ width: 320 });

    const em = api.orm.em.fork();
    await em.nativeUpdate(
      Car,
      { id: ids.la1 },
      { images: ['/api/photos/cars/la1/2.webp', '/api/photos/cars/la1/1.webp'] },
    );
    try {
      expect(Buffer.from(await (await cover(ids.la1!)).arrayBuffer())).toEqual(second);
    } finally {
      await em.nativeUpdate(
        Car,
        { id: ids.la1 },
        { images: ['/api/photos/cars/la1/1.webp', '/api/photos/cars/la1/2.webp'] },
      );
    }
  });

  it('404 for a car without photos or no such car, 400 for a width it does not offer', async () => {
    for (const id of [ids.pct, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await get(`/api/cars/${id}/cover`);
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ message: 'Auto no encontrado' });
    }
    const odd = await get(`/api/cars/${ids.la1}/cover?w=999`);
    expect(odd.status).toBe(400);
    expect(odd.json()).toMatchObject({ message: 'w must be one of 320, 480, 800' });
  });
});

describe('GET /api/cars/:id/reviews', () => {
  let reviewBookings = 0;
  async function review(
    carKey: CarKey,
    reviewer: keyof typeof users,
    rating: number,
    createdAt: Date,
    comment?: string,
  ) {
    const em = api.orm.em.fork();
    const start = addDays('2025-01-01', ++reviewBookings * 3);
    const bookingId = await book(carKey, start, addDays(start, 2), 'completed');
    const row = em.create(Review, {
      booking: em.getReference(Booking, bookingId),
      car: em.getReference(Car, ids[carKey]),
      reviewer: em.getReference(User, users[reviewer]),
      reviewee: em.getReference(User, users[CARS[carKey].host]),
      authorRole: 'renter',
      rating,
      comment: comment ?? null,
      createdAt,
      publishedAt: createdAt,
    });
    await em.flush();
    return row.id;
  }

  it('newest first, with the reviewer’s name and avatar, a null name when nameless', async () => {
    const oldest = await review('la1', 'rosa', 5, at(-3), 'Great car!');
    const newest = await review('la1', 'nameless', 4, at(-1));
    const middle = await review('la1', 'raul', 3, at(-2), 'OK');
    const res = await get(`/api/cars/${ids.la1}/reviews`);
    expect(res.status).toBe(200);
    const reviews = res.json<ReviewModel[]>();
    expect(reviews.map((r) => r.id)).toEqual([newest, middle, oldest]);
    expect(reviews[0]).toEqual({
      id: newest,
      bookingId: expect.any(String),
      carId: ids.la1,
      reviewerId: users.nameless,
      revieweeId: users.ana,
      rating: 4,
      comment: null,
      createdAt: at(-1).toISOString(),
      reviewer: { fullName: null, profileImageUrl: null },
      answer: null,
      answeredAt: null,
    });
    expect(reviews[1]!.reviewer).toEqual({ fullName: 'Raúl', profileImageUrl: null });
    expect(reviews[2]).toMatchObject({
      rating: 5,
      comment: 'Great car!',
      reviewer: { fullName: 'Rosa Renter', profileImageUrl: 'https://example.com/rosa.jpg' },
    });
    expect(res.text).not.toContain('@cars.test');
  });

  it('ten a page, newest first, the total in the headers; the summary counts every review by stars', async () => {
    const em = api.orm.em.fork();
    const reviews = [];
    for (let n = 0; n < 55; n++) {
      const start = addDays('2020-01-01', n * 3);
      const booking = em.create(Booking, {
        car: em.getReference(Car, ids.c9),
        renter: em.getReference(User, users.rosa),
        host: em.getReference(User, users.ben),
        startDate: start,
        endDate: addDays(start, 1),
        driverLicense: 'D1',
        fullName: 'Rosa Renter',
        address: 'a',
        phone: 'p',
        emergencyContact: 'e',
        emergencyPhone: 'p',
        totalPrice: '40.00',
        serviceFee: '4.00',
        insuranceFee: '0.00',
        status: 'completed',
      });
      reviews.push(
        em.create(Review, {
          booking,
          car: em.getReference(Car, ids.c9),
          reviewer: em.getReference(User, users.rosa),
          reviewee: em.getReference(User, users.ben),
          authorRole: 'renter',
          rating: 1 + (n % 5),
          createdAt: at(n),
          publishedAt: at(n),
        }),
      );
    }
    await em.flush();
    const first = await get(`/api/cars/${ids.c9}/reviews`);
    const firstPage = first.json<ReviewModel[]>();
    expect(firstPage.map((r) => r.createdAt)).toEqual(Array.from({ length: 10 }, (_, n) => at(54 - n).toISOString()));
    expect([first.headers.get('x-total-count'), first.headers.get('x-page'), first.headers.get('x-page-size')]).toEqual(
      ['55', '1', '10'],
    );
    const last = await get(`/api/cars/${ids.c9}/reviews?page=6`);
    expect(last.json<ReviewModel[]>().map((r) => r.createdAt)).toEqual(
      Array.from({ length: 5 }, (_, n) => at(4 - n).toISOString()),
    );
    expect((await get(`/api/cars/${ids.c9}/reviews?page=7`)).json()).toEqual([]);

    const summary = await get(`/api/cars/${ids.c9}/reviews/summary`);
    expect(summary.status).toBe(200);
    expect(summary.json<RatingBreakdown>()).toEqual({
      total: 55,
      average: '3.00',
      stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 11 })),
    });
  });

  it.each(['0', '-1', 'two', '1.5', '10001'])('a page of %s is a 400 that says which pages exist', async (page) => {
    const res = await get(`/api/cars/${ids.c9}/reviews?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Page must be a whole number from 1 to 10000' });
  });

  it('the summary of a car without reviews is all zeros', async () => {
    const res = await get(`/api/cars/${ids.zero}/reviews/summary`);
    expect(res.json<RatingBreakdown>()).toEqual({
      total: 0,
      average: '0.00',
      stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
    expect((await get('/api/cars/nope/reviews/summary')).status).toBe(404);
  });

  it('an empty array for a car without reviews', async () => {
    const res = await get(`/api/cars/${ids.zero}/reviews`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'nope'])('404 for %s', async (id) => {
    const res = await get(`/api/cars/${id}/reviews`);
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: 'Auto no encontrado' });
  });
});

describe('GET /api/hosts/:id', () => {
  const profileOf = async (id: string) => {
    const res = await get(`/api/hosts/${id}`);
    expect(res.status).toBe(200);
    return res.json<HostProfile>();
  };

  it('the public profile: name, member since, rating, completed trips and the bookable cars, nothing private', async () => {
    const profile = await profileOf(users.ana);
    expect(profile).toMatchObject({
      id: users.ana,
      firstName: 'Ana',
      lastName: 'Host',
      fullName: 'Ana Host',
      profileImageUrl: 'https://example.com/ana.jpg',
      memberSince: '2024-03-01T10:00:00.000Z',
      rating: '4.85',
      reviewCount: 12,
    });
    expect(keysOf(profile.cars)).toEqual(['la2', 'la1']);
    const res = await get(`/api/hosts/${users.ana}`);
    expect(res.text).not.toContain('@cars.test');
    expect(res.text).not.toContain('passwordHash');
  });

  it('a host without a name has a null name: each page says it in its language', async () => {
    expect(await profileOf(users.nameless)).toMatchObject({ firstName: '', lastName: ' ', fullName: null, cars: [] });
  });

  it('counts completed trips only', async () => {
    const before = (await profileOf(users.ben)).tripsCompleted;
    await book('sf1', '2024-05-01', '2024-05-03', 'completed');
    await book('sf1', '2024-06-01', '2024-06-03', 'cancelled');
    await book('sf1', addDays(today, 40), addDays(today, 42), 'confirmed');
    expect((await profileOf(users.ben)).tripsCompleted).toBe(before + 1);
  });

  it.each([
    ['a renter', () => users.rosa],
    ['nobody', () => '00000000-0000-4000-8000-000000000000'],
    ['not an id', () => 'nope'],
  ])('404 Anfitrión no encontrado for %s', async (_, id) => {
    const res = await get(`/api/hosts/${id()}`);
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: 'Anfitrión no encontrado' });
  });
});

describe('GET /api/cars/host/:hostId', () => {
  it('anonymous: the host’s available cars, newest listing first', async () => {
    const res = await get(`/api/cars/host/${users.ana}`);
    expect(res.status).toBe(200);
    expect(keysOf(res.json<CarModel[]>())).toEqual(['la2', 'la1']);
  });

  it('the host themself also sees the unavailable ones', async () => {
    const res = await get(`/api/cars/host/${users.ana}`, await signIn('ana'));
    expect(keysOf(res.json<CarModel[]>())).toEqual(['la2', 'la1', 'unav']);
  });

  it('so does an admin', async () => {
    const res = await get(`/api/cars/host/${users.ana}`, await signIn('admin'));
    expect(keysOf(res.json<CarModel[]>())).toEqual(['la2', 'la1', 'unav']);
  });

  it('another signed-in host does not', async () => {
    const client = await signIn('ben');
    expect(keysOf((await get(`/api/cars/host/${users.ana}`, client)).json<CarModel[]>())).toEqual(['la2', 'la1']);
    expect(keysOf((await get(`/api/cars/host/${users.ben}`, client)).json<CarModel[]>())).toEqual(
      ['zero', 'nv1', 'c9', 'c10', 'sf1', 'la3', 'pct'].sort((a, b) => hostOrder(a as CarKey, b as CarKey)),
    );
  });

  it.each([
    ['an unknown host', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['a renter', 'rosa'],
  ])('%s: an empty array', async (_name, id) => {
    const res = await get(`/api/cars/host/${id === 'rosa' ? users.rosa : id}`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

/** Newest listing first, then id. */
function hostOrder(a: CarKey, b: CarKey): number {
  return CARS[b].created - CARS[a].created || (ids[a] < ids[b] ? -1 : 1);
}
