/**
 * Inventory cannot be held hostage: trip limits, the 15-minute checkout hold (honoured at once by search,
 * booked dates and a new booking; released by the sweep as the platform's cancellation), paying too late,
 * and the limit on running holds. The clock is moved in the data (hold_expires_at), not in the code.
 */
import {
  addDays,
  BOOKING_RULE_MESSAGES,
  type BookingEventView,
  type BookingView,
  earliestStartDate,
  latestStartDate,
  MAX_UNPAID_HOLDS,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { Outbox } from '../../mail/outbox.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { bookingRequest, createParties, jpegDataUrl, TEST_PASSWORD } from '../../testing/fixtures.ts';
import { defaultText, freshIp, query, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';
import { releaseExpiredHolds } from './booking-holds.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

const renters: TestClient[] = [];
const carIds: string[] = [];
let start: string;

let photo = '';

const book = (renter: TestClient, carId: string, startDate = start, endDate = addDays(start, 2)) =>
  renter.postJson('/api/bookings', bookingRequest({ carId, startDate, endDate }, photo));

/** Moves a booking's checkout window into the past, as if 15 minutes had gone by. */
const expireHold = (id: string) =>
  query(db.url, `update booking set hold_expires_at = now() - interval '1 second' where id = $1`, [id]);

const statusOf = async (id: string) =>
  (await query<{ status: string }>(db.url, 'select status from booking where id = $1', [id]))[0]?.status;

beforeAll(async () => {
  start = addDays(earliestStartDate(), 3);
  photo = await jpegDataUrl();
  const parties = await createParties(api, {
    domain: 'holds.test',
    people: [{ key: 'host', isHost: true }, { key: 'ana' }, { key: 'ben' }, { key: 'cy' }],
    cars: 6,
    city: 'Bakersfield', // a real place: the search resolves `location` through the gazetteer
  });
  carIds.push(...parties.cars.map((car) => car.id));
  renters.push(parties.clients.ana!, parties.clients.ben!, parties.clients.cy!);
});

describe('trip limits', () => {
  it.each([
    ['200 years of 2200–2400', '2200-01-01', '2400-01-01', 'startDate', BOOKING_RULE_MESSAGES.tooFarAhead],
    [
      'an end on 9999-12-31 (it overflowed the amount: 500)',
      null,
      '9999-12-31',
      'endDate',
      BOOKING_RULE_MESSAGES.tooLong,
    ],
    ['31 days', null, 31, 'endDate', BOOKING_RULE_MESSAGES.tooLong],
    ['a start after 12 months', 'late', 2, 'startDate', BOOKING_RULE_MESSAGES.tooFarAhead],
  ] as const)('%s: 400 naming the field, nothing written', async (_case, from, to, path, refusal) => {
    const message = defaultText(refusal);
    const startDate = from === null ? start : from === 'late' ? addDays(latestStartDate(), 1) : from;
    const endDate = typeof to === 'number' ? addDays(startDate, to) : to;
    const before = await query(db.url, 'select id from booking');
    const res = await book(renters[0]!, carIds[0]!, startDate, endDate);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ message, issues: [{ path, message }] });
    expect(await query(db.url, 'select id from booking')).toHaveLength(before.length);
  });

  it('a start whose pickup has passed is refused; the earliest start is taken', async () => {
    const dayBefore = addDays(earliestStartDate(), -1);
    const refused = await book(renters[0]!, carIds[0]!, dayBefore, addDays(dayBefore, 2));
    expect(refused.status).toBe(400);
    expect([BOOKING_RULE_MESSAGES.pickupPassed, BOOKING_RULE_MESSAGES.startInPast].map(defaultText)).toContain(
      refused.json().message,
    );
    const taken = await book(renters[0]!, carIds[0]!, earliestStartDate(), addDays(earliestStartDate(), 30));
    expect(taken.status).toBe(201);
  });
});

