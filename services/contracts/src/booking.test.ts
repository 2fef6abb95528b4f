import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  awaitingHost,
  BOOKING_LIFECYCLE,
  type BookingActor,
  BookingStatusChangeSchema,
  canTransition,
  checkTransition,
  LIFECYCLE_MESSAGES,
  nextStatuses,
} from './booking-lifecycle.ts';
import { BOOKING_PHOTO_MAX_BYTES, bookingPhotoMessages, detectImageType } from './booking-photos.ts';
import { hostResponseDeadline } from './booking-rules.ts';
import { cancellationQuote } from './cancellation.ts';
import { BOOKING_STATUSES, type BookingStatus } from './enums.ts';
import { messageText } from './i18n/message-text.ts';
import { DECLINED_TEST_CARD, isLuhnValid, isValidExpiry, PaymentSchema } from './payment.ts';
import { HOST_RESPONSE_HOURS } from './policy.ts';
import { calendarDateIn, pickupInstant, wallTimeToInstant } from './time-zone.ts';

/** An object's messages as a visitor who chose no language reads them. */
const inDefault = <T extends object>(said: T): T =>
  Object.fromEntries(
    Object.entries(said).map(([key, value]) => [key, typeof value === 'string' ? messageText(value, null) : value]),
  ) as T;

const HOUR = 3_600_000;
const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const ACTORS: BookingActor[] = ['renter', 'host', 'admin', 'payment', 'system'];

