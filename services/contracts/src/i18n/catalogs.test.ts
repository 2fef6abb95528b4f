import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import { messageText, textOf } from './message-text.ts';
import { defaultLanguageOf, message, parseMessage } from './messages.ts';

/** The placeholders a message uses (plural and select ones included, with those inside their branches). */
function placeholders(compiled: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    found.add(name);
    if (format && typeof format === 'object')
      for (const [key, branch] of Object.entries(format))
        if (key !== 'offset') placeholders(branch as CompiledMessage, found);
  }
  return found;
}

describe('the contracts catalogs', () => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages, and every text is ICU MessageFormat', () => {
    for (const [id, text] of Object.entries(en)) {
      const spanish = (es as Record<string, string>)[id] ?? '';
      expect([id, [...placeholders(compileMessageOrThrow(spanish))].sort()]).toEqual([
        id,
        [...placeholders(compileMessageOrThrow(text))].sort(),
      ]);
    }
  });

  it('name their messages as flat lowerCamel ids that parse as references', () => {
    for (const id of Object.keys(en)) expect(parseMessage(id)).toEqual({ id, values: {} });
  });
});

describe('messageText', () => {
  it('says a message in the chosen language, or in its default one (today’s text) when none was chosen', () => {
    expect(messageText('booking.ownCar', null)).toBe('You cannot book your own car');
    expect(messageText('booking.ownCar', 'en')).toBe('You cannot book your own car');
    expect(messageText('booking.ownCar', 'es')).toBe('No puedes reservar tu propio auto');
    expect(defaultLanguageOf('cars.notFound')).toBe('es');
    expect(messageText('cars.notFound', null)).toBe('Auto no encontrado');
    expect(messageText('cars.notFound', 'en')).toBe('Car not found');
  });

  it('fills placeholders, plurals and messages named by a placeholder, in the same language', () => {
    const nested = message('text.isoDateFormat', { field: 'search.startDateInvalid' });
    expect(messageText(nested, null)).toBe('Start date is not a valid date (use YYYY-MM-DD)');
    expect(messageText(nested, 'es')).toBe('La fecha de inicio no es una fecha válida (usa AAAA-MM-DD)');
    expect(textOf('carRules.minDays', 'es', { count: 1 })).toBe('Este auto se reserva por un mínimo de 1 día.');
    expect(textOf('carRules.minDays', 'en', { count: 3 })).toBe('This car can be booked for at least 3 days');
    // numbers in a plain placeholder stay as the English text always wrote them
    expect(textOf('query.page', null, { max: 100_000 })).toBe('Page must be a whole number from 1 to 100000');
  });

  it('says a list of values one by one, joined with commas', () => {
    const days = message('availability.daysBooked', {
      days: ['2026-12-01', message('availability.dayRange', { first: '2026-12-03', last: '2026-12-05' })],
    });
    expect(messageText(days, null)).toBe(
      'These days are booked and cannot be blocked: 2026-12-01, 2026-12-03 to 2026-12-05',
    );
    expect(messageText(days, 'es')).toBe(
      'Estos días están reservados y no se pueden bloquear: 2026-12-01, 2026-12-03 al 2026-12-05',
    );
  });

  it('passes any other text through unchanged', () => {
    for (const text of ['Not a reference', 'Invalid type: Expected string but received 42', 'unknown.messageId', ''])
      expect(messageText(text, 'es')).toBe(text);
  });
});
