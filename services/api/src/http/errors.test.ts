import { describe, expect, it } from 'vitest';
import { mapError } from './errors.ts';

describe('mapError', () => {
  it('maps exclusion violations to 409 and leaves unknown errors as bugs', () => {
    expect(mapError(Object.assign(new Error('x'), { code: '23P01', constraint: 'booking_no_overlap' }))).toEqual({
      status: 409,
      body: { message: 'This car is already booked for some of these dates. Please choose other dates.' },
    });
    expect(mapError(Object.assign(new Error('x'), { code: '22P02' }))?.status).toBe(404);
    expect(mapError(new TypeError('boom'))).toBeUndefined();
  });
});
