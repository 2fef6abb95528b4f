import { describe, expect, it } from 'vitest';
import { apiMethod, apiPath } from './api.ts';

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
