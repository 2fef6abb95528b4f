import { makeCarDetail } from './fixtures';
import { apiError, json, type MockRoutes, mockApi, type RouteHandler } from './mock-api';

const car = makeCarDetail();

describe('mockApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers an endpoint's path with its params, preferring fixed segments over parameters", async () => {
    const api = mockApi({
      'GET /api/cars/:id': ({ params }) => json({ ...car, id: params.id }),
      'GET /api/cars/featured': json([car]),
    });
    expect(await (await fetch('http://localhost/api/cars/c%2042')).json()).toMatchObject({ id: 'c 42' });
    expect(await (await fetch('http://localhost/api/cars/featured')).json()).toEqual([car]);
    expect(api.calls('GET /api/cars/:id').map((request) => request.params)).toEqual([{ id: 'c 42' }]);
    expect(api.calls('GET /api/cars/featured')).toHaveLength(1);
  });

  it('answers 404 for anything else, and errors in the API shape', async () => {
    mockApi({ 'POST /api/bookings': apiError(409, 'Taken') });
    expect((await fetch('http://localhost/api/bookings')).status).toBe(404);
    const conflict = await fetch('http://localhost/api/bookings', { method: 'POST', body: '{}' });
    expect([conflict.status, await conflict.json()]).toEqual([409, { message: 'Taken' }]);
  });

  it("types every route by the contracts' endpoints and their response shapes (checked by typecheck)", () => {
    expectTypeOf<MockRoutes>().toHaveProperty('GET /api/cars/:id');
    expectTypeOf<MockRoutes>().not.toHaveProperty('GET /api/car/:id');
    expectTypeOf(json(car)).toExtend<RouteHandler<'GET /api/cars/:id'>>();
    expectTypeOf(json([car])).not.toExtend<RouteHandler<'GET /api/cars/:id'>>();
    expectTypeOf(apiError(404, 'Auto no encontrado')).toExtend<RouteHandler<'GET /api/cars/:id'>>();
  });
});
