import { describe, expect, it } from 'vitest';
import { mapError } from './errors.ts';

describe('mapError', () => {
  it('maps exclusion violations to 409 with the constraint’s sentence and leaves unknown errors as bugs', () => {
    const messages = { booking_no_overlap: 'These dates are taken' };
    const exclusion = (constraint: string) => Object.assign(new Error('x'), { code: '23P01', constraint });
    expect(mapError(exclusion('booking_no_overlap'), messages)).toEqual({
      status: 409,
      body: { message: 'These dates are taken' },
    });
    expect(mapError(exclusion('another_constraint'), messages)).toEqual({
      status: 409,
      body: { message: 'This conflicts with an existing record' },
    });
    expect(mapError(Object.assign(new Error('x'), { code: '22P02' }))?.status).toBe(404);
    expect(mapError(Object.assign(new Error('x'), { code: '22008' }))).toEqual({
      status: 400,
      body: { message: 'A date is out of range' },
    });
    expect(mapError(new TypeError('boom'))).toBeUndefined();
  });
});
