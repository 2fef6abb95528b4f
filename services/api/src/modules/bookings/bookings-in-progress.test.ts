/** Bookings of one car's dates in progress on a replica: the later ones check their dates after the first is done. */
import { describe, expect, it } from 'vitest';
import { BookingsInProgress, type Trip } from './bookings-in-progress.ts';

const trip = (carId: string, startDate: string, endDate: string): Trip => ({ carId, startDate, endDate });

/** A booking whose costly work ends when the test says so; `events` records what ran, in order. */
function attempt(inProgress: BookingsInProgress, name: string, of: Trip, events: string[]) {
  let finish!: (ok: boolean) => void;
  const finished = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  const result = inProgress.run(
    of,
    async () => {
      events.push(`${name} checks`);
    },
    async () => {
      events.push(`${name} works`);
      if (!(await finished)) throw new Error(`${name} failed`);
      return name;
    },
  );
  return { finish, result };
}

/** Lets every promise that can settle now settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('bookings in progress', () => {
  it('a booking of overlapping dates of the same car checks only once the one in progress is done', async () => {
    const inProgress = new BookingsInProgress();
    const events: string[] = [];
    const first = attempt(inProgress, 'first', trip('car-1', '2026-12-10', '2026-12-14'), events);
    await settle();
    const second = attempt(inProgress, 'second', trip('car-1', '2026-12-12', '2026-12-14'), events);
    const otherCar = attempt(inProgress, 'other car', trip('car-2', '2026-12-10', '2026-12-14'), events);
    const laterDates = attempt(inProgress, 'later dates', trip('car-1', '2026-12-14', '2026-12-16'), events);
    await settle();
    expect(events).toEqual([
      'first checks',
      'first works',
      'other car checks',
      'later dates checks',
      'other car works',
      'later dates works',
    ]);
    first.finish(true);
    await expect(first.result).resolves.toBe('first');
    await settle();
    expect(events.slice(6)).toEqual(['second checks', 'second works']);
    for (const done of [second, otherCar, laterDates]) done.finish(true);
    await Promise.all([second.result, otherCar.result, laterDates.result]);
  });

  it('when the booking in progress fails, the next ones check and go on', async () => {
    const inProgress = new BookingsInProgress();
    const events: string[] = [];
    const dates = trip('car-1', '2026-12-10', '2026-12-14');
    const first = attempt(inProgress, 'first', dates, events);
    await settle();
    const second = attempt(inProgress, 'second', dates, events);
    first.finish(false);
    await expect(first.result).rejects.toThrow('first failed');
    await settle();
    second.finish(true);
    await expect(second.result).resolves.toBe('second');
    expect(events).toEqual(['first checks', 'first works', 'second checks', 'second works']);
  });

  it('a refusal by the check ends that booking without running its work', async () => {
    const inProgress = new BookingsInProgress();
    const refused = inProgress.run(
      trip('car-1', '2026-12-10', '2026-12-14'),
      async () => {
        throw new Error('dates taken');
      },
      async () => 'written',
    );
    await expect(refused).rejects.toThrow('dates taken');
  });
});
