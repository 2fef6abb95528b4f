/**
 * One replica's bookings in progress, per car. A booking waits for those in progress on overlapping dates of the
 * same car before it checks whether its dates are taken: when 200 renters ask for one car's dates at once, one does
 * the costly work (decoding and re-encoding identity photos, writing) while the others wait, holding no database
 * connection and no CPU, then learn together that the dates are taken. Without it every one of them passes the
 * check before the first has written anything, and all decode their photos to be refused by the constraint.
 * The database constraints still decide between replicas and races; this only spares a replica work bound to be
 * refused. It is a wait, not a lock: when the booking in progress fails, the next ones check and proceed.
 */

export interface Trip {
  carId: string;
  startDate: string;
  endDate: string;
}

interface InProgress extends Trip {
  done: Promise<unknown>;
}

/** [startDate, endDate) ranges overlap (the EXCLUDE constraint's rule: ending on the other's start day is free). */
const overlaps = (a: Trip, b: Trip) => a.startDate < b.endDate && b.startDate < a.endDate;

export class BookingsInProgress {
  readonly #byCar = new Map<string, Set<InProgress>>();

  #overlapping(trip: Trip): InProgress[] {
    return [...(this.#byCar.get(trip.carId) ?? [])].filter((other) => overlaps(trip, other));
  }

  /**
   * Runs `check` (the cheap refusal: are the dates taken?) once no booking of overlapping dates of this car is in
   * progress here, then `work` as the one in progress.
   */
  async run<T>(trip: Trip, check: () => Promise<void>, work: () => Promise<T>): Promise<T> {
    for (;;) {
      const before = this.#overlapping(trip);
      if (before.length) {
        await Promise.allSettled(before.map((other) => other.done));
        continue;
      }
      await check();
      // another one may have started while this one checked: wait for it, then check again
      if (this.#overlapping(trip).length) continue;
      const mine: InProgress = { ...trip, done: work() };
      const ofCar = this.#byCar.get(trip.carId) ?? new Set();
      this.#byCar.set(trip.carId, ofCar.add(mine));
      try {
        return (await mine.done) as T;
      } finally {
        ofCar.delete(mine);
        if (!ofCar.size) this.#byCar.delete(trip.carId);
      }
    }
  }
}
