/**
 * A car that needs its host's approval (decision 0041): paying authorises the card and leaves the booking pending,
 * awaiting the host until HOST_RESPONSE_HOURS after the payment (or pickup, sooner), holding its dates; the host (or
 * an admin) accepts it → confirmed, or declines it → cancelled with a full refund; the renter may withdraw (full
 * refund); unanswered, the hold sweep (run here with `jobs.runNow` on a clock the test moves) cancels it with a full
 * refund. Each change is in the history and emails the side it concerns. Instant-book cars behave as before.
 */
import {
  addDays,
  BOOKING_RULE_MESSAGES,
  type BookedDateRange,
  type BookingEventView,
  type BookingView,
  type CancellationQuote,
  type CarDetail,
  DECLINED_TEST_CARD,
  earliestStartDate,
  HOST_RESPONSE_HOURS,
  hostResponseDeadline,
  LIFECYCLE_MESSAGES,
  MAX_UNPAID_HOLDS,
} from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { bookingRequest, createParties, jpegDataUrl, type TestParties } from '../../testing/fixtures.ts';
import { defaultText, query, type TestClient, TestClock, type TestDatabase } from '../../testing/helpers.ts';
import { type Inbox, queuedEmailsTo, useTestApiWithInbox } from '../../testing/inbox.ts';

let db: TestDatabase;
let api: RunningApi;
let inbox: Inbox;
/** The job queue's clock (the routes read the real one). */
const clock = new TestClock();
useTestApiWithInbox((started) => ({ db, api, inbox } = started), { now: clock.now });

const DOMAIN = 'host-approval.test';
const address = (key: string) => `${key}@${DOMAIN}`;
const CARD = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/99', cvv: '123', cardholderName: 'Rita Renter' };
const SWEEP = 'bookings.release-expired-holds';

let parties: TestParties;
let photo = '';
let nextStart = 0;
let approvalCar = '';
let instantCar = '';

const client = (key: string) => parties.clients[key]!;

/** A new booking of `carId` by `renter`, on days no other test of the file takes. */
async function book(renter: TestClient, carId = approvalCar): Promise<BookingView> {
  nextStart += 4;
  const startDate = addDays(earliestStartDate(), 20 + nextStart);
  const res = await renter.postJson(
    '/api/bookings',
    bookingRequest({ carId, startDate, endDate: addDays(startDate, 3) }, photo),
  );
  expect(res.status).toBe(201);
  return res.json<BookingView>();
}

async function pay(renter: TestClient, id: string): Promise<BookingView> {
  const res = await renter.postJson(`/api/bookings/${id}/payment`, CARD);
  expect(res.status).toBe(200);
  return res.json<BookingView>();
}

/** A paid request awaiting the host, with the instants the payment happened between. */
async function paidRequest(renter = client('rita')) {
  const booked = await book(renter);
  const before = Date.now();
  const paid = await pay(renter, booked.id);
  return { booked, paid, before, after: Date.now() };
}

const setStatus = (who: string, id: string, status: string) =>
  client(who).postJson(`/api/bookings/${id}/status`, { status });

const eventsOf = async (id: string) =>
  (await client('admin').get(`/api/bookings/${id}/events`)).json<BookingEventView[]>();

const rowOf = async (id: string) =>
  (
    await query<{ status: string; refund_amount: string | null; payment_intent_id: string | null }>(
      db.url,
      'select status, refund_amount, payment_intent_id from booking where id = $1',
      [id],
    )
  )[0]!;

beforeAll(async () => {
  photo = await jpegDataUrl();
  parties = await createParties(api, {
    domain: DOMAIN,
    people: [
      { key: 'host', firstName: 'Hana', isHost: true },
      { key: 'rita', firstName: 'Rita' },
      { key: 'ben', firstName: 'Ben' },
      { key: 'cara', firstName: 'Cara' },
      { key: 'olga', firstName: 'Olga', isHost: true },
      { key: 'admin', isAdmin: true },
    ],
    cars: 2,
    contract: sharedContractChecker(),
  });
  [approvalCar, instantCar] = parties.cars.map((car) => car.id) as [string, string];
  await query(db.url, 'update car set instant_book = false where id = $1', [approvalCar]);
});

