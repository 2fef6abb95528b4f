import { describe, expect, it } from 'vitest';
import { checkTransition } from './booking-lifecycle.ts';
import {
  BOOKING_RULE_MESSAGES,
  bookingDatesIssue,
  earliestStartDate,
  holdExpiry,
  latestStartDate,
} from './booking-rules.ts';
import { CHECKOUT_HOLD_MINUTES } from './policy.ts';
import { wallTimeToInstant } from './time-zone.ts';

// 9:59 and 10:00 on 2 March 2027 in Los Angeles (PST)
const beforePickup = wallTimeToInstant('2027-03-02', 9, 59);
const atPickup = wallTimeToInstant('2027-03-02', 10, 0);
const evening = wallTimeToInstant('2027-03-02', 19, 40);

describe('earliest and latest start', () => {
  it('is today until 10:00 in Los Angeles, then tomorrow', () => {
    expect(earliestStartDate(beforePickup)).toBe('2027-03-02');
    expect(earliestStartDate(atPickup)).toBe('2027-03-03');
    expect(earliestStartDate(evening)).toBe('2027-03-03');
  });

  it('is at most 12 months (365 days) ahead', () => {
    expect(latestStartDate(evening)).toBe('2028-03-01');
  });
});

describe('bookingDatesIssue', () => {
  it.each([
    ['a start yesterday', '2027-03-01', '2027-03-04', beforePickup, 'startDate', BOOKING_RULE_MESSAGES.startInPast],
    ['today at 19:40', '2027-03-02', '2027-03-03', evening, 'startDate', BOOKING_RULE_MESSAGES.pickupPassed],
    ['2200 to 2400', '2200-01-01', '2400-01-01', evening, 'startDate', BOOKING_RULE_MESSAGES.tooFarAhead],
    ['a 31-day trip', '2027-04-01', '2027-05-02', evening, 'endDate', BOOKING_RULE_MESSAGES.tooLong],
    ['an end in year 9999', '2027-04-01', '9999-12-31', evening, 'endDate', BOOKING_RULE_MESSAGES.tooLong],
  ])('refuses %s', (_case, start, end, now, path, message) => {
    expect(bookingDatesIssue(start, end, now)).toMatchObject({ path, message });
  });

  it.each([
    ['today before pickup', '2027-03-02', '2027-03-03', beforePickup],
    ['tomorrow in the evening', '2027-03-03', '2027-03-04', evening],
    ['exactly 30 days', '2027-04-01', '2027-05-01', evening],
    ['the last day 12 months ahead', '2028-03-01', '2028-03-05', evening],
  ])('accepts %s', (_case, start, end, now) => {
    expect(bookingDatesIssue(start, end, now)).toBeUndefined();
  });
});

describe('the checkout hold', () => {
  const created = new Date('2027-03-02T18:00:00Z');
  const booking = {
    status: 'pending' as const,
    startDate: '2027-03-10',
    endDate: '2027-03-12',
    holdExpiresAt: holdExpiry(created),
  };

  it('lasts 15 minutes', () => {
    expect(holdExpiry(created).getTime() - created.getTime()).toBe(CHECKOUT_HOLD_MINUTES * 60_000);
  });

  it('lets the platform cancel an unpaid booking only once the hold has expired', () => {
    const justBefore = new Date(booking.holdExpiresAt.getTime() - 1);
    expect(checkTransition(booking, 'cancelled', 'system', justBefore).ok).toBe(false);
    expect(checkTransition(booking, 'cancelled', 'system', booking.holdExpiresAt).ok).toBe(true);
  });

  it('never lets the platform cancel a paid booking', () => {
    const paid = { ...booking, status: 'confirmed' as const };
    const later = new Date(booking.holdExpiresAt.getTime() + 3_600_000);
    expect(checkTransition(paid, 'cancelled', 'system', later)).toMatchObject({ ok: false, reason: 'conflict' });
  });
});
