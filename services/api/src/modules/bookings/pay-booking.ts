/**
 * Paying a booking (POST /api/bookings/:id/payment), the use case, against the simulated provider: the test card
 * DECLINED_TEST_CARD is declined, every other valid card is charged (instant book) or authorised (a request to a car
 * that needs its host's approval: the booking stays pending, awaiting the host until its response deadline).
 */
import { randomBytes } from 'node:crypto';
import {
  awaitingHost,
  BOOKING_NOT_FOUND,
  BOOKING_RULE_MESSAGES,
  type BookingView,
  CARD_DECLINED_MESSAGE,
  checkTransition,
  conditionHolds,
  DECLINED_TEST_CARD,
  eventRoleOf,
  hostResponseDeadline,
  message,
  type PaymentInput,
} from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import { ApiError, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../deps.ts';
import { Booking } from './booking.entity.ts';
import { queueConfirmationEmails, queueRequestEmail } from './booking-emails.ts';
import { moveTo, recordEvent } from './booking-history.ts';
import { holdExpired, releaseHolds } from './booking-holds.ts';
import { type BookingAccess, findBookingView } from './bookings.service.ts';

const NOT_PAYABLE = message('booking.notPayable');

const paymentIntentId = () => `pi_sim_${randomBytes(12).toString('hex')}`;

/**
 * Pays the booking `access` allows to pay (`canPayBooking`, decided before the card is read). The row is locked
 * for the whole decision, so two payments of one booking cannot both charge: the second sees it confirmed and
 * answers with the same intent. A booking whose checkout window closed is released instead (409), and one whose
 * pickup passed (a hold taken minutes before 10:00) is refused before the card is read (409). The receipt
 * and the host's new-trip email are queued with the confirmation. A request is authorised instead: it keeps its
 * intent, stays pending with an event in its history (pending → pending, the renter's payment), holds its dates until
 * the host's response deadline, and the host is asked to answer.
 */
export async function payBooking(
  { orm, outbox }: Pick<AppDeps, 'orm' | 'outbox'>,
  access: BookingAccess,
  card: PaymentInput,
): Promise<BookingView> {
  const { id } = access.view;
  const now = new Date();
  const expired = await orm.em.transactional(async (tx) => {
    const booking = await tx.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    // already paid (or authorised, for a request): never charge twice
    if (booking.status === 'confirmed' || awaitingHost(booking)) return false;
    if (checkTransition(booking, 'cancelled', 'system', now).ok) {
      await releaseHolds(tx, outbox, [booking], now); // its window closed before the payment: the dates are someone else's now
      return true;
    }
    if (booking.status !== 'pending') throw new ApiError(409, NOT_PAYABLE);
    // a trip whose pickup passed cannot start as booked: confirmed it could not be cancelled, and a request's host
    // would have to answer by a deadline already gone (hostResponseDeadline is at most pickup)
    if (!conditionHolds('beforePickup', booking, now)) throw new ApiError(409, BOOKING_RULE_MESSAGES.payAfterPickup);
    // instant book: paying confirms; a request (the lifecycle refuses payment → confirmed): paying authorises
    const confirms = checkTransition(booking, 'confirmed', 'payment', now).ok;
    if (!confirms && !booking.requiresApproval) throw new ApiError(409, NOT_PAYABLE);
    if (card.cardNumber === DECLINED_TEST_CARD) throw new ApiError(402, CARD_DECLINED_MESSAGE);
    booking.paymentIntentId = paymentIntentId();
    const actor = { user: access.user, role: eventRoleOf('payment') };
    if (confirms) moveTo(tx, booking, 'confirmed', actor);
    else {
      booking.holdExpiresAt = hostResponseDeadline(now, booking.startDate);
      recordEvent(tx, booking, booking.status, actor);
    }
    await tx.flush();
    await (confirms ? queueConfirmationEmails(tx, outbox, id) : queueRequestEmail(tx, outbox, id));
    return false;
  });
  if (expired) throw holdExpired();
  const view = await findBookingView(orm.em, id);
  if (!view) throw notFound(BOOKING_NOT_FOUND);
  return view;
}
