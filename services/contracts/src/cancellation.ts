/**
 * What cancelling a booking costs (spec section 9), as a pure function of the booking and the
 * clock: GET /api/bookings/:id/cancellation shows it, POST /api/bookings/:id/status applies it.
 * The windows and the charge are policy.ts's.
 *
 * - pending, never paid: 'unpaid', nothing charged, nothing refunded;
 * - pending, paid (a request awaiting its host, declined, withdrawn or expired): 'full' refund of the whole total;
 * - confirmed, renter, more than FREE_CANCELLATION_HOURS before pickup: 'full' = total − service fee
 *   (the service fee is the non-refundable processing fee);
 * - confirmed, renter, later: 'half' = the rental (total − service fee) less LATE_CANCELLATION_CHARGE_PERCENT
 *   of it, to the cent;
 * - confirmed, renter, after pickup: refused (409);
 * - confirmed, host with at least HOST_CANCELLATION_NOTICE_HOURS notice, or admin: 'full' refund of the whole total.
 */
import { type BookingActor, checkTransition, type LifecycleBooking, type LifecycleRule } from './booking-lifecycle.ts';
import { message } from './i18n/messages.ts';
import type { CancellationQuote } from './models.ts';
import { formatUSD, fromCents, toCents } from './money.ts';
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_CHARGE_PERCENT } from './policy.ts';
import { percentOf } from './pricing.ts';
import { hoursUntilPickup } from './time-zone.ts';

export interface CancellableBooking extends LifecycleBooking {
  totalPrice: string;
  serviceFee: string;
}

export type CancellationOutcome =
  /** `rule`: the lifecycle row that allowed it (its actor is the role the cancellation is recorded under). */
  | { ok: true; quote: CancellationQuote; rule: LifecycleRule }
  | { ok: false; reason: 'forbidden' | 'conflict'; message: string };

export function cancellationQuote(
  booking: CancellableBooking,
  now: Date,
  actors: BookingActor | readonly BookingActor[] = 'renter',
): CancellationOutcome {
  const check = checkTransition(booking, 'cancelled', actors, now);
  if (!check.ok) return check;
  const total = toCents(booking.totalPrice);
  const fee = Math.min(toCents(booking.serviceFee), total);
  const quote = (policy: CancellationQuote['policy'], refund: number, message: string): CancellationOutcome => ({
    ok: true,
    quote: { refund: fromCents(refund), charged: fromCents(total - refund), policy, message },
    rule: check.rule,
  });
  switch (check.rule.refund) {
    case 'fullTotal':
      return quote('full', total, message('cancellation.fullRefund', { amount: formatUSD(total, 'cents') }));
    case 'renterPolicy': {
      const rental = total - fee;
      if (hoursUntilPickup(booking.startDate, now) > FREE_CANCELLATION_HOURS) {
        return quote(
          'full',
          rental,
          message('cancellation.free', { refund: formatUSD(rental, 'cents'), fee: formatUSD(fee, 'cents') }),
        );
      }
      const refund = percentOf(rental, 100 - LATE_CANCELLATION_CHARGE_PERCENT);
      return quote(
        'half',
        refund,
        message('cancellation.late', {
          hours: FREE_CANCELLATION_HOURS,
          percent: LATE_CANCELLATION_CHARGE_PERCENT,
          refund: formatUSD(refund, 'cents'),
        }),
      );
    }
    default: // 'whatWasPaid': a pending booking, paid if it is a request awaiting its host
      if (booking.paymentIntentId != null) {
        return quote('full', total, message('cancellation.paidRefund', { amount: formatUSD(total, 'cents') }));
      }
      return {
        ok: true,
        quote: {
          refund: '0.00',
          charged: '0.00',
          policy: 'unpaid',
          message: message('cancellation.unpaid'),
        },
        rule: check.rule,
      };
  }
}
