import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_FIELD_MESSAGES,
  AvailabilityUpdateSchema,
  addMonths,
  type CarTripRules,
  carRulesSummaryEs,
  carRuleIssue as checkCarRules,
  earliestStartForNotice,
  latestStartForWindow,
  PLATFORM_TRIP_RULES,
} from './car-rules.ts';
import { toApiIssues } from './errors.ts';
import { messageText } from './i18n/message-text.ts';
import { wallTimeToInstant } from './time-zone.ts';

const rules = (overrides: Partial<CarTripRules>): CarTripRules => ({ ...PLATFORM_TRIP_RULES, ...overrides });
const trip = (startDate: string, endDate: string) => ({ startDate, endDate });
/** The rule a trip breaks, its messages as the API (English) and the car page (Spanish) say them by default. */
const carRuleIssue = (...args: Parameters<typeof checkCarRules>) => {
  const issue = checkCarRules(...args);
  return (
    issue && { ...issue, message: messageText(issue.message, null), messageEs: messageText(issue.messageEs, 'es') }
  );
};

// Los Angeles moves to PDT on Sunday 14 March 2027 and back to PST on Sunday 7 November 2027
describe('advance notice, on the pickup instant (10:00 Los Angeles)', () => {
  const oneDay = rules({ advanceNoticeHours: 24 });

  it('counts the 23 real hours before the March change: 24 hours notice refuses the next day', () => {
    const now = wallTimeToInstant('2027-03-13', 10, 0);
    expect(carRuleIssue(trip('2027-03-14', '2027-03-16'), oneDay, now)).toEqual({
      rule: 'advanceNotice',
      path: 'startDate',
      message: 'This host requires at least 1 day notice before pickup',
      messageEs: 'Este anfitrión pide al menos 1 día de anticipación antes de la recogida.',
    });
    expect(earliestStartForNotice(24, now)).toBe('2027-03-15');
    // an hour earlier the pickup is exactly 24 hours away
    const anHourEarlier = wallTimeToInstant('2027-03-13', 9, 0);
    expect(carRuleIssue(trip('2027-03-14', '2027-03-16'), oneDay, anHourEarlier)).toBeUndefined();
    expect(earliestStartForNotice(24, anHourEarlier)).toBe('2027-03-14');
  });

  it('counts the 25 real hours before the November change: 24 hours notice still allows the next day at 11:00', () => {
    const at1100 = wallTimeToInstant('2027-11-06', 11, 0);
    expect(carRuleIssue(trip('2027-11-07', '2027-11-09'), oneDay, at1100)).toBeUndefined();
    expect(earliestStartForNotice(24, at1100)).toBe('2027-11-07');
    const at1101 = wallTimeToInstant('2027-11-06', 11, 1);
    expect(carRuleIssue(trip('2027-11-07', '2027-11-09'), oneDay, at1101)?.rule).toBe('advanceNotice');
    expect(earliestStartForNotice(24, at1101)).toBe('2027-11-08');
  });

  it('is at least the notice: 12 hours before pickup passes, a minute less does not', () => {
    const halfDay = rules({ advanceNoticeHours: 12 });
    expect(carRuleIssue(trip('2027-03-03', '2027-03-05'), halfDay, wallTimeToInstant('2027-03-02', 22, 0))).toBe(
      undefined,
    );
    expect(carRuleIssue(trip('2027-03-03', '2027-03-05'), halfDay, wallTimeToInstant('2027-03-02', 22, 1))).toEqual(
      expect.objectContaining({ message: 'This host requires at least 12 hours notice before pickup' }),
    );
  });

  it('names days for two and three days', () => {
    const now = wallTimeToInstant('2027-03-02', 9, 0);
    expect(carRuleIssue(trip('2027-03-03', '2027-03-05'), rules({ advanceNoticeHours: 48 }), now)?.message).toBe(
      'This host requires at least 2 days notice before pickup',
    );
    expect(carRuleIssue(trip('2027-03-05', '2027-03-07'), rules({ advanceNoticeHours: 72 }), now)).toBeUndefined();
    expect(carRuleIssue(trip('2027-03-04', '2027-03-07'), rules({ advanceNoticeHours: 72 }), now)?.messageEs).toBe(
      'Este anfitrión pide al menos 3 días de anticipación antes de la recogida.',
    );
  });

  it('without notice leaves the pickup rule to the platform (no advance-notice refusal)', () => {
    const evening = wallTimeToInstant('2027-03-02', 19, 0);
    expect(carRuleIssue(trip('2027-03-02', '2027-03-04'), PLATFORM_TRIP_RULES, evening)).toBeUndefined();
    expect(earliestStartForNotice(0, evening)).toBe('2027-03-03');
    expect(earliestStartForNotice(0, wallTimeToInstant('2027-03-02', 9, 59))).toBe('2027-03-02');
  });
});

