/**
 * What a booking's changes email, through a real SMTP server (MailDev): the receipt and the host's new trip on
 * payment (amounts as stored, pickup address and time, links), both sides on cancellation with the refund, the
 * renter's reminder when a hold runs out (unless reminders are off), and nothing at all for a change that rolls back.
 */
import {
  addDays,
  type BookingView,
  earliestStartDate,
  formatUSD,
  hostShare,
  PLATFORM_COMMISSION_PERCENT,
} from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { bookingRequest, createParties, jpegDataUrl, type TestParties } from '../../testing/fixtures.ts';
import { query, SITE_ORIGIN, type TestClient, type TestDatabase } from '../../testing/helpers.ts';
import { type Inbox, queuedEmailsTo, useTestApiWithInbox } from '../../testing/inbox.ts';

let db: TestDatabase;
let api: RunningApi;
let inbox: Inbox;
useTestApiWithInbox((started) => ({ db, api, inbox } = started));

const DOMAIN = 'booking-emails.test';
const address = (key: string) => `${key}@${DOMAIN}`;
const CARD = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/99', cvv: '123', cardholderName: 'Rita Renter' };

let parties: TestParties;
let photo = '';
let nextStart = 0;

/** A pending booking of `renter` of the host's car, on days no other test of the file takes. */
async function book(renter: TestClient, addInsurance = true): Promise<BookingView> {
  nextStart += 5;
  const startDate = addDays(earliestStartDate(), 30 + nextStart);
  const carId = parties.cars[0]!.id;
  const res = await renter.postJson(
    '/api/bookings',
    bookingRequest({ carId, startDate, endDate: addDays(startDate, 3) }, photo, { addInsurance }),
  );
  expect(res.status).toBe(201);
  return res.json<BookingView>();
}

async function bookAndPay(renter: TestClient): Promise<BookingView> {
  const { id } = await book(renter);
  const paid = await renter.postJson(`/api/bookings/${id}/payment`, CARD);
  expect(paid.status).toBe(200);
  return paid.json<BookingView>();
}

beforeAll(async () => {
  photo = await jpegDataUrl();
  parties = await createParties(api, {
    domain: DOMAIN,
    people: [
      { key: 'host', firstName: 'Hana', isHost: true },
      { key: 'rita', firstName: 'Rita' },
      { key: 'raul', firstName: 'Raúl' },
      { key: 'rosa', firstName: 'Rosa' },
      { key: 'rene', firstName: 'René' },
      { key: 'ruth', firstName: 'Ruth' },
      { key: 'nameless', firstName: 'Nadie' },
    ],
  });
});