describe('the checkout hold', () => {
  it('blocks the dates for others while it runs, and frees them the moment it expires', async () => {
    const [ana, ben] = renters;
    const car = carIds[1]!;
    const held = await book(ana!, car);
    expect(held.status).toBe(201);
    const hold = held.json<BookingView>();
    expect((await book(ben!, car)).status).toBe(409);

    const searched = () =>
      new TestClient(api.url, { contract: sharedContractChecker() })
        .get(`/api/cars?location=Bakersfield&startDate=${start}&endDate=${addDays(start, 2)}`)
        .then((res) => res.json<{ id: string }[]>().map((found) => found.id));
    const bookedDates = () =>
      new TestClient(api.url, { contract: sharedContractChecker() })
        .get(`/api/cars/${car}/booked-dates`)
        .then((res) => res.json<unknown[]>());
    expect(await searched()).not.toContain(car);
    expect(await bookedDates()).toHaveLength(1);

    await expireHold(hold.id);
    // search and the calendar honour the expiry at once, before any sweep ran
    expect(await searched()).toContain(car);
    expect(await bookedDates()).toEqual([]);

    const taken = await book(ben!, car);
    expect(taken.status).toBe(201);
    expect(await statusOf(hold.id)).toBe('cancelled');
    const events = (await ana!.get(`/api/bookings/${hold.id}/events`)).json<BookingEventView[]>();
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actorRole: 'system',
      actor: null,
    });
  });

  it('paying after the hold expired is a 409 that says so, and the booking is released', async () => {
    const [, ben] = renters;
    const held = (await book(ben!, carIds[2]!)).json<BookingView>();
    await expireHold(held.id);
    const paid = await ben!.postJson(`/api/bookings/${held.id}/payment`, {
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/35',
      cvv: '123',
      cardholderName: 'Ben Renter',
    });
    expect(paid.status).toBe(409);
    expect(paid.json().message).toBe(defaultText(BOOKING_RULE_MESSAGES.holdExpired));
    expect(await statusOf(held.id)).toBe('cancelled');
    const [row] = await query<{ payment_intent_id: string | null }>(
      db.url,
      'select payment_intent_id from booking where id = $1',
      [held.id],
    );
    expect(row?.payment_intent_id).toBeNull();
  });

  it('the sweep (a job on the queue) releases every expired hold as the platform, and leaves running ones alone', async () => {
    const [, , cy] = renters;
    const expired = (await book(cy!, carIds[3]!)).json<BookingView>();
    const running = (await book(cy!, carIds[4]!)).json<BookingView>();
    await expireHold(expired.id);
    await api.jobs.runNow('bookings.release-expired-holds');
    expect(await statusOf(expired.id)).toBe('cancelled');
    expect(await statusOf(running.id)).toBe('pending');
    const events = (await cy!.get(`/api/bookings/${expired.id}/events`)).json<BookingEventView[]>();
    expect(events.at(-1)).toMatchObject({ toStatus: 'cancelled', actorRole: 'system', actor: null });
    const [refund] = await query<{ refund_amount: string }>(db.url, 'select refund_amount from booking where id = $1', [
      expired.id,
    ]);
    expect(refund?.refund_amount).toBe('0.00');
  });

  it(`a renter holds at most ${MAX_UNPAID_HOLDS} unpaid bookings at once`, async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    const email = `many.${Date.now()}@holds.test`;
    expect(
      (
        await client.postJson(
          '/api/signup',
          { email, password: TEST_PASSWORD, firstName: 'Many', lastName: 'Holds' },
          freshIp(),
        )
      ).status,
    ).toBe(201);
    const ids: string[] = [];
    for (let i = 0; i < MAX_UNPAID_HOLDS; i++) {
      const res = await book(client, carIds[5]!, addDays(start, 10 * i + 20), addDays(start, 10 * i + 21));
      expect(res.status).toBe(201);
      ids.push(res.json<BookingView>().id);
    }
    const before = await query(db.url, 'select id from booking');
    const refused = await book(client, carIds[5]!, addDays(start, 100), addDays(start, 101));
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe(defaultText(BOOKING_RULE_MESSAGES.tooManyHolds));
    expect(await query(db.url, 'select id from booking')).toHaveLength(before.length);

    // an expired hold no longer counts
    await expireHold(ids[0]!);
    expect((await book(client, carIds[5]!, addDays(start, 100), addDays(start, 101))).status).toBe(201);
  });

  it('a request paid between the sweep’s select and its lock is left pending, and the sweep does not throw', async () => {
    const [ana] = renters;
    const held = (await book(ana!, carIds[0]!, addDays(start, 40), addDays(start, 42))).json<BookingView>();
    await expireHold(held.id);
    // the payment commits from another connection right before the sweep locks the rows it selected
    const payMeanwhile = (tx: EntityManager) =>
      new Proxy(tx, {
        get(target, key) {
          const value = Reflect.get(target, key, target);
          if (typeof value !== 'function') return value;
          if (key !== 'find') return value.bind(target); // its private fields are the target's
          return async (...args: unknown[]) => {
            await query(
              db.url,
              `update booking set payment_intent_id = 'pi_sim_meanwhile', requires_approval = true,
                 hold_expires_at = now() + interval '24 hours' where id = $1`,
              [held.id],
            );
            return value.apply(target, args);
          };
        },
      });
    const outbox = new Outbox(api.jobs, { origin: api.url, supportEmail: 'support@holds.test' });
    const released = await api.orm.em.fork().transactional((tx) =>
      releaseExpiredHolds(payMeanwhile(tx), outbox, new Date(), {
        carId: carIds[0]!,
        startDate: addDays(start, 40),
        endDate: addDays(start, 42),
      }),
    );
    expect(released).toBe(0);
    expect(await statusOf(held.id)).toBe('pending');
  });
});