describe('trip length, in calendar days', () => {
  const threeToTen = rules({ minDays: 3, maxDays: 10 });
  const now = wallTimeToInstant('2027-03-01', 9, 0);

  it.each([
    ['2 days', '2027-03-12', '2027-03-14', 'minDays', 'This car can be booked for at least 3 days'],
    ['11 days', '2027-03-12', '2027-03-23', 'maxDays', 'This car can be booked for at most 10 days'],
    [
      '2 days over the November change',
      '2027-11-06',
      '2027-11-08',
      'minDays',
      'This car can be booked for at least 3 days',
    ],
  ])('refuses %s', (_case, start, end, rule, message) => {
    expect(carRuleIssue(trip(start, end), threeToTen, now)).toMatchObject({ rule, path: 'endDate', message });
  });

  it.each([
    ['3 days across the March change', '2027-03-13', '2027-03-16'],
    ['exactly 10 days', '2027-03-12', '2027-03-22'],
  ])('accepts %s', (_case, start, end) => {
    expect(carRuleIssue(trip(start, end), threeToTen, now)).toBeUndefined();
  });

  it('speaks Spanish on the car page, one day in the singular', () => {
    expect(carRuleIssue(trip('2027-03-12', '2027-03-14'), rules({ minDays: 3 }), now)?.messageEs).toBe(
      'Este auto se reserva por un mínimo de 3 días.',
    );
    expect(carRuleIssue(trip('2027-03-12', '2027-03-14'), rules({ maxDays: 1 }), now)?.messageEs).toBe(
      'Este auto se reserva por un máximo de 1 día.',
    );
  });
});

describe('booking window, in calendar months from today in Los Angeles', () => {
  it('adds months and keeps the day inside the month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
    expect(addMonths('2027-03-02', 12)).toBe('2028-03-02');
  });

  it('ends 3 months after today: the last day passes, the next is refused', () => {
    const threeMonths = rules({ bookingWindowMonths: 3 });
    // 21:00 on 31 January in Los Angeles is already 1 February in UTC: today is still the 31st
    const now = wallTimeToInstant('2027-01-31', 21, 0);
    expect(latestStartForWindow(3, now)).toBe('2027-04-30');
    expect(carRuleIssue(trip('2027-04-30', '2027-05-02'), threeMonths, now)).toBeUndefined();
    expect(carRuleIssue(trip('2027-05-01', '2027-05-03'), threeMonths, now)).toEqual({
      rule: 'bookingWindow',
      path: 'startDate',
      message: 'This car can be booked at most 3 months ahead',
      messageEs: 'Este auto se puede reservar con hasta 3 meses de anticipación.',
    });
  });

  it("leaves the platform's 12 months to the platform's own rule (booking-rules.ts)", () => {
    const now = wallTimeToInstant('2027-01-31', 21, 0);
    expect(carRuleIssue(trip('2028-06-01', '2028-06-03'), PLATFORM_TRIP_RULES, now)).toBeUndefined();
    expect(carRuleIssue(trip('2027-03-01', '2027-04-15'), PLATFORM_TRIP_RULES, now)).toBeUndefined();
  });

  it('one month, in the singular', () => {
    const now = wallTimeToInstant('2027-10-15', 12, 0);
    expect(carRuleIssue(trip('2027-11-16', '2027-11-18'), rules({ bookingWindowMonths: 1 }), now)?.message).toBe(
      'This car can be booked at most 1 month ahead',
    );
  });
});

