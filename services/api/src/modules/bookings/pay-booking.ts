/**
 * Paying a booking (POST /api/bookings/:id/payment), the use case, against the simulated provider: the test card
 * DECLINED_TEST_CARD is declined, every other valid card is charged.
 */
import { randomBytes } from 'node:crypto';
import {
  BOOKING_NOT_FOUND,
  type BookingView,
  CARD_DECLINED_MESSAGE,
  checkTransition,
  DECLINED_TEST_CARD,
  eventRoleOf,
  type PaymentInput,
} from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import { ApiError, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../deps.ts';
import { Booking } from './booking.entity.ts';
import { queueConfirmationEmails } from './booking-emails.ts';
import { moveTo } from './booking-history.ts';
import { holdExpired, releaseHolds } from './booking-holds.ts';
import { type BookingAccess, findBookingView } from './bookings.service.ts';

const NOT_PAYABLE = 'This booking can no longer be paid';

const paymentIntentId = () => `pi_sim_${randomBytes(12).toString('hex')}`;

/**
 * Pays the booking `access` allows to pay (`canPayBooking`, decided before the card is read). The row is locked
 * for the whole decision, so two payments of one booking cannot both charge: the second sees it confirmed and
 * answers with the same intent. A booking whose checkout window closed is released instead (409). The receipt
 * and the host's new-trip email are queued with the confirmation.
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
    if (booking.status === 'confirmed') return false; // already paid: never charge twice
    if (checkTransition(booking, 'cancelled', 'system', now).ok) {
      await releaseHolds(tx, outbox, [booking]); // its window closed before the payment: the dates are someone else's now
      return true;
    }
    const check = checkTransition(booking, 'confirmed', 'payment', now);
    if (!check.ok) throw new ApiError(409, NOT_PAYABLE);
    if (card.cardNumber === DECLINED_TEST_CARD) throw new ApiError(402, CARD_DECLINED_MESSAGE);
    booking.paymentIntentId = paymentIntentId();
    moveTo(tx, booking, 'confirmed', { user: access.user, role: eventRoleOf(check.rule.actor) });
    await tx.flush();
    await queueConfirmationEmails(tx, outbox, id);
    return false;
  });
  if (expired) throw holdExpired();
  const view = await findBookingView(orm.em, id);
  if (!view) throw notFound(BOOKING_NOT_FOUND);
  return view;
}
