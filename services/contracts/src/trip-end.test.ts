import { describe, expect, it } from 'vitest';
import {
  autoCompletionAt,
  checkTransition,
  LIFECYCLE_MESSAGES,
  lastEndDateDueForCompletion,
  tripPhase,
} from './booking-lifecycle.ts';
import { addDays } from './dates.ts';
import { BOOKING_STATUSES } from './enums.ts';
import { TRIP_AUTO_COMPLETE_HOURS } from './policy.ts';
import { pickupInstant, returnInstant } from './time-zone.ts';

const HOUR = 3_600_000;
const trip = { startDate: '2026-07-15', endDate: '2026-07-18' };
const confirmed = { ...trip, status: 'confirmed' as const };
const at = (iso: string) => new Date(iso);

describe('the return time', () => {
  it('is 10:00 in Los Angeles on the end date, summer and winter, as pickup is on the start date', () => {
    expect(returnInstant('2026-07-18').toISOString()).toBe('2026-07-18T17:00:00.000Z');
    expect(returnInstant('2026-12-18').toISOString()).toBe('2026-12-18T18:00:00.000Z');
    expect(returnInstant('2026-11-01').toISOString()).toBe('2026-11-01T18:00:00.000Z'); // the day DST ends
    expect(returnInstant(trip.startDate)).toEqual(pickupInstant(trip.startDate));
  });
});

describe('completion by the platform', () => {
  const due = autoCompletionAt(trip.endDate);

  it(`is due ${TRIP_AUTO_COMPLETE_HOURS} hours after the return time, recorded as the system's act`, () => {
    expect(due.getTime() - returnInstant(trip.endDate).getTime()).toBe(TRIP_AUTO_COMPLETE_HOURS * HOUR);
    expect(checkTransition(confirmed, 'completed', 'system', due)).toMatchObject({
      ok: true,
      rule: { actor: 'system' },
    });
    expect(checkTransition(confirmed, 'completed', 'system', new Date(due.getTime() - 1))).toEqual({
      ok: false,
      reason: 'conflict',
      message: LIFECYCLE_MESSAGES.autoCompletionNotDue,
    });
  });

  it('only completes confirmed trips, and never cancels a paid one', () => {
    for (const status of BOOKING_STATUSES.filter((status) => status !== 'confirmed')) {
      expect(checkTransition({ ...trip, status }, 'completed', 'system', due)).toMatchObject({ ok: false });
    }
    expect(checkTransition(confirmed, 'cancelled', 'system', due)).toMatchObject({ ok: false, reason: 'conflict' });
  });

  it('selects by end date exactly the trips the table lets it complete, at any time of day and across DST', () => {
    const instants = [
      '2026-07-19T16:59:59.999Z', // a millisecond before the 18th's trips are due (10:00 LA + 24 h)
      '2026-07-19T17:00:00.000Z',
      '2026-07-20T06:59:59.000Z', // 23:59 in LA
      '2026-07-20T07:00:00.000Z', // 00:00 in LA
      '2026-11-02T17:30:00.000Z', // the day after DST ends
      '2026-03-09T16:30:00.000Z', // the day after DST starts
      '2027-01-01T00:00:00.000Z',
    ];
    for (const iso of instants) {
      const now = at(iso);
      const last = lastEndDateDueForCompletion(now);
      for (let offset = -3; offset <= 3; offset++) {
        const endDate = addDays(last, offset);
        const allowed = checkTransition(
          { status: 'confirmed', startDate: addDays(endDate, -2), endDate },
          'completed',
          'system',
          now,
        ).ok;
        expect(allowed, `${iso}: end ${endDate}`).toBe(offset <= 0);
      }
    }
    expect(lastEndDateDueForCompletion(at('2026-07-19T16:59:59.999Z'))).toBe('2026-07-17');
    expect(lastEndDateDueForCompletion(at('2026-07-19T17:00:00.000Z'))).toBe('2026-07-18');
  });
});

describe('tripPhase (derived on screen, not a status)', () => {
  const pickup = pickupInstant(trip.startDate).getTime();
  const back = returnInstant(trip.endDate).getTime();

  it('a confirmed trip is upcoming before pickup, in progress until the return time, then ended', () => {
    expect(tripPhase(confirmed, new Date(pickup - 1))).toBe('upcoming');
    expect(tripPhase(confirmed, new Date(pickup))).toBe('inProgress');
    expect(tripPhase(confirmed, new Date(back - 1))).toBe('inProgress');
    expect(tripPhase(confirmed, new Date(back))).toBe('ended');
  });

  it('a completed trip has ended; pending and cancelled bookings are no trip', () => {
    expect(tripPhase({ ...trip, status: 'completed' }, new Date(pickup - 1))).toBe('ended');
    expect(tripPhase({ ...trip, status: 'pending' }, new Date(pickup))).toBeNull();
    expect(tripPhase({ ...trip, status: 'cancelled' }, new Date(pickup))).toBeNull();
  });

  it('host and admin may mark the trip completed exactly when it has ended', () => {
    for (const now of [pickup - 1, pickup, back - 1, back, back + 1]) {
      const ended = tripPhase(confirmed, new Date(now)) === 'ended';
      expect(checkTransition(confirmed, 'completed', 'host', new Date(now)).ok).toBe(ended);
      expect(checkTransition(confirmed, 'completed', 'admin', new Date(now)).ok).toBe(ended);
    }
  });
});