describe('AvailabilityUpdateSchema', () => {
  const valid = {
    blocks: [{ startDate: '2027-03-10', endDate: '2027-03-13', note: ' Family trip ' }],
    advanceNoticeHours: 24,
    minDays: 2,
    maxDays: 14,
    bookingWindowMonths: 6,
  };
  const issuesOf = (input: unknown) => {
    const result = v.safeParse(AvailabilityUpdateSchema, input);
    return result.success
      ? []
      : toApiIssues(result.issues).map((issue) => ({ ...issue, message: messageText(issue.message, null) }));
  };

  it('accepts the rules and blocks, the note trimmed', () => {
    expect(v.parse(AvailabilityUpdateSchema, valid).blocks[0]?.note).toBe('Family trip');
    expect(issuesOf({ ...valid, blocks: [], advanceNoticeHours: 0, minDays: 30, maxDays: 30 })).toEqual([]);
  });

  it.each([
    ['advanceNoticeHours', { advanceNoticeHours: 36 }, AVAILABILITY_FIELD_MESSAGES.advanceNoticeHours],
    ['minDays', { minDays: 0 }, AVAILABILITY_FIELD_MESSAGES.minDays],
    ['maxDays', { maxDays: 31 }, AVAILABILITY_FIELD_MESSAGES.maxDays],
    ['maxDays', { minDays: 5, maxDays: 4 }, AVAILABILITY_FIELD_MESSAGES.maxBelowMin],
    ['minDays', { minDays: 2.5 }, AVAILABILITY_FIELD_MESSAGES.minDays],
    ['bookingWindowMonths', { bookingWindowMonths: 13 }, AVAILABILITY_FIELD_MESSAGES.bookingWindowMonths],
    ['bookingWindowMonths', { bookingWindowMonths: 0 }, AVAILABILITY_FIELD_MESSAGES.bookingWindowMonths],
    [
      'blocks.0.endDate',
      { blocks: [{ startDate: '2027-03-10', endDate: '2027-03-10' }] },
      AVAILABILITY_FIELD_MESSAGES.endAfterStart,
    ],
    [
      'blocks.0.startDate',
      { blocks: [{ startDate: '2027-02-30', endDate: '2027-03-10' }] },
      'Start date is required (use YYYY-MM-DD)',
    ],
    [
      'blocks.0.note',
      { blocks: [{ startDate: '2027-03-10', endDate: '2027-03-11', note: 'x'.repeat(201) }] },
      AVAILABILITY_FIELD_MESSAGES.note,
    ],
  ])('names %s', (path, change, message) => {
    expect(issuesOf({ ...valid, ...change })).toContainEqual({ path, message: messageText(message, null) });
  });
});

describe('carRulesSummaryEs', () => {
  it('names only the rules that narrow the platform’s', () => {
    expect(carRulesSummaryEs(PLATFORM_TRIP_RULES)).toEqual([]);
    expect(
      carRulesSummaryEs({ advanceNoticeHours: 24, minDays: 3, maxDays: 14, bookingWindowMonths: 1 }).map((part) =>
        messageText(part, null),
      ),
    ).toEqual(['Mínimo 3 días', 'Máximo 14 días', 'Aviso de 1 día', 'Reservas con hasta 1 mes de anticipación']);
    expect(
      carRulesSummaryEs({ ...PLATFORM_TRIP_RULES, advanceNoticeHours: 12 }).map((part) => messageText(part, null)),
    ).toEqual(['Aviso de 12 horas']);
  });
});