describe('paying a booking', () => {
  it('emails the renter a receipt with the amounts as charged, the pickup and a link to the trip', async () => {
    const booking = await bookAndPay(parties.clients.rita!);
    const receipt = await inbox.waitFor(address('rita'), 'Reserva confirmada');
    expect(receipt.to).toEqual([{ address: address('rita'), name: 'Rita Tester' }]);
    expect(receipt.subject).toBe(`Reserva confirmada: 2024 Test Car 0, ${formatTripDays(booking)}`);
    const tripLink = `${SITE_ORIGIN}/dashboard/trips/${booking.id}`;
    for (const body of [receipt.text!, receipt.html!]) {
      expect(body).toContain(formatUSD(booking.totalPrice));
      expect(body).toContain(formatUSD(booking.serviceFee));
      expect(body).toContain(formatUSD(booking.insuranceFee));
      expect(body).toContain('0 Test St, Testville, CA');
      expect(body).toContain(tripLink);
      expect(body).toContain(booking.paymentIntentId!);
    }
    // 3 days at $50.00 with insurance ($15.00 a day) and the 10% service fee
    expect(receipt.text).toMatch(
      /Alquiler: \$150\.00\nSeguro: \$45\.00\nTarifa de servicio: \$19\.50\nTotal cobrado: \$214\.50/,
    );
    expect(receipt.text).toMatch(/Recogida: .*10:00/);
    expect(receipt.html).toContain(`href="${tripLink}"`);
    expect(receipt.text).toContain('Te enviamos este recibo porque pagaste una reserva en LA Drive.');
    // a receipt cannot be turned off, so it says nothing about how to
    expect(receipt.text).not.toContain('dejar de recibir');
  });

  it('tells the host about the new trip with what they will earn', async () => {
    const booking = await bookAndPay(parties.clients.raul!);
    const email = await inbox.waitFor(address('host'), `Nuevo viaje: 2024 Test Car 0, ${formatTripDays(booking)}`);
    const payout = hostShare({
      ...booking,
      paid: true,
      platformCommissionPercent: PLATFORM_COMMISSION_PERCENT,
    }).payoutCents;
    expect(email.text).toContain('Raúl Tester reservó y pagó tu 2024 Test Car 0');
    expect(email.text).toContain(`Recibirás: ${formatUSD(payout, 'cents')}`);
    expect(email.text).toContain(`Recibirás: $127.50`); // $150.00 less the 15% commission
    expect(email.html).toContain(`href="${SITE_ORIGIN}/host-dashboard"`);
  });

  it("names a nameless renter in each email's language: 'Usuario' in Spanish, 'User' in English", async () => {
    await query(db.url, `update "user" set first_name = '', last_name = '' where email = $1`, [address('nameless')]);
    await query(db.url, `update "user" set language = 'en' where email = $1`, [address('host')]);
    try {
      await bookAndPay(parties.clients.nameless!);
      const [receipt, newTrip] = await Promise.all([
        inbox.waitFor(address('nameless'), 'Reserva confirmada'),
        inbox.waitFor(address('host'), 'New trip: 2024 Test Car 0'),
      ]);
      expect(receipt.to).toEqual([{ address: address('nameless'), name: '' }]);
      expect(receipt.text).toContain('¡Tu viaje está confirmado, Usuario!');
      expect(newTrip.text).toContain('User booked and paid for your 2024 Test Car 0');
    } finally {
      await query(db.url, `update "user" set language = null where email = $1`, [address('host')]);
    }
  });

  it("shows the car's weekly discount as its own line on the receipt and on the host's payout", async () => {
    const carId = parties.cars[0]!.id;
    await query(db.url, 'update car set weekly_discount_percent = 10 where id = $1', [carId]);
    try {
      const startDate = addDays(earliestStartDate(), 150);
      const booked = await parties.clients.ruth!.postJson(
        '/api/bookings',
        bookingRequest({ carId, startDate, endDate: addDays(startDate, 7) }, photo, { addInsurance: false }),
      );
      expect(booked.status).toBe(201);
      const paid = await parties.clients.ruth!.postJson(`/api/bookings/${booked.json<BookingView>().id}/payment`, CARD);
      expect(paid.status).toBe(200);
      const booking = paid.json<BookingView>();
      // 7 × $50 = $350, −10 % = $315, + 10 % fee = $346.50
      expect(booking).toMatchObject({ totalPrice: '346.50', discountAmount: '35.00' });
      const receipt = await inbox.waitFor(address('ruth'), 'Reserva confirmada');
      expect(receipt.text).toMatch(
        /Alquiler: \$350\.00\nDescuento semanal \(10 %\): −\$35\.00\nTarifa de servicio: \$31\.50\nTotal cobrado: \$346\.50/,
      );
      const email = await inbox.waitFor(address('host'), `Nuevo viaje: 2024 Test Car 0, ${formatTripDays(booking)}`);
      // $315.00 after the discount, less the 15 % commission ($47.25)
      expect(email.text).toMatch(
        /Precio del alquiler: \$350\.00\nDescuento semanal \(10 %\): −\$35\.00\nComisión de LA Drive \(15%\): −\$47\.25\nRecibirás: \$267\.75/,
      );
    } finally {
      await query(db.url, 'update car set weekly_discount_percent = 0 where id = $1', [carId]);
    }
  });

  it('sends nothing when the payment rolls back after its emails were queued', async () => {
    const booking = await book(parties.clients.rosa!);
    // the commit itself fails (a deferred check), after everything in the transaction, the emails included, ran
    await query(
      db.url,
      `create function refuse_this_confirmation() returns trigger language plpgsql as $$
         begin
           if new.status = 'confirmed' and new.id = '${booking.id}' then raise exception 'refused at commit'; end if;
           return new;
         end $$;
       create constraint trigger refuse_this_confirmation after update on booking
         deferrable initially deferred for each row execute function refuse_this_confirmation();`,
    );
    const res = await parties.clients.rosa!.postJson(`/api/bookings/${booking.id}/payment`, CARD);
    expect(res.status).toBe(500);
    expect(await query(db.url, 'select status from booking where id = $1', [booking.id])).toEqual([
      { status: 'pending' },
    ]);
    expect(await queuedEmailsTo(db.url, address('rosa'))).toEqual([]);
    await query(db.url, 'drop trigger refuse_this_confirmation on booking; drop function refuse_this_confirmation();');
  });
});

