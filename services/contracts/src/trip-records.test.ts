import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TRIP_RECORD_GRACE_HOURS, TRIP_RECORD_OPENS_HOURS } from './policy.ts';
import { pickupInstant } from './time-zone.ts';
import {
  TRIP_RECORD_MESSAGES,
  TripRecordInsertSchema,
  takenAtProblem,
  tripRecordDifference,
  tripRecordOpensAt,
  tripRecordWindowCheck,
} from './trip-records.ts';

const HOUR = 3_600_000;
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);

describe('tripRecordWindowCheck', () => {
  const startDate = '2031-03-10';
  const pickup = pickupInstant(startDate);
  const confirmed = { status: 'confirmed' as const, startDate, completedAt: null };

  it(`opens ${TRIP_RECORD_OPENS_HOURS} hours before pickup, to the millisecond`, () => {
    expect(tripRecordOpensAt(startDate)).toEqual(at(pickup, -TRIP_RECORD_OPENS_HOURS));
    expect(tripRecordWindowCheck(confirmed, new Date(tripRecordOpensAt(startDate).getTime() - 1))).toMatchObject({
      ok: false,
      message: TRIP_RECORD_MESSAGES.tooEarly,
    });
    expect(tripRecordWindowCheck(confirmed, tripRecordOpensAt(startDate))).toEqual({ ok: true });
  });

  it(`closes ${TRIP_RECORD_GRACE_HOURS} hours after completion`, () => {
    const completedAt = at(pickup, 72);
    const completed = { status: 'completed' as const, startDate, completedAt };
    expect(tripRecordWindowCheck(completed, at(completedAt, TRIP_RECORD_GRACE_HOURS - 0.001))).toEqual({ ok: true });
    expect(tripRecordWindowCheck(completed, at(completedAt, TRIP_RECORD_GRACE_HOURS))).toMatchObject({
      message: TRIP_RECORD_MESSAGES.tooLate,
    });
  });

  it.each(['pending', 'cancelled'] as const)('refuses a %s trip', (status) => {
    expect(tripRecordWindowCheck({ ...confirmed, status }, pickup)).toMatchObject({
      message: TRIP_RECORD_MESSAGES.notConfirmed,
    });
  });

  it('refuses a time taken in the future or before the window', () => {
    expect(takenAtProblem(at(pickup, 1), startDate, pickup)).toBe(TRIP_RECORD_MESSAGES.takenInFuture);
    expect(takenAtProblem(at(pickup, -25), startDate, pickup)).toBe(TRIP_RECORD_MESSAGES.takenBeforeOpen);
    expect(takenAtProblem(at(pickup, -1), startDate, pickup)).toBeNull();
  });
});

describe('TripRecordInsertSchema', () => {
  const photo = (angle: string) => ({ angle, data: 'data:image/jpeg;base64,AAAA' });
  const body = {
    id: '5b0b7f3e-8c55-4a53-9f0e-1b2c3d4e5f60',
    kind: 'return',
    odometerMiles: 10,
    fuelEighths: 4,
    takenAt: '2031-03-10T18:00:00.000Z',
    photos: ['front', 'back', 'left', 'right', 'extra'].map(photo),
  };

  it('takes the four sides and extras', () => {
    expect(v.safeParse(TripRecordInsertSchema, body).success).toBe(true);
  });

  it('wants each side exactly once', () => {
    const twice = { ...body, photos: ['front', 'front', 'left', 'right'].map(photo) };
    expect(v.safeParse(TripRecordInsertSchema, twice).success).toBe(false);
  });
});

describe('tripRecordDifference', () => {
  it('is the return minus the pickup, once both exist', () => {
    const pickup = { odometerMiles: 100, fuelEighths: 8 };
    expect(tripRecordDifference(pickup, { odometerMiles: 250, fuelEighths: 3 })).toEqual({
      milesDriven: 150,
      fuelDifferenceEighths: -5,
    });
    expect(tripRecordDifference(pickup, undefined)).toBeNull();
  });
});