describe('time zone helpers', () => {
  it('pickup is 10:00 in Los Angeles, summer and winter', () => {
    expect(pickupInstant('2026-07-15').toISOString()).toBe('2026-07-15T17:00:00.000Z');
    expect(pickupInstant('2026-01-15').toISOString()).toBe('2026-01-15T18:00:00.000Z');
    // the days of the DST changes
    expect(pickupInstant('2026-03-08').toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect(pickupInstant('2026-11-01').toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect(wallTimeToInstant('2026-07-15', 0).toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('today is the Los Angeles calendar day', () => {
    expect(calendarDateIn(new Date('2026-07-16T06:59:59Z'))).toBe('2026-07-15');
    expect(calendarDateIn(new Date('2026-07-16T07:00:00Z'))).toBe('2026-07-16');
  });

  it('answers the same when asked again: within a second, in another zone, past the remembered seconds', () => {
    const lastSecond = new Date('2026-07-16T06:59:59.999Z');
    for (let round = 0; round < 2; round++) {
      expect(calendarDateIn(lastSecond)).toBe('2026-07-15');
      expect(calendarDateIn(lastSecond, 'Europe/Madrid')).toBe('2026-07-16');
      expect(calendarDateIn(new Date('2026-07-16T07:00:00.000Z'))).toBe('2026-07-16');
      // more seconds than it remembers, each its own day
      for (let day = 0; day < 100; day++) {
        const instant = new Date(Date.UTC(2027, 0, 1 + day, 12, 0, 0));
        expect(calendarDateIn(instant)).toBe(instant.toISOString().slice(0, 10));
      }
      expect(pickupInstant('2026-11-01').toISOString()).toBe('2026-11-01T18:00:00.000Z');
    }
  });
});

describe('lifecycle table', () => {
  // every (from, to, actor) the table allows; everything else is refused
  const allowed = new Set([
    'pending>confirmed>payment',
    'pending>confirmed>host',
    'pending>confirmed>admin',
    'confirmed>completed>host',
    'confirmed>completed>admin',
    'confirmed>completed>system',
    'pending>cancelled>renter',
    'pending>cancelled>host',
    'pending>cancelled>admin',
    'pending>cancelled>system',
    'confirmed>cancelled>renter',
    'confirmed>cancelled>host',
    'confirmed>cancelled>admin',
  ]);
  for (const from of BOOKING_STATUSES) {
    for (const to of BOOKING_STATUSES) {
      for (const actor of ACTORS) {
        const key = `${from}>${to}>${actor}`;
        const expected = allowed.has(key);
        it(`${from} → ${to} by ${actor}: ${expected ? 'allowed' : 'refused'}`, () => {
          expect(canTransition(from, to, actor)).toBe(expected);
        });
      }
    }
  }

  it('is one table of data with exactly those rows', () => {
    expect(BOOKING_LIFECYCLE.map((rule) => `${rule.from}>${rule.to}>${rule.actor}`).sort()).toEqual(
      [...allowed].sort(),
    );
  });

  it('nextStatuses per actor', () => {
    expect(nextStatuses('pending', 'payment')).toEqual(['confirmed']);
    expect(nextStatuses('pending', 'renter')).toEqual(['cancelled']);
    expect(nextStatuses('pending', 'host')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed', 'renter')).toEqual(['cancelled']);
    expect(nextStatuses('confirmed', 'host')).toEqual(['completed', 'cancelled']);
    expect(nextStatuses('confirmed', 'admin')).toEqual(['completed', 'cancelled']);
    for (const actor of ACTORS) {
      expect(nextStatuses('cancelled', actor)).toEqual([]);
      expect(nextStatuses('completed', actor)).toEqual([]);
    }
  });
});

describe('checkTransition (time conditions and reasons)', () => {
  const booking = (status: BookingStatus) => ({ status, startDate: '2026-07-15', endDate: '2026-07-18' });
  const pickup = pickupInstant('2026-07-15').getTime();

  it('completing: host or admin, confirmed, from the return time (10:00 LA on the end date)', () => {
    const returned = new Date('2026-07-18T17:00:00Z'); // 10:00 on the 18th in LA
    expect(checkTransition(booking('confirmed'), 'completed', 'host', returned).ok).toBe(true);
    expect(checkTransition(booking('confirmed'), 'completed', 'admin', returned).ok).toBe(true);
    expect(checkTransition(booking('confirmed'), 'completed', 'host', new Date(returned.getTime() - 1))).toEqual({
      ok: false,
      reason: 'conflict',
      message: LIFECYCLE_MESSAGES.completeBeforeReturn,
    });
    expect(checkTransition(booking('confirmed'), 'completed', 'renter', returned)).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });
    expect(checkTransition(booking('pending'), 'completed', 'host', returned)).toEqual({
      ok: false,
      reason: 'conflict',
      message: LIFECYCLE_MESSAGES.completeNotConfirmed,
    });
    expect(inDefault(checkTransition(booking('completed'), 'completed', 'admin', returned))).toMatchObject({
      ok: false,
      reason: 'conflict',
      message: 'This booking is already completed',
    });
  });

  it('cancelling: renter before pickup, host with 24 h notice, admin any time', () => {
    const before = new Date(pickup - 1);
    const atPickup = new Date(pickup);
    expect(checkTransition(booking('confirmed'), 'cancelled', 'renter', before).ok).toBe(true);
    expect(checkTransition(booking('confirmed'), 'cancelled', 'renter', atPickup)).toEqual({
      ok: false,
      reason: 'conflict',
      message: LIFECYCLE_MESSAGES.cancelAfterPickup,
    });
    expect(checkTransition(booking('confirmed'), 'cancelled', 'host', new Date(pickup - 24 * HOUR)).ok).toBe(true);
    expect(checkTransition(booking('confirmed'), 'cancelled', 'host', new Date(pickup - 24 * HOUR + 1))).toEqual({
      ok: false,
      reason: 'conflict',
      message: LIFECYCLE_MESSAGES.hostNotice,
    });
    expect(checkTransition(booking('confirmed'), 'cancelled', 'admin', new Date(pickup + 100 * HOUR)).ok).toBe(true);
    for (const actor of ['renter', 'host', 'admin'] as const) {
      expect(checkTransition(booking('pending'), 'cancelled', actor, atPickup).ok).toBe(true);
      expect(checkTransition(booking('cancelled'), 'cancelled', actor, before)).toMatchObject({ reason: 'conflict' });
      expect(checkTransition(booking('completed'), 'cancelled', actor, before)).toMatchObject({ reason: 'conflict' });
    }
    expect(checkTransition(booking('pending'), 'cancelled', 'payment', before)).toMatchObject({ reason: 'forbidden' });
  });

  it('confirming an instant booking only by payment; several roles: the first allowed wins', () => {
    expect(checkTransition(booking('pending'), 'confirmed', 'payment', new Date(0)).ok).toBe(true);
    expect(checkTransition(booking('pending'), 'confirmed', 'renter', new Date(0))).toEqual({
      ok: false,
      reason: 'forbidden',
      message: LIFECYCLE_MESSAGES.forbiddenConfirm,
    });
    // an instant booking is never the host's to accept, paid or not
    for (const paymentIntentId of [null, 'pi_sim_1']) {
      expect(checkTransition({ ...booking('pending'), paymentIntentId }, 'confirmed', 'host', new Date(0))).toEqual({
        ok: false,
        reason: 'conflict',
        message: LIFECYCLE_MESSAGES.notAwaitingHost,
      });
    }
    const late = new Date(pickup - HOUR);
    const check = checkTransition(booking('confirmed'), 'cancelled', ['host', 'admin'], late);
    expect(check).toMatchObject({ ok: true, rule: { actor: 'admin' } });
  });

  it('status change body', () => {
    expect(v.safeParse(BookingStatusChangeSchema, { status: 'cancelled' }).success).toBe(true);
    expect(v.safeParse(BookingStatusChangeSchema, { status: 'confirmed' }).success).toBe(true);
    expect(v.safeParse(BookingStatusChangeSchema, { status: 'pending' }).success).toBe(false);
  });
});

describe("a request to a car that needs its host's approval", () => {
  const paidAt = new Date('2026-07-10T20:00:00Z');
  const deadline = hostResponseDeadline(paidAt, '2026-07-15');
  const request = (status: BookingStatus, paid: boolean) => ({
    status,
    startDate: '2026-07-15',
    endDate: '2026-07-18',
    requiresApproval: true,
    paymentIntentId: paid ? 'pi_sim_1' : null,
    holdExpiresAt: paid ? deadline : new Date(paidAt.getTime() - HOUR),
    totalPrice: '300.00',
    serviceFee: '30.00',
  });
  const beforeDeadline = new Date(deadline.getTime() - 1);

  it(`the host answers within ${HOST_RESPONSE_HOURS} hours of payment, or by pickup when that is sooner`, () => {
    expect(deadline.toISOString()).toBe('2026-07-11T20:00:00.000Z');
    const pickup = pickupInstant('2026-07-11');
    expect(hostResponseDeadline(paidAt, '2026-07-11')).toEqual(pickup); // 10:00 LA = 17:00Z, before 20:00Z
    // across the March DST change: instants, not wall-clock hours
    expect(hostResponseDeadline(new Date('2026-03-07T18:00:00Z'), '2026-03-20').toISOString()).toBe(
      '2026-03-08T18:00:00.000Z',
    );
  });

  it('paying does not confirm it: payment → confirmed is refused with the reason', () => {
    expect(checkTransition(request('pending', false), 'confirmed', 'payment', paidAt)).toEqual({
      ok: false,
      reason: 'conflict',
      message: LIFECYCLE_MESSAGES.needsApproval,
    });
  });

  it('pending → confirmed by the host (accept) or an admin, only paid and before the deadline', () => {
    expect(awaitingHost(request('pending', true))).toBe(true);
    expect(awaitingHost(request('pending', false))).toBe(false);
    expect(awaitingHost({ ...request('pending', true), requiresApproval: false })).toBe(false);
    for (const actor of ['host', 'admin'] as const) {
      expect(checkTransition(request('pending', true), 'confirmed', actor, beforeDeadline)).toMatchObject({
        ok: true,
        rule: { from: 'pending', to: 'confirmed', actor, when: 'awaitingHost' },
      });
      for (const refused of [
        checkTransition(request('pending', false), 'confirmed', actor, paidAt), // not paid yet
        checkTransition(request('pending', true), 'confirmed', actor, deadline), // the deadline passed
      ]) {
        expect(refused).toEqual({ ok: false, reason: 'conflict', message: LIFECYCLE_MESSAGES.notAwaitingHost });
      }
    }
    expect(checkTransition(request('pending', true), 'confirmed', 'renter', beforeDeadline)).toEqual({
      ok: false,
      reason: 'forbidden',
      message: LIFECYCLE_MESSAGES.forbiddenConfirm,
    });
    expect(inDefault(checkTransition(request('confirmed', true), 'confirmed', 'host', beforeDeadline))).toMatchObject({
      ok: false,
      reason: 'conflict',
      message: 'This booking is already confirmed',
    });
    expect(inDefault(checkTransition(request('cancelled', true), 'confirmed', 'host', beforeDeadline))).toMatchObject({
      ok: false,
      reason: 'conflict',
      message: 'A cancelled booking cannot be confirmed',
    });
  });

  it('pending → cancelled by the host (decline) or the renter (withdraw): the whole total back when paid', () => {
    for (const actor of ['host', 'renter', 'admin'] as const) {
      expect(cancellationQuote(request('pending', true), beforeDeadline, actor)).toMatchObject({
        ok: true,
        quote: { refund: '300.00', charged: '0.00', policy: 'full' },
        rule: { from: 'pending', to: 'cancelled', actor, refund: 'whatWasPaid' },
      });
      expect(cancellationQuote(request('pending', false), beforeDeadline, actor)).toMatchObject({
        ok: true,
        quote: { refund: '0.00', charged: '0.00', policy: 'unpaid' },
      });
    }
  });

  it('pending → cancelled by the system once the deadline passed, refunded in full', () => {
    expect(cancellationQuote(request('pending', true), beforeDeadline, 'system')).toEqual({
      ok: false,
      reason: 'conflict',
      message: LIFECYCLE_MESSAGES.holdNotExpired,
    });
    expect(cancellationQuote(request('pending', true), deadline, 'system')).toMatchObject({
      ok: true,
      quote: { refund: '300.00', charged: '0.00', policy: 'full' },
      rule: { actor: 'system', when: 'holdExpired' },
    });
  });
});

describe('cancellationQuote', () => {
  const confirmed = {
    status: 'confirmed' as const,
    startDate: '2026-07-15',
    endDate: '2026-07-18',
    totalPrice: '330.00',
    serviceFee: '30.00',
  };
  const pickup = pickupInstant(confirmed.startDate).getTime();

  it('pending: unpaid, nothing charged', () => {
    expect(cancellationQuote({ ...confirmed, status: 'pending' }, new Date(pickup + HOUR))).toEqual({
      ok: true,
      quote: { refund: '0.00', charged: '0.00', policy: 'unpaid', message: expect.any(String) },
      // the row that allowed it: its actor is the role the cancellation is recorded under
      rule: { from: 'pending', to: 'cancelled', actor: 'renter', refund: 'whatWasPaid' },
    });
  });

  it('just over 24 h before pickup: full refund minus the service fee', () => {
    expect(cancellationQuote(confirmed, new Date(pickup - 24 * HOUR - 1))).toMatchObject({
      ok: true,
      quote: { refund: '300.00', charged: '30.00', policy: 'full' },
    });
  });

  it('exactly 24 h before pickup: half', () => {
    expect(cancellationQuote(confirmed, new Date(pickup - 24 * HOUR))).toMatchObject({
      ok: true,
      quote: { refund: '150.00', charged: '180.00', policy: 'half' },
    });
  });

  it('half rounds to the cent', () => {
    const odd = { ...confirmed, totalPrice: '100.01', serviceFee: '9.00' }; // rental 91.01 → 45.505 → 45.51
    expect(cancellationQuote(odd, new Date(pickup - HOUR))).toMatchObject({
      quote: { refund: '45.51', charged: '54.50', policy: 'half' },
    });
  });

  it('after pickup: the renter cannot cancel', () => {
    expect(cancellationQuote(confirmed, new Date(pickup))).toEqual({
      ok: false,
      reason: 'conflict',
      message: LIFECYCLE_MESSAGES.cancelAfterPickup,
    });
  });

  it('host (24 h notice) and admin: the whole total back', () => {
    expect(cancellationQuote(confirmed, new Date(pickup - 24 * HOUR), 'host')).toMatchObject({
      quote: { refund: '330.00', charged: '0.00', policy: 'full' },
    });
    expect(cancellationQuote(confirmed, new Date(pickup - 24 * HOUR + 1), 'host')).toMatchObject({ ok: false });
    expect(cancellationQuote(confirmed, new Date(pickup + HOUR), 'admin')).toMatchObject({
      quote: { refund: '330.00', charged: '0.00', policy: 'full' },
    });
  });

  it('cancelled and completed bookings have no quote', () => {
    expect(cancellationQuote({ ...confirmed, status: 'cancelled' }, new Date(0))).toMatchObject({ ok: false });
    expect(cancellationQuote({ ...confirmed, status: 'completed' }, new Date(0))).toMatchObject({ ok: false });
  });
});

describe('payment', () => {
  it('Luhn', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid(DECLINED_TEST_CARD)).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('4242-4242')).toBe(false);
  });

  it('expiry through the end of its month', () => {
    const now = new Date('2026-07-15T12:00:00Z');
    expect(isValidExpiry('07/26', now)).toBe(true);
    expect(isValidExpiry('06/26', now)).toBe(false);
    expect(isValidExpiry('01/27', now)).toBe(true);
    expect(isValidExpiry('13/27', now)).toBe(false);
    expect(isValidExpiry('7/27', now)).toBe(false);
  });

  it('PaymentSchema: digits out, per-field messages', () => {
    const ok = v.safeParse(PaymentSchema, {
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/99',
      cvv: '123',
      cardholderName: ' Rosa Renter ',
    });
    expect(ok.success && ok.output).toEqual({
      cardNumber: '4242424242424242',
      expiryDate: '12/99',
      cvv: '123',
      cardholderName: 'Rosa Renter',
    });
    const bad = v.safeParse(PaymentSchema, {
      cardNumber: '4242 4242 4242 4241',
      expiryDate: '01/20',
      cvv: '12',
      cardholderName: ' ',
    });
    expect(bad.success).toBe(false);
    expect(bad.issues?.map((issue) => messageText(issue.message, null))).toEqual([
      'Card number is not valid',
      'Expiry date must be MM/YY and not in the past',
      'CVV must be 3 or 4 digits',
      'Cardholder name is required',
    ]);
    // 12–19 digits
    expect(v.safeParse(PaymentSchema.entries.cardNumber, '00000000000').success).toBe(false);
    expect(v.safeParse(PaymentSchema.entries.cardNumber, '000000000000').success).toBe(true);
    expect(v.safeParse(PaymentSchema.entries.cardNumber, '0'.repeat(20)).success).toBe(false);
  });
});

describe('booking photos', () => {
  it('recognises JPEG, PNG and WebP by their bytes only', () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(detectImageType(bytes('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp');
    expect(detectImageType(bytes('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(detectImageType(bytes('hello, I am text'))).toBeUndefined();
    expect(detectImageType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });

  it('messages and the 5 MB limit', () => {
    expect(BOOKING_PHOTO_MAX_BYTES).toBe(5_242_880);
    expect(inDefault(bookingPhotoMessages('licensePhoto'))).toEqual({
      type: "The driver's license photo must be a JPEG, PNG or WebP image",
      size: "The driver's license photo must be 5 MB or smaller",
    });
    expect(messageText(bookingPhotoMessages('selfieWithLicense').size, null)).toBe(
      'The selfie with your license must be 5 MB or smaller',
    );
  });
});