describe('the car tells whether it needs approval', () => {
  it('instantBook on the car detail', async () => {
    expect((await client('rita').get(`/api/cars/${approvalCar}`)).json<CarDetail>().instantBook).toBe(false);
    expect((await client('rita').get(`/api/cars/${instantCar}`)).json<CarDetail>().instantBook).toBe(true);
  });
});

describe('instant book (the default) is unchanged', () => {
  it('paying confirms at once; the host has nothing to accept', async () => {
    const booked = await book(client('rita'), instantCar);
    expect(booked).toMatchObject({ requiresApproval: false, awaitingHost: false, respondBy: null });
    const accept = await setStatus('host', booked.id, 'confirmed');
    expect(accept.status).toBe(409);
    expect(accept.json().message).toBe(defaultText(LIFECYCLE_MESSAGES.notAwaitingHost));
    const paid = await pay(client('rita'), booked.id);
    expect(paid).toMatchObject({ status: 'confirmed', requiresApproval: false, awaitingHost: false, respondBy: null });
    expect((await setStatus('host', booked.id, 'confirmed')).json().message).toBe('This booking is already confirmed');
  });
});

describe('paying a request', () => {
  it(`authorises the card, stays pending awaiting the host ${HOST_RESPONSE_HOURS} h, holds the dates, asks the host`, async () => {
    const { booked, paid, before, after } = await paidRequest();
    expect(booked).toMatchObject({ status: 'pending', requiresApproval: true, awaitingHost: false, respondBy: null });
    expect(paid).toMatchObject({ status: 'pending', requiresApproval: true, awaitingHost: true });
    expect(paid.paymentIntentId).toMatch(/^pi_sim_/);
    const respondBy = new Date(paid.respondBy!).getTime();
    expect(respondBy).toBeGreaterThanOrEqual(hostResponseDeadline(new Date(before), paid.startDate).getTime());
    expect(respondBy).toBeLessThanOrEqual(hostResponseDeadline(new Date(after), paid.startDate).getTime());
    expect(paid.holdExpiresAt).toBe(paid.respondBy);

    // paying again charges nothing more: the same intent, still pending
    const again = await pay(client('rita'), paid.id);
    expect(again).toMatchObject({
      status: 'pending',
      paymentIntentId: paid.paymentIntentId,
      respondBy: paid.respondBy,
    });

    // the history records the payment (the renter's, pending → pending)
    expect((await eventsOf(paid.id)).map((event) => [event.fromStatus, event.toStatus, event.actorRole])).toEqual([
      [null, 'pending', 'renter'],
      ['pending', 'pending', 'renter'],
    ]);

    // the dates stay held: listed as booked, refused to another renter
    const booked2 = await client('rita').get(`/api/cars/${approvalCar}/booked-dates`);
    expect(booked2.json<BookedDateRange[]>()).toContainEqual({ startDate: paid.startDate, endDate: paid.endDate });
    const taken = await client('ben').postJson(
      '/api/bookings',
      bookingRequest({ carId: approvalCar, startDate: paid.startDate, endDate: paid.endDate }, photo),
    );
    expect(taken.status).toBe(409);

    // the host is asked to answer, with the deadline and the way to the dashboard; the renter has no receipt yet
    const asked = await inbox.waitFor(address('host'), 'Nueva solicitud');
    expect(asked.subject).toContain(`responde en ${HOST_RESPONSE_HOURS} h`);
    expect(asked.text).toContain('Acepta o rechaza la solicitud antes del');
    expect(asked.text).toContain('/host-dashboard');
    expect(await queuedEmailsTo(db.url, address('rita'))).not.toContainEqual(
      expect.stringContaining('Reserva confirmada: 2024 Test Car 0'),
    );
  });

  it(`paid requests are not unpaid holds: a renter with ${MAX_UNPAID_HOLDS} awaiting the host may book again`, async () => {
    const cara = client('cara');
    for (let i = 0; i < MAX_UNPAID_HOLDS; i++) await paidRequest(cara);
    const another = await book(cara);
    expect(another.status).toBe('pending');
  });

  it('a declined card authorises nothing: 402, still unpaid', async () => {
    const booked = await book(client('rita'));
    const declined = await client('rita').postJson(`/api/bookings/${booked.id}/payment`, {
      ...CARD,
      cardNumber: DECLINED_TEST_CARD,
    });
    expect(declined.status).toBe(402);
    expect(await rowOf(booked.id)).toMatchObject({ status: 'pending', payment_intent_id: null });
    await setStatus('rita', booked.id, 'cancelled');
  });
});

