import { contractText } from '@ladrive/i18n/catalogs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TRIP_SEARCH_MESSAGES, tripSearchSchema } from './trip-search';

const TODAY = '2026-12-01';
const errorsOf = (language: 'en' | 'es', input: { location?: string; startDate: string; endDate: string }) => {
  const result = v.safeParse(tripSearchSchema(language, {}, TODAY), { location: '', ...input });
  const nested: Record<string, string[] | undefined> = (result.success ? {} : v.flatten(result.issues).nested) ?? {};
  // as the field shows them: the booking rules' messages are contracts references
  const say = contractText(language);
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages?.map((m) => say(m))]));
};

describe('tripSearchSchema', () => {
  it('takes no dates, or two in order from today on', () => {
    expect(errorsOf('es', { startDate: '', endDate: '' })).toEqual({});
    expect(errorsOf('es', { startDate: TODAY, endDate: '2026-12-02' })).toEqual({});
  });

  it('refuses a past start date, in the page language', () => {
    expect(errorsOf('es', { startDate: '2025-01-01', endDate: '2025-01-03' })).toMatchObject({
      startDate: ['La fecha de inicio no puede ser anterior a hoy.'],
    });
    expect(errorsOf('en', { startDate: '2025-01-01', endDate: '2025-01-03' })).toMatchObject({
      startDate: ['Start date cannot be in the past'],
    });
  });

  it('refuses a same-day search on the end date', () => {
    expect(errorsOf('es', { startDate: '2026-12-05', endDate: '2026-12-05' })).toEqual({
      endDate: ['La fecha de fin debe ser después de la fecha de inicio.'],
    });
    expect(errorsOf('en', { startDate: '2026-12-08', endDate: '2026-12-05' })).toEqual({
      endDate: ['End date must be after start date'],
    });
  });

  it('refuses one date alone, on the missing one', () => {
    expect(errorsOf('es', { startDate: '2026-12-05', endDate: '' })).toEqual({
      endDate: [TRIP_SEARCH_MESSAGES.es.endMissing],
    });
    expect(errorsOf('en', { startDate: '', endDate: '2026-12-05' })).toEqual({
      startDate: [TRIP_SEARCH_MESSAGES.en.startMissing],
    });
  });

  it('refuses a date that is not one, and a location too long', () => {
    expect(errorsOf('es', { startDate: '2026-12-32', endDate: '2026-12-20' }).startDate?.[0]).toBe(
      'Ingresa una fecha válida',
    );
    expect(errorsOf('en', { location: 'x'.repeat(101), startDate: '', endDate: '' })).toEqual({
      location: ['The location is too long'],
    });
  });

  it('checks the form’s own entries too', () => {
    const schema = tripSearchSchema('es', { minPrice: v.pipe(v.string(), v.regex(/^\d*$/, 'Precio')) }, TODAY);
    expect(v.safeParse(schema, { location: '', startDate: '', endDate: '', minPrice: 'x' }).success).toBe(false);
  });
});
