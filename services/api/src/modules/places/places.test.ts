/**
 * Places against the running API on the demo seed: the suggestions of GET /api/places, and place
 * searches of GET /api/cars as a renter types them (city, "City, ST", neighbourhood, ZIP, airport).
 */
import type { CarSearchResult, PlaceSuggestion } from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { SEED_CARS } from '../../seed/seed-data.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { TestClient, useTestApi } from '../../testing/helpers.ts';

let api: RunningApi;
useTestApi((started) => ({ api } = started), { seed: true });

const client = () => new TestClient(api.url, { contract: sharedContractChecker() });

async function placeSearch(location: string) {
  const res = await client().get(`/api/cars?pageSize=100&location=${encodeURIComponent(location)}`);
  expect(res.status, res.text).toBe(200);
  return res.json<CarSearchResult[]>();
}

const availableSeedCars = SEED_CARS.filter((car) => car.isAvailable !== false);
const streetsOf = (cars: CarSearchResult[]) => cars.map((car) => car.location);
const milesOf = (cars: CarSearchResult[]) => cars.map((car) => car.distanceMiles!);

describe('GET /api/places', () => {
  it('suggests places as a renter types, each with its kind', async () => {
    const res = await client().get('/api/places?q=santa%20mon');
    expect(res.status).toBe(200);
    expect(res.json<PlaceSuggestion[]>()[0]).toEqual({
      value: 'Santa Monica, CA',
      label: 'Santa Monica, CA',
      kind: 'city',
      detail: 'California',
    });
    const lax = (await client().get('/api/places?q=LAX')).json<PlaceSuggestion[]>();
    expect(lax[0]).toEqual({
      value: 'LAX',
      label: 'Los Angeles International Airport (LAX)',
      kind: 'airport',
      detail: 'Los Angeles',
    });
    const zips = (await client().get('/api/places?q=9029')).json<PlaceSuggestion[]>();
    expect(zips.map((zip) => zip.value)).toContain('90291');
  });

  it('nothing for less than two characters, no q, or gibberish', async () => {
    for (const query of ['?q=v', '', '?q=', '?q=zzqx']) {
      const res = await client().get(`/api/places${query}`);
      expect(res.status).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('400 naming q when it is too long or not text', async () => {
    const long = await client().get(`/api/places?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.json()).toMatchObject({ issues: [{ path: 'q', message: 'q must be at most 100 characters' }] });
    expect((await client().get('/api/places?q=a&q=b')).status).toBe(400);
  });
});

describe('place search on the demo cars', () => {
  it('"Los Angeles" is the LA area: every available demo car, nearest first', async () => {
    const cars = await placeSearch('Los Angeles');
    expect(cars).toHaveLength(availableSeedCars.length);
    expect(milesOf(cars)).toEqual([...milesOf(cars)].sort((a, b) => a - b));
    // from the city's centre (downtown) out to Malibu
    expect(cars[0]!.distanceMiles).toBeLessThan(2);
    expect(cars.at(-1)!.city).toBe('Malibu');
  });

  it('"Santa Monica, CA" finds the Santa Monica cars first and not the Century City car on Santa Monica Blvd', async () => {
    const cars = await placeSearch('Santa Monica, CA');
    const inSantaMonica = availableSeedCars.filter((car) => car.city === 'Santa Monica').map((car) => car.location);
    expect(streetsOf(cars).slice(0, inSantaMonica.length).sort()).toEqual([...inSantaMonica].sort());
    expect(streetsOf(cars)).not.toContain('10250 Santa Monica Blvd');
    expect(await placeSearch('Santa Monica')).toEqual(cars);
  });

  it('a ZIP code, a neighbourhood, "Downtown LA" and an airport each find the cars around them', async () => {
    expect((await placeSearch('90401'))[0]).toMatchObject({ location: '100 Wilshire Blvd', distanceMiles: 0 });
    const venice = await placeSearch('Venice');
    expect(venice.slice(0, 2).map((car) => car.city)).toEqual(['Venice', 'Venice']);
    const downtown = await placeSearch('Downtown LA');
    expect(downtown.length).toBeGreaterThan(0);
    expect(downtown.every((car) => car.distanceMiles! <= 5 / 1.609344 + 0.05)).toBe(true);
    const lax = await placeSearch('LAX');
    // the car on W Century Blvd, by the airport, first
    expect(lax[0]).toMatchObject({ location: '5800 W Century Blvd' });
    expect(lax.every((car) => car.distanceMiles! <= 10 / 1.609344 + 0.05)).toBe(true);
    expect(streetsOf(lax)).not.toContain('600 E Broadway');
  });

  it('an unknown place is a 400 the search page can show, not every car', async () => {
    const res = await client().get('/api/cars?location=Santa%20Monica%20Blvd');
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: 'location' }] });
  });
});