describe('paying after pickup', () => {
  it('is refused (409) before the card is read, for a request and an instant booking alike', async () => {
    for (const carId of [approvalCar, instantCar]) {
      const booked = await book(client('cara'), carId);
      // a hold taken minutes before 10:00 on its start date, paid after: its pickup has passed, its hold runs
      await query(db.url, 'update booking set start_date = $2::date, end_date = $3::date where id = $1', [
        booked.id,
        addDays(earliestStartDate(), -1),
        addDays(earliestStartDate(), 1),
      ]);
      const res = await client('cara').postJson(`/api/bookings/${booked.id}/payment`, CARD);
      expect(res.status).toBe(409);
      expect(res.json().message).toBe(defaultText(BOOKING_RULE_MESSAGES.payAfterPickup));
      const [row] = await query(db.url, 'select status, payment_intent_id from booking where id = $1', [booked.id]);
      expect(row).toEqual({ status: 'pending', payment_intent_id: null });
      expect((await setStatus('cara', booked.id, 'cancelled')).status).toBe(200);
    }
  });
});

describe('the host answers', () => {
  it('accepts: confirmed, in the history as the host, the renter gets the receipt', async () => {
    const { paid } = await paidRequest();
    const quote = await client('host').get(`/api/bookings/${paid.id}/cancellation`);
    expect(quote.json<CancellationQuote>()).toMatchObject({ refund: paid.totalPrice, charged: '0.00', policy: 'full' });

    const accepted = await setStatus('host', paid.id, 'confirmed');
    expect(accepted.status).toBe(200);
    expect(accepted.json<BookingView>()).toMatchObject({
      status: 'confirmed',
      awaitingHost: false,
      respondBy: null,
      paymentIntentId: paid.paymentIntentId,
    });
    expect((await eventsOf(paid.id)).at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      actorRole: 'host',
      actor: { id: parties.users.host!.id },
    });
    const receipt = await inbox.waitFor(address('rita'), 'Reserva confirmada: 2024 Test Car 0');
    expect(receipt.text).toContain('El anfitrión aceptó tu solicitud');
    expect(receipt.text).toContain(paid.paymentIntentId!);

    const twice = await setStatus('host', paid.id, 'confirmed');
    expect(twice.status).toBe(409);
    expect(twice.json().message).toBe('This booking is already confirmed');
  });

  it('declines: cancelled with the whole total refunded, the renter told', async () => {
    const { paid } = await paidRequest(client('ben'));
    const declined = await setStatus('host', paid.id, 'cancelled');
    expect(declined.status).toBe(200);
    expect(declined.json<BookingView>()).toMatchObject({
      status: 'cancelled',
      refundAmount: paid.totalPrice,
      awaitingHost: false,
    });
    expect((await eventsOf(paid.id)).at(-1)).toMatchObject({ toStatus: 'cancelled', actorRole: 'host' });
    const told = await inbox.waitFor(address('ben'), 'Solicitud rechazada');
    expect(told.text).toMatch(new RegExp(`Reembolso: \\$${paid.totalPrice.replace('.', '\\.')}`));
    expect(await queuedEmailsTo(db.url, address('host'))).not.toContainEqual(
      expect.stringContaining('Reserva cancelada'),
    );
    // the dates are free again
    const again = await client('rita').postJson(
      '/api/bookings',
      bookingRequest({ carId: approvalCar, startDate: paid.startDate, endDate: paid.endDate }, photo),
    );
    expect(again.status).toBe(201);
    await setStatus('rita', again.json<BookingView>().id, 'cancelled');
  });

  it("only the car's host or an admin answers: 403 for the renter and another host, 409 when not awaiting", async () => {
    const { paid } = await paidRequest();
    const byRenter = await setStatus('rita', paid.id, 'confirmed');
    expect(byRenter.status).toBe(403);
    expect(byRenter.json().message).toBe(defaultText(LIFECYCLE_MESSAGES.forbiddenConfirm));
    for (const status of ['confirmed', 'cancelled']) {
      const byOther = await setStatus('olga', paid.id, status);
      expect(byOther.status).toBe(403);
      expect(byOther.json().message).toBe('You can only change your own bookings');
    }
    expect((await rowOf(paid.id)).status).toBe('pending');
    const byAdmin = await setStatus('admin', paid.id, 'confirmed');
    expect(byAdmin.status).toBe(200);
    expect((await eventsOf(paid.id)).at(-1)).toMatchObject({ toStatus: 'confirmed', actorRole: 'admin' });

    // an unpaid request is not the host's to accept yet
    const unpaid = await book(client('rita'));
    const early = await setStatus('host', unpaid.id, 'confirmed');
    expect(early.status).toBe(409);
    expect(early.json().message).toBe(defaultText(LIFECYCLE_MESSAGES.notAwaitingHost));
    await setStatus('rita', unpaid.id, 'cancelled');
  });

  it('not after its deadline: 409, then the sweep cancels it', async () => {
    const { paid } = await paidRequest();
    await query(db.url, `update booking set hold_expires_at = now() - interval '1 second' where id = $1`, [paid.id]);
    const late = await setStatus('host', paid.id, 'confirmed');
    expect(late.status).toBe(409);
    expect(late.json().message).toBe(defaultText(LIFECYCLE_MESSAGES.notAwaitingHost));
    await api.jobs.runNow(SWEEP);
    expect(await rowOf(paid.id)).toMatchObject({ status: 'cancelled', refund_amount: paid.totalPrice });
  });
});

