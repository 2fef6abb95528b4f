import { describe, expect, it } from 'vitest';
import { DependencyUnavailableError, mapError } from './errors.ts';

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

  it('maps a dependency out of reach to 503 with Retry-After and a sentence a person can act on', () => {
    const unavailable = {
      status: 503,
      body: { message: 'LA Drive is temporarily unavailable. Try again in a few seconds.' },
      headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' },
    };
    const coded = (code: string, text = 'x') => Object.assign(new Error(text), { code });
    // PostgreSQL stopped: refused connections (one per address of localhost), a shutdown, a lost connection
    expect(mapError(coded('ECONNREFUSED'))).toEqual(unavailable);
    expect(mapError(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'x'))).toEqual(unavailable);
    expect(mapError(coded('57P01', 'terminating connection due to administrator command'))).toEqual(unavailable);
    expect(mapError(coded('08006'))).toEqual(unavailable);
    expect(mapError(new Error('Connection terminated unexpectedly'))).toEqual(unavailable);
    expect(mapError(new Error('wrapped', { cause: coded('ECONNRESET') }))).toEqual(unavailable);
    // the storage service's one error for the store
    expect(mapError(new DependencyUnavailableError('objectStore'))).toEqual(unavailable);
    expect(mapError(coded('ECONNREFUSED'), {}, 'es')?.body.message).toBe(
      'LA Drive no está disponible por el momento. Inténtalo de nuevo en unos segundos.',
    );
    // other failures stay what they were
    expect(mapError(coded('ENOENT'))).toBeUndefined();
    expect(mapError(new AggregateError([coded('ECONNREFUSED'), new TypeError('boom')], 'x'))).toBeUndefined();
  });
});
