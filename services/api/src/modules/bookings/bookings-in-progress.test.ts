/**
 * Bookings of one car's dates in progress on a replica: the later ones of overlapping dates wait for the first, are
 * refused when it succeeds and go on when it fails.
 */
import { describe, expect, it } from 'vitest';
import { BookingsInProgress, DatesTaken, type Trip } from './bookings-in-progress.ts';

const trip = (carId: string, startDate: string, endDate: string): Trip => ({ carId, startDate, endDate });

/** A booking whose work ends when the test says so; `events` records what ran, in order. */
function attempt(inProgress: BookingsInProgress, name: string, of: Trip, events: string[]) {
  let finish!: (ok: boolean) => void;
  const finished = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  const result = inProgress.run(
    of,
    async () => {
      events.push(`${name} works`);
      if (!(await finished)) throw new Error(`${name} failed`);
      return name;
    },
    () => new Error(`${name}: dates taken`),
  );
  return { finish, result };
}

/** Lets every promise that can settle now settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('bookings in progress', () => {
  it('a booking of overlapping dates waits for the one in progress and is refused when it succeeds', async () => {
    const inProgress = new BookingsInProgress();
    const events: string[] = [];
    const first = attempt(inProgress, 'first', trip('car-1', '2026-12-10', '2026-12-14'), events);
    const second = attempt(inProgress, 'second', trip('car-1', '2026-12-12', '2026-12-14'), events);
    const otherCar = attempt(inProgress, 'other car', trip('car-2', '2026-12-10', '2026-12-14'), events);
    const laterDates = attempt(inProgress, 'later dates', trip('car-1', '2026-12-14', '2026-12-16'), events);
    await settle();
    expect(events).toEqual(['first works', 'other car works', 'later dates works']);
    first.finish(true);
    await expect(first.result).resolves.toBe('first');
    await expect(second.result).rejects.toThrow('second: dates taken');
    expect(events).toHaveLength(3);
    for (const done of [otherCar, laterDates]) done.finish(true);
    await Promise.all([otherCar.result, laterDates.result]);
  });

  it('when the booking in progress fails, the next one goes on as the one in progress', async () => {
    const inProgress = new BookingsInProgress();
    const events: string[] = [];
    const dates = trip('car-1', '2026-12-10', '2026-12-14');
    const first = attempt(inProgress, 'first', dates, events);
    const second = attempt(inProgress, 'second', dates, events);
    const third = attempt(inProgress, 'third', dates, events);
    first.finish(false);
    await expect(first.result).rejects.toThrow('first failed');
    await settle();
    expect(events).toEqual(['first works', 'second works']);
    second.finish(true);
    await expect(second.result).resolves.toBe('second');
    await expect(third.result).rejects.toThrow('third: dates taken');
    expect(events).toEqual(['first works', 'second works']);
  });

  it('when the booking in progress found its dates taken, the ones waiting for dates that include them are refused with it', async () => {
    const inProgress = new BookingsInProgress();
    const events: string[] = [];
    let refuse!: () => void;
    const found = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const first = inProgress.run(
      trip('car-1', '2026-12-10', '2026-12-14'),
      async () => {
        events.push('first works');
        await found;
        throw new DatesTaken(new Error('first: dates booked'));
      },
      () => new Error('first: dates taken'),
    );
    const same = attempt(inProgress, 'same', trip('car-1', '2026-12-10', '2026-12-14'), events);
    const longer = attempt(inProgress, 'longer', trip('car-1', '2026-12-09', '2026-12-15'), events);
    const within = attempt(inProgress, 'within', trip('car-1', '2026-12-11', '2026-12-13'), events);
    await settle();
    refuse();
    await expect(first).rejects.toThrow('first: dates booked');
    await expect(same.result).rejects.toThrow('first: dates booked');
    await expect(longer.result).rejects.toThrow('first: dates booked');
    await settle();
    // its nights may be free: it goes on
    expect(events).toEqual(['first works', 'within works']);
    within.finish(true);
    await expect(within.result).resolves.toBe('within');
  });

  it('a trip of no nights overlaps nothing: it never waits', async () => {
    const inProgress = new BookingsInProgress();
    const events: string[] = [];
    const first = attempt(inProgress, 'first', trip('car-1', '2026-12-10', '2026-12-14'), events);
    const noNights = attempt(inProgress, 'no nights', trip('car-1', '2026-12-12', '2026-12-12'), events);
    const backwards = attempt(inProgress, 'backwards', trip('car-1', '2026-12-13', '2026-12-11'), events);
    await settle();
    expect(events).toEqual(['first works', 'no nights works', 'backwards works']);
    for (const done of [first, noNights, backwards]) done.finish(true);
    await Promise.all([first.result, noNights.result, backwards.result]);
  });

  it('a refusal by the work itself is that booking’s answer', async () => {
    const inProgress = new BookingsInProgress();
    const refused = inProgress.run(
      trip('car-1', '2026-12-10', '2026-12-14'),
      async () => {
        throw new Error('too many holds');
      },
      () => new Error('dates taken'),
    );
    await expect(refused).rejects.toThrow('too many holds');
  });
});