describe('the renter withdraws', () => {
  it('a paid request: the whole total back, both sides told', async () => {
    const { paid } = await paidRequest();
    const quote = await client('rita').get(`/api/bookings/${paid.id}/cancellation`);
    expect(quote.json<CancellationQuote>()).toMatchObject({ refund: paid.totalPrice, policy: 'full' });
    const withdrawn = await setStatus('rita', paid.id, 'cancelled');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json<BookingView>()).toMatchObject({ status: 'cancelled', refundAmount: paid.totalPrice });
    expect((await eventsOf(paid.id)).at(-1)).toMatchObject({ toStatus: 'cancelled', actorRole: 'renter' });
    await inbox.waitFor(address('rita'), 'Reserva cancelada');
    await inbox.waitFor(address('host'), 'Reserva cancelada');
  });

  it('an unpaid request: nothing to refund', async () => {
    const booked = await book(client('rita'));
    const withdrawn = await setStatus('rita', booked.id, 'cancelled');
    expect(withdrawn.json<BookingView>()).toMatchObject({ status: 'cancelled', refundAmount: '0.00' });
  });
});

describe(`a request not answered within ${HOST_RESPONSE_HOURS} hours expires (the job queue's clock)`, () => {
  it('not a minute early; then cancelled by the system with the whole total refunded and the renter told', async () => {
    const { paid } = await paidRequest(client('ben'));
    const deadline = new Date(paid.respondBy!).getTime();

    clock.advance((deadline - clock.now().getTime()) / 60_000 - 1); // one minute before the deadline
    await api.jobs.runNow(SWEEP);
    expect((await rowOf(paid.id)).status).toBe('pending');

    clock.advance(1);
    await api.jobs.runNow(SWEEP);
    expect(await rowOf(paid.id)).toMatchObject({ status: 'cancelled', refund_amount: paid.totalPrice });
    expect((await eventsOf(paid.id)).at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actorRole: 'system',
      actor: null,
    });
    const expired = await inbox.waitFor(address('ben'), 'expiró');
    expect(expired.text).toContain(`${HOST_RESPONSE_HOURS} horas`);
    expect(expired.text).toMatch(new RegExp(`Reembolso: \\$${paid.totalPrice.replace('.', '\\.')}`));
    // the checkout reminder ("no se completó") is for unpaid holds only
    expect(await queuedEmailsTo(db.url, address('ben'))).not.toContainEqual(expect.stringContaining('no se completó'));

    // done once: running again changes nothing
    await api.jobs.runNow(SWEEP);
    expect(await eventsOf(paid.id)).toHaveLength(3);
  });
});
