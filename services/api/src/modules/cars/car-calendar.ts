/**
 * A car's calendar (decision 0040): its booked and blocked days and its trip rules, read by everyone
 * (GET /api/cars/:id/availability) and changed by its host (PUT). Blocked days are refused to bookings by
 * `car_date_claim`'s EXCLUDE constraint; the check here only names the booked dates before writing.
 */
import {
  type AvailabilityUpdate,
  type BookedDateRange,
  CAR_NOT_FOUND,
  CAR_REMOVED,
  type CarAvailability,
  type CarTripRules,
  canEditCar,
  conflictingRanges,
  marketToday,
  message,
} from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { ExpiredHoldRelease } from '../deps.ts';
import type { User } from '../users/index.ts';
import { Car } from './car.entity.ts';
import { CarBlock } from './car-block.entity.ts';
import { bookedDates } from './cars.service.ts';

/** The trip rules as the contracts name them, from the car's columns. */
export function tripRulesOf(
  car: Pick<Car, 'advanceNoticeHours' | 'minTripDays' | 'maxTripDays' | 'bookingWindowMonths'>,
): CarTripRules {
  return {
    advanceNoticeHours: car.advanceNoticeHours as CarTripRules['advanceNoticeHours'],
    minDays: car.minTripDays,
    maxDays: car.maxTripDays,
    bookingWindowMonths: car.bookingWindowMonths,
  };
}

const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The car's blocks from `today` on, earliest first; where each came from and its note only for its host. */
async function blockedDates(em: EntityManager, carId: string, today: string, forHost: boolean) {
  const rows = await kyselyOf(em)
    .selectFrom('car_block as k')
    .select([isoDate('k.start_date').as('startDate'), isoDate('k.end_date').as('endDate'), 'k.source', 'k.note'])
    .where('k.car_id', '=', carId)
    .where('k.end_date', '>', sql<string>`${today}::date`)
    .orderBy('k.start_date')
    .orderBy('k.end_date')
    .execute();
  return rows.map(({ note, source, ...range }) => (forHost ? { ...range, source, ...(note ? { note } : {}) } : range));
}

/** GET /api/cars/:id/availability: 404 for no such car, 410 for a listing its host removed. */
export async function findAvailability(
  em: EntityManager,
  carId: string,
  viewer: User | null,
  now = new Date(),
): Promise<CarAvailability> {
  const car = await em.findOne(Car, { id: carId });
  if (!car) throw notFound(CAR_NOT_FOUND);
  if (car.deletedAt) throw new ApiError(410, CAR_REMOVED);
  const today = marketToday(now);
  const forHost = canEditCar(viewer, { hostId: car.host.id }).ok;
  return {
    booked: await bookedDates(em, carId, today),
    blocked: await blockedDates(em, carId, today, forHost),
    rules: tripRulesOf(car),
  };
}

/** A booked range's days as a host reads them: its first and last night ([start, end) ends the day before end). */
function bookedDays(range: BookedDateRange): string {
  const last = new Date(Date.parse(`${range.endDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return last === range.startDate
    ? range.startDate
    : message('availability.dayRange', { first: range.startDate, last });
}

export const blocksOverBookings = (ranges: readonly BookedDateRange[]) =>
  message('availability.daysBooked', { days: ranges.map(bookedDays) });

/** Every booking that holds the car's dates, expired checkout holds included, as the EXCLUDE constraint sees them. */
async function claimedByBookings(tx: EntityManager, carId: string): Promise<BookedDateRange[]> {
  return kyselyOf(tx)
    .selectFrom('car_date_claim as d')
    .select([isoDate('d.start_date').as('startDate'), isoDate('d.end_date').as('endDate')])
    .where('d.car_id', '=', carId)
    .where('d.kind', '=', 'booking')
    .execute();
}

/**
 * PUT /api/cars/:id/availability: `user` (the car's host or an admin) replaces the host's blocks and sets the rules,
 * in one transaction that holds the car's row, so two saves of one car never interleave. Imported blocks stay. A
 * block over booked days is refused with the dates (409), nothing written; a booking committed meanwhile is refused
 * by the constraint at the flush (409 too). Checkout holds on those days that expired by `now` are released first,
 * as a new booking does: the host sees those days free, and the sweep may not have run yet.
 */
export async function updateAvailability(
  em: EntityManager,
  user: User,
  carId: string,
  update: AvailabilityUpdate,
  { releaseExpiredHolds, now }: { releaseExpiredHolds: ExpiredHoldRelease; now: Date },
): Promise<CarAvailability> {
  await em.transactional(async (tx) => {
    const car = await tx.findOne(Car, { id: carId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!car) throw notFound(CAR_NOT_FOUND);
    const permission = canEditCar(user, { hostId: car.host.id });
    if (!permission.ok) throw new ApiError(permission.status, permission.message);
    // a removed listing has no calendar to edit
    if (car.deletedAt) throw new ApiError(410, CAR_REMOVED);

    if (update.blocks.length) {
      const startDate = update.blocks.map((block) => block.startDate).sort()[0]!;
      const endDate = update.blocks
        .map((block) => block.endDate)
        .sort()
        .at(-1)!;
      await releaseExpiredHolds(tx, now, { carId, startDate, endDate });
    }
    const booked = await claimedByBookings(tx, carId);
    const clashes = update.blocks.flatMap((block) =>
      // the booked days inside the block: the later start, the earlier end (ISO dates sort as strings)
      conflictingRanges(block, booked).map((range) => ({
        startDate: [range.startDate, block.startDate].sort()[1]!,
        endDate: [range.endDate, block.endDate].sort()[0]!,
      })),
    );
    if (clashes.length) throw new ApiError(409, blocksOverBookings(clashes));

    await tx.nativeDelete(CarBlock, { car: carId, source: 'host' });
    for (const block of update.blocks) {
      tx.create(CarBlock, {
        car: car,
        startDate: block.startDate,
        endDate: block.endDate,
        note: block.note || null,
        source: 'host',
      });
    }
    car.advanceNoticeHours = update.advanceNoticeHours;
    car.minTripDays = update.minDays;
    car.maxTripDays = update.maxDays;
    car.bookingWindowMonths = update.bookingWindowMonths;
  });
  return findAvailability(em, carId, user, now);
}
