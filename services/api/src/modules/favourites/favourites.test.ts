/** Favourites: each user's own saved cars, saved and removed idempotently, refused signed out or for no car. */
import type { Car, FavouriteState } from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { createParties, type TestParties } from '../../testing/fixtures.ts';
import { query, TestClient, useTestApi } from '../../testing/helpers.ts';

let api: RunningApi;
let dbUrl = '';
useTestApi((started) => {
  api = started.api;
  dbUrl = started.db.url;
});

let clients: TestParties['clients'];
let cars: TestParties['cars'];

beforeAll(async () => {
  ({ clients, cars } = await createParties(api, {
    domain: 'favourites.test',
    people: [{ key: 'host', isHost: true }, { key: 'renter' }, { key: 'other' }],
    cars: 3,
  }));
});

const ids = (list: Car[]) => list.map((car) => car.id);

describe('favourites', () => {
  it('saves cars, lists them most recently saved first, and removes them', async () => {
    const renter = clients.renter!;
    const [first, second] = [cars[0]!.id, cars[1]!.id];
    expect((await renter.get('/api/favourites')).json<Car[]>()).toEqual([]);

    const saved = await renter.request('PUT', `/api/favourites/${first}`);
    expect(saved.status).toBe(200);
    expect(saved.json<FavouriteState>()).toEqual({ carId: first, favourite: true });
    await renter.request('PUT', `/api/favourites/${second}`);
    const listed = (await renter.get('/api/favourites')).json<Car[]>();
    expect(ids(listed)).toEqual([second, first]);
    expect(listed[0]).toMatchObject({ make: 'Test', model: 'Car 1', pricePerDay: '50.00' });

    const removed = await renter.request('DELETE', `/api/favourites/${first}`);
    expect(removed.status).toBe(200);
    expect(removed.json<FavouriteState>()).toEqual({ carId: first, favourite: false });
    expect(ids((await renter.get('/api/favourites')).json<Car[]>())).toEqual([second]);
  });

  it('is idempotent: saving twice stores one row, removing what is not saved answers the same', async () => {
    const renter = clients.renter!;
    const carId = cars[2]!.id;
    const answers = await Promise.all([
      renter.request('PUT', `/api/favourites/${carId}`),
      renter.request('PUT', `/api/favourites/${carId}`),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await query(dbUrl, 'select 1 from favourite where car_id = $1', [carId])).toHaveLength(1);

    expect((await renter.request('DELETE', `/api/favourites/${carId}`)).status).toBe(200);
    const again = await renter.request('DELETE', `/api/favourites/${carId}`);
    expect(again.status).toBe(200);
    expect(again.json<FavouriteState>()).toEqual({ carId, favourite: false });
  });

  it("keeps each user's favourites their own", async () => {
    await clients.other!.request('PUT', `/api/favourites/${cars[0]!.id}`);
    expect(ids((await clients.other!.get('/api/favourites')).json<Car[]>())).toEqual([cars[0]!.id]);
    expect(ids((await clients.renter!.get('/api/favourites')).json<Car[]>())).not.toContain(cars[0]!.id);
  });

  it('answers 401 signed out and 404 for a car that does not exist, writing nothing', async () => {
    const visitor = new TestClient(api.url);
    const carId = cars[0]!.id;
    for (const [method, path] of [
      ['GET', '/api/favourites'],
      ['PUT', `/api/favourites/${carId}`],
      ['DELETE', `/api/favourites/${carId}`],
    ] as const) {
      const res = await visitor.request(method, path);
      expect(res.status).toBe(401);
      expect(res.json()).toHaveProperty('message');
    }
    const before = await query(dbUrl, 'select count(*)::int as n from favourite');
    for (const carPath of ['00000000-0000-4000-8000-000000000000', 'not-a-car']) {
      const res = await clients.renter!.request('PUT', `/api/favourites/${carPath}`);
      expect(res.status).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Auto no encontrado' });
      expect((await clients.renter!.request('DELETE', `/api/favourites/${carPath}`)).status).toBe(404);
    }
    expect(await query(dbUrl, 'select count(*)::int as n from favourite')).toEqual(before);
  });

  it('forgets a favourite when its car is deleted', async () => {
    const em = api.orm.em.fork();
    await clients.renter!.request('PUT', `/api/favourites/${cars[1]!.id}`);
    await em.getConnection().execute('delete from car where id = ?', [cars[1]!.id]);
    expect(ids((await clients.renter!.get('/api/favourites')).json<Car[]>())).not.toContain(cars[1]!.id);
  });
});