describe('cancelling a paid booking', () => {
  it('emails both sides, each with the refund the cancellation recorded', async () => {
    const booking = await bookAndPay(parties.clients.rene!);
    const cancelled = await parties.clients.rene!.postJson(`/api/bookings/${booking.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    const { refundAmount } = cancelled.json<BookingView>();
    expect(refundAmount).toBe('195.00'); // free cancellation: all but the service fee
    const subject = `Reserva cancelada: 2024 Test Car 0, ${formatTripDays(booking)}`;
    const [renterEmail, hostEmail] = await Promise.all([
      inbox.waitFor(address('rene'), subject),
      inbox.waitFor(address('host'), subject),
    ]);
    expect(renterEmail.text).toContain('Cancelaste tu reserva del 2024 Test Car 0');
    expect(renterEmail.text).toContain('Reembolso: $195.00');
    expect(renterEmail.text).toContain('Cargo por cancelar: $19.50');
    expect(renterEmail.html).toContain(`href="${SITE_ORIGIN}/dashboard/trips/${booking.id}"`);
    expect(hostEmail.text).toContain('El viajero canceló la reserva de tu 2024 Test Car 0');
    expect(hostEmail.text).toContain('Reembolso al viajero: $195.00');
    expect(hostEmail.text).toContain('Recibirás por este viaje: $0.00');
  });
});

describe('a hold that runs out', () => {
  const releaseHold = async (id: string) => {
    await query(db.url, `update booking set hold_expires_at = now() - interval '1 second' where id = $1`, [id]);
    await api.jobs.runNow('bookings.release-expired-holds');
  };

  it('reminds the renter, with the way back to the car on the same dates', async () => {
    const booking = await book(parties.clients.ruth!);
    await releaseHold(booking.id);
    const email = await inbox.waitFor(address('ruth'), 'Tu reserva del 2024 Test Car 0 no se completó');
    expect(email.text).toContain('No se te cobró nada');
    expect(email.text).toContain(
      `Reservar de nuevo: ${SITE_ORIGIN}/cars/${booking.carId}?startDate=${booking.startDate}&endDate=${booking.endDate}`,
    );
    expect(email.text).toMatch(/Puedes dejar de recibir estos correos en Mi Dashboard → Perfil: .*\/dashboard/);
  });

  it('sends no reminder to a renter who turned reminders off; receipts still go', async () => {
    const rita = parties.clients.rita!;
    expect((await rita.putJson('/api/users/email-preferences', { messages: true, reminders: false })).status).toBe(200);
    const unpaid = await book(rita);
    await releaseHold(unpaid.id);
    expect(await queuedEmailsTo(db.url, address('rita'))).not.toContainEqual(expect.stringMatching(/no se completó/));

    const paid = await bookAndPay(rita);
    await inbox.waitFor(address('rita'), `Reserva confirmada: 2024 Test Car 0, ${formatTripDays(paid)}`);
  });
});

/** The trip's days as the emails write them. */
function formatTripDays(booking: Pick<BookingView, 'startDate' | 'endDate'>): string {
  const day = new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `${day.format(new Date(`${booking.startDate}T00:00:00Z`))} – ${day.format(new Date(`${booking.endDate}T00:00:00Z`))}`;
}
