/** The booking EXCLUDE constraint: overlapping active bookings of one car are refused by PostgreSQL itself. */
import { addDays, quoteAmounts, quoteBooking } from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { mapError } from '../../http/errors.ts';
import type { RunningApi } from '../../index.ts';
import { query, type TestDatabase, useTestApi } from '../../testing/helpers.ts';
import { Car } from '../cars/index.ts';
import { CONSTRAINT_MESSAGES } from '../constraint-messages.ts';
import { User } from '../users/index.ts';
import { Booking } from './booking.entity.ts';

let db: TestDatabase;
let api: RunningApi;

useTestApi((started) => ({ db, api } = started));

describe('booking EXCLUDE constraint', () => {
  let ids: { car: string; otherCar: string; host: string; renter: string };

  beforeAll(async () => {
    const em = api.orm.em.fork();
    const host = em.create(User, { email: 'xhost@example.com', passwordHash: 'x', firstName: 'H', lastName: 'Ost' });
    const renter = em.create(User, {
      email: 'xrenter@example.com',
      passwordHash: 'x',
      firstName: 'R',
      lastName: 'Enter',
    });
    const car = (model: string) =>
      em.create(Car, {
        host,
        make: 'Toyota',
        model,
        year: 2022,
        category: 'compact',
        seats: 5,
        transmission: 'automatic',
        fuelType: 'hybrid',
        pricePerDay: '42.00',
        location: '1 Main St',
        city: 'Venice',
        state: 'CA',
      });
    const first = car('Corolla');
    const second = car('Prius');
    await em.flush();
    ids = { car: first.id, otherCar: second.id, host: host.id, renter: renter.id };
  });

  async function book(carId: string, startDate: string, endDate: string, status: Booking['status'] = 'pending') {
    const em = api.orm.em.fork();
    const amounts = quoteAmounts(
      quoteBooking({
        pricePerDay: '42.00',
        weeklyDiscountPercent: 0,
        monthlyDiscountPercent: 0,
        startDate,
        endDate,
        addInsurance: false,
      }),
    );
    const booking = em.create(Booking, {
      car: em.getReference(Car, carId),
      renter: em.getReference(User, ids.renter),
      host: em.getReference(User, ids.host),
      startDate,
      endDate,
      driverLicense: 'D1234567',
      fullName: 'R Enter',
      address: '1 Main St',
      phone: '555',
      emergencyContact: 'E',
      emergencyPhone: '556',
      ...amounts,
      status,
    });
    await em.flush();
    return booking;
  }

  const day = (n: number) => addDays('2030-06-01', n);

  it('rejects an overlapping pending booking (mapped to 409)', async () => {
    await book(ids.car, day(0), day(4), 'confirmed');
    const err = await book(ids.car, day(2), day(6)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: string }).code).toBe('23P01');
    expect(mapError(err, CONSTRAINT_MESSAGES)).toEqual({
      status: 409,
      body: { message: 'This car is already booked for some of these dates. Please choose other dates.' },
    });
  });

  it('allows a booking that starts the day another ends, and other cars', async () => {
    await expect(book(ids.car, day(4), day(7))).resolves.toBeTruthy();
    await expect(book(ids.otherCar, day(1), day(3))).resolves.toBeTruthy();
  });

  it('cancelled and completed bookings do not block', async () => {
    await book(ids.car, day(10), day(14), 'cancelled');
    await book(ids.car, day(20), day(24), 'completed');
    await expect(book(ids.car, day(11), day(13))).resolves.toBeTruthy();
    await expect(book(ids.car, day(21), day(22), 'confirmed')).resolves.toBeTruthy();
  });

  it('rejects end before start and unknown statuses', async () => {
    await expect(book(ids.car, day(40), day(40))).rejects.toThrow(/booking_dates_check/);
    const [row] = await query<{ id: string }>(db.url, 'select id from booking limit 1');
    await expect(query(db.url, "update booking set status = 'lost' where id = $1", [row!.id])).rejects.toThrow(
      /booking_status_check/,
    );
  });

  it('the constraint is really in the database', async () => {
    const rows = await query<{ def: string }>(
      db.url,
      "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'booking_no_overlap'",
    );
    expect(rows[0]!.def).toMatch(
      /^EXCLUDE USING gist \(car_id WITH =, daterange\(start_date, end_date, '\[\)'::text\) WITH &&\)/,
    );
  });
});
