import { describe, expect, it } from 'vitest';
import { apiMethod, apiPath } from './api.ts';
import { API_OPERATIONS } from './operations.ts';

describe('the endpoint table', () => {
  it('fills path parameters, URI-encoded', () => {
    expect(apiPath('GET /api/cars/:id/reviews', { id: 'a b/c' })).toBe('/api/cars/a%20b%2Fc/reviews');
    expect(apiPath('GET /api/bookings/renter/:userId', { userId: 'u1' })).toBe('/api/bookings/renter/u1');
    expect(apiPath('GET /api/cars/featured')).toBe('/api/cars/featured');
  });

  it('names the method', () => {
    expect(apiMethod('POST /api/bookings/:id/payment')).toBe('POST');
  });
});

describe('the operation table', () => {
  it('describes exactly the path parameters each path has', () => {
    for (const [endpoint, operation] of Object.entries(API_OPERATIONS)) {
      const inPath = [...endpoint.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const described = 'params' in operation ? Object.keys(operation.params) : [];
      expect(described, endpoint).toEqual(inPath);
    }
  });

  it('gives every success response a body schema or another kind of body', () => {
    for (const [endpoint, { ok }] of Object.entries(API_OPERATIONS)) {
      expect('schema' in ok || 'other' in ok, endpoint).toBe(true);
    }
  });
});
