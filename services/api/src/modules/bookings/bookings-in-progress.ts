/**
 * One replica's bookings in progress, per car. A booking of a car's dates becomes the one in progress before it
 * reads anything (the renter's identity, the car, holds, the dates taken) or validates more than its trip, and the
 * later ones of overlapping dates wait for it, holding no database connection and no CPU. When it succeeds, the dates are taken: the waiting ones
 * are refused at once, without a single query (when 200 renters ask for one car's dates together, 199 cost an HTTP
 * request, a session and a wait). When it fails (its renter's own refusal, a lost race with another replica), the
 * next one goes on as the one in progress, except the ones whose dates include its dates when it failed because
 * they were taken (`DatesTaken`): those are refused with its refusal at once too. The database constraints still
 * decide between replicas and races; this only spares a replica work bound to be refused. It is a wait, not a lock.
 */

export interface Trip {
  carId: string;
  startDate: string;
  endDate: string;
}

/**
 * What `book` throws when it found its trip's dates taken (booked or blocked): `refusal` is its answer, and the
 * answer of every booking waiting for it whose dates include them.
 */
export class DatesTaken extends Error {
  readonly refusal: Error;

  constructor(refusal: Error) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

interface InProgress extends Trip {
  done: Promise<unknown>;
}

/**
 * [startDate, endDate) ranges overlap (the EXCLUDE constraint's rule: ending on the other's start day is free). A
 * range of no nights overlaps nothing: a request that names one never waits, and its validation refuses it.
 */
const overlaps = (a: Trip, b: Trip) =>
  a.startDate < a.endDate && b.startDate < b.endDate && a.startDate < b.endDate && b.startDate < a.endDate;

/** `outer`'s nights include every night of `inner`. */
const includes = (outer: Trip, inner: Trip) => outer.startDate <= inner.startDate && inner.endDate <= outer.endDate;

export class BookingsInProgress {
  readonly #byCar = new Map<string, Set<InProgress>>();

  #overlapping(trip: Trip): InProgress[] {
    return [...(this.#byCar.get(trip.carId) ?? [])].filter((other) => overlaps(trip, other));
  }

  /**
   * Runs `book` (every check that reads, then the writes) as the booking in progress of `trip`, once no booking of
   * overlapping dates of this car is in progress here. When one of those succeeded, the dates are taken: throws
   * `taken()` without running `book`; when one found dates within `trip`'s taken, throws its refusal.
   */
  async run<T>(trip: Trip, book: () => Promise<T>, taken: () => Error): Promise<T> {
    for (let before = this.#overlapping(trip); before.length; before = this.#overlapping(trip)) {
      const outcomes = await Promise.allSettled(before.map((other) => other.done));
      if (outcomes.some((outcome) => outcome.status === 'fulfilled')) throw taken();
      for (const [i, outcome] of outcomes.entries()) {
        const takenWithin = outcome.status === 'rejected' && outcome.reason instanceof DatesTaken;
        if (takenWithin && includes(trip, before[i]!)) throw outcome.reason.refusal;
      }
    }
    // no await between the look above and this claim: a later booking of these dates sees it
    const mine: InProgress = { ...trip, done: book() };
    const ofCar = this.#byCar.get(trip.carId) ?? new Set();
    this.#byCar.set(trip.carId, ofCar.add(mine));
    try {
      return (await mine.done) as T;
    } catch (err) {
      throw err instanceof DatesTaken ? err.refusal : err;
    } finally {
      ofCar.delete(mine);
      if (!ofCar.size) this.#byCar.delete(trip.carId);
    }
  }
}
