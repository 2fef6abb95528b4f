/**
 * The booking lifecycle as one table of data: who may move a booking from one status to another,
 * and when. The API applies it on POST /api/bookings/:id/payment (actor 'payment') and
 * POST /api/bookings/:id/status; screens can use `nextStatuses` to decide which buttons to show.
 * The windows are policy.ts's.
 *
 *   pending   → confirmed  payment, for a car with instant book (the payment route)
 *   pending   → confirmed  host, admin: accepting a request (a car that needs its host's approval) the renter paid,
 *                          before its response deadline (HOST_RESPONSE_HOURS after payment, or pickup if sooner)
 *   confirmed → completed  host, admin; from the return time on (the end date at PICKUP_HOUR, Los Angeles)
 *   confirmed → completed  system, TRIP_AUTO_COMPLETE_HOURS after the return time (bookings' trip completion job)
 *   pending   → cancelled  renter (withdraw), host (decline), admin; what was paid is refunded in full (nothing
 *                          was charged for an unpaid booking; a request awaiting the host was paid)
 *   pending   → cancelled  system, once the hold has expired: the checkout hold (CHECKOUT_HOLD_MINUTES) of an unpaid
 *                          booking, or the host's response deadline of a paid request (booking-rules.ts); what was
 *                          paid is refunded in full
 *   confirmed → cancelled  renter before pickup (refund policy in cancellation.ts);
 *                          host with at least HOST_CANCELLATION_NOTICE_HOURS notice (full refund of the total);
 *                          admin (full refund of the total)
 *
 * Pickup is the start date at PICKUP_HOUR, America/Los_Angeles, and the return the end date at the same hour. Between
 * them a confirmed trip is in progress: a phase shown on screen (`tripPhase`), not a status.
 */
import * as v from 'valibot';
import { addDays } from './dates.ts';
import type { BookingStatus } from './enums.ts';
import { message } from './i18n/messages.ts';
import {
  HOST_CANCELLATION_NOTICE_HOURS,
  HOST_RESPONSE_HOURS,
  PICKUP_HOUR,
  TRIP_AUTO_COMPLETE_HOURS,
} from './policy.ts';
import { calendarDateIn, hoursUntilPickup, pickupInstant, returnInstant } from './time-zone.ts';

export type BookingActor = 'renter' | 'host' | 'admin' | 'payment' | 'system';
/** A time condition on a transition. */
export type TransitionCondition =
  | 'fromReturnTime'
  | 'autoCompletionDue'
  | 'beforePickup'
  | 'hostNoticeBeforePickup'
  | 'holdExpired'
  | 'instantBook'
  | 'awaitingHost';
/** How a cancellation refunds: everything that was paid (nothing if unpaid), the renter's policy, or the whole total. */
export type RefundRule = 'whatWasPaid' | 'renterPolicy' | 'fullTotal';

export interface LifecycleRule {
  from: BookingStatus;
  to: BookingStatus;
  actor: BookingActor;
  when?: TransitionCondition;
  refund?: RefundRule;
}

export const BOOKING_LIFECYCLE: readonly LifecycleRule[] = [
  { from: 'pending', to: 'confirmed', actor: 'payment', when: 'instantBook' },
  { from: 'pending', to: 'confirmed', actor: 'host', when: 'awaitingHost' },
  { from: 'pending', to: 'confirmed', actor: 'admin', when: 'awaitingHost' },
  { from: 'confirmed', to: 'completed', actor: 'host', when: 'fromReturnTime' },
  { from: 'confirmed', to: 'completed', actor: 'admin', when: 'fromReturnTime' },
  { from: 'confirmed', to: 'completed', actor: 'system', when: 'autoCompletionDue' },
  { from: 'pending', to: 'cancelled', actor: 'renter', refund: 'whatWasPaid' },
  { from: 'pending', to: 'cancelled', actor: 'host', refund: 'whatWasPaid' },
  { from: 'pending', to: 'cancelled', actor: 'admin', refund: 'whatWasPaid' },
  { from: 'pending', to: 'cancelled', actor: 'system', when: 'holdExpired', refund: 'whatWasPaid' },
  { from: 'confirmed', to: 'cancelled', actor: 'renter', when: 'beforePickup', refund: 'renterPolicy' },
  { from: 'confirmed', to: 'cancelled', actor: 'host', when: 'hostNoticeBeforePickup', refund: 'fullTotal' },
  { from: 'confirmed', to: 'cancelled', actor: 'admin', refund: 'fullTotal' },
];

export const LIFECYCLE_MESSAGES = {
  completeBeforeReturn: message('lifecycle.completeBeforeReturn', { hour: PICKUP_HOUR }),
  cancelAfterPickup: message('lifecycle.cancelAfterPickup'),
  hostNotice: message('lifecycle.hostNotice', { hours: HOST_CANCELLATION_NOTICE_HOURS }),
  completeNotConfirmed: message('lifecycle.completeNotConfirmed'),
  forbiddenComplete: message('lifecycle.forbiddenComplete'),
  forbiddenCancel: message('lifecycle.forbiddenCancel'),
  forbiddenConfirm: message('lifecycle.forbiddenConfirm'),
  forbidden: message('lifecycle.forbidden'),
  holdNotExpired: message('lifecycle.holdNotExpired'),
  needsApproval: message('lifecycle.needsApproval'),
  notAwaitingHost: message('lifecycle.notAwaitingHost', { hours: HOST_RESPONSE_HOURS }),
  autoCompletionNotDue: message('lifecycle.autoCompletionNotDue', { hours: TRIP_AUTO_COMPLETE_HOURS }),
};

/** True when the table has a row from → to for this actor (time conditions aside). */
export function canTransition(from: BookingStatus, to: BookingStatus, actor: BookingActor): boolean {
  return BOOKING_LIFECYCLE.some((rule) => rule.from === from && rule.to === to && rule.actor === actor);
}

/** The statuses this actor may move a booking to from `from` (time conditions aside), in table order. */
export function nextStatuses(from: BookingStatus, actor: BookingActor): BookingStatus[] {
  const next: BookingStatus[] = [];
  for (const rule of BOOKING_LIFECYCLE) {
    if (rule.from === from && rule.actor === actor && !next.includes(rule.to)) next.push(rule.to);
  }
  return next;
}

/** What a transition needs to know about a booking. */
export interface LifecycleBooking {
  status: BookingStatus;
  startDate: string;
  endDate: string;
  /**
   * Until when a pending booking holds its dates (booking-rules.ts): its checkout hold while unpaid, the host's
   * response deadline once a request is paid.
   */
  holdExpiresAt?: Date | string | null;
  /** Booked from a car without instant book: paying asks the host, who confirms. */
  requiresApproval?: boolean;
  /** Set once the card is charged (instant book) or authorised (a request). */
  paymentIntentId?: string | null;
}

/** A paid request waiting for its host's answer (the deadline is its `holdExpiresAt`). */
export function awaitingHost(booking: Pick<LifecycleBooking, 'status' | 'requiresApproval' | 'paymentIntentId'>) {
  return booking.status === 'pending' && booking.requiresApproval === true && booking.paymentIntentId != null;
}

/** What a booking view says about approval: whether it needed it, whether it waits for the host now, and until when. */
export function approvalOf(
  booking: Pick<LifecycleBooking, 'status' | 'requiresApproval' | 'paymentIntentId' | 'holdExpiresAt'>,
) {
  const waiting = awaitingHost(booking) && booking.holdExpiresAt != null;
  return {
    requiresApproval: booking.requiresApproval === true,
    awaitingHost: waiting,
    respondBy: waiting ? new Date(booking.holdExpiresAt!).toISOString() : null,
  };
}

const holdRunsAt = (booking: LifecycleBooking, now: Date) =>
  booking.holdExpiresAt != null && now.getTime() >= new Date(booking.holdExpiresAt).getTime();

export type TransitionCheck =
  | { ok: true; rule: LifecycleRule }
  /** forbidden → 403 (the actor never may), conflict → 409 (not from this status, or not now). */
  | { ok: false; reason: 'forbidden' | 'conflict'; message: string };

export function conditionHolds(condition: TransitionCondition | undefined, booking: LifecycleBooking, now: Date) {
  switch (condition) {
    case undefined:
      return true;
    case 'fromReturnTime':
      return now.getTime() >= returnInstant(booking.endDate).getTime();
    case 'autoCompletionDue':
      return now.getTime() >= autoCompletionAt(booking.endDate).getTime();
    case 'beforePickup':
      return now.getTime() < pickupInstant(booking.startDate).getTime();
    case 'hostNoticeBeforePickup':
      return hoursUntilPickup(booking.startDate, now) >= HOST_CANCELLATION_NOTICE_HOURS;
    case 'holdExpired':
      return holdRunsAt(booking, now);
    case 'instantBook':
      return booking.requiresApproval !== true;
    case 'awaitingHost':
      return awaitingHost(booking) && !holdRunsAt(booking, now);
  }
}

const CONDITION_MESSAGES: Record<TransitionCondition, string> = {
  fromReturnTime: LIFECYCLE_MESSAGES.completeBeforeReturn,
  autoCompletionDue: LIFECYCLE_MESSAGES.autoCompletionNotDue,
  beforePickup: LIFECYCLE_MESSAGES.cancelAfterPickup,
  hostNoticeBeforePickup: LIFECYCLE_MESSAGES.hostNotice,
  holdExpired: LIFECYCLE_MESSAGES.holdNotExpired,
  instantBook: LIFECYCLE_MESSAGES.needsApproval,
  awaitingHost: LIFECYCLE_MESSAGES.notAwaitingHost,
};

function forbiddenMessage(to: BookingStatus): string {
  if (to === 'completed') return LIFECYCLE_MESSAGES.forbiddenComplete;
  if (to === 'cancelled') return LIFECYCLE_MESSAGES.forbiddenCancel;
  if (to === 'confirmed') return LIFECYCLE_MESSAGES.forbiddenConfirm;
  return LIFECYCLE_MESSAGES.forbidden;
}

function conflictMessage(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return message('lifecycle.alreadyInStatus', { status: to });
  if (to === 'completed' && from === 'pending') return LIFECYCLE_MESSAGES.completeNotConfirmed;
  return message('lifecycle.cannotMove', { from, to });
}

/**
 * Applies the table with its time conditions. `actors` are the roles the user has on this booking
 * (a user can be more than one, e.g. an admin who is also the host); the first allowed rule wins,
 * in the order given.
 */
export function checkTransition(
  booking: LifecycleBooking,
  to: BookingStatus,
  actors: BookingActor | readonly BookingActor[],
  now: Date,
): TransitionCheck {
  const roles = typeof actors === 'string' ? [actors] : actors;
  const ever = BOOKING_LIFECYCLE.filter((rule) => rule.to === to && roles.includes(rule.actor));
  if (ever.length === 0) return { ok: false, reason: 'forbidden', message: forbiddenMessage(to) };
  const fromHere = roles.flatMap((role) => ever.filter((rule) => rule.actor === role && rule.from === booking.status));
  if (fromHere.length === 0) return { ok: false, reason: 'conflict', message: conflictMessage(booking.status, to) };
  const allowed = fromHere.find((rule) => conditionHolds(rule.when, booking, now));
  if (allowed) return { ok: true, rule: allowed };
  const first = fromHere[0]!;
  return { ok: false, reason: 'conflict', message: CONDITION_MESSAGES[first.when!] };
}

const HOUR_MS = 3_600_000;

/** When the platform completes a confirmed trip its host has not marked completed. */
export function autoCompletionAt(endDate: string): Date {
  return new Date(returnInstant(endDate).getTime() + TRIP_AUTO_COMPLETE_HOURS * HOUR_MS);
}

/**
 * The latest end date whose trips are due for completion by the platform at `now` (every earlier one is too): what
 * the completion job selects by, so the database compares dates and holds no hour or delay.
 */
export function lastEndDateDueForCompletion(now: Date): string {
  const endDate = calendarDateIn(new Date(now.getTime() - TRIP_AUTO_COMPLETE_HOURS * HOUR_MS));
  return conditionHolds('autoCompletionDue', { status: 'confirmed', startDate: endDate, endDate }, now)
    ? endDate
    : addDays(endDate, -1);
}

/**
 * Where a trip stands on screen (derived, never stored): a confirmed trip is upcoming before pickup, in progress
 * from pickup to the return time, and ended after it until it is completed; a completed trip has ended. Pending and
 * cancelled bookings are no trip (null).
 */
export type TripPhase = 'upcoming' | 'inProgress' | 'ended';

export function tripPhase(
  booking: Pick<LifecycleBooking, 'status' | 'startDate' | 'endDate'>,
  now: Date,
): TripPhase | null {
  if (booking.status === 'completed') return 'ended';
  if (booking.status !== 'confirmed') return null;
  if (now.getTime() < pickupInstant(booking.startDate).getTime()) return 'upcoming';
  return conditionHolds('fromReturnTime', booking, now) ? 'ended' : 'inProgress';
}

/** Body of POST /api/bookings/:id/status. */
export const BookingStatusChangeSchema = v.object({
  status: v.picklist(['confirmed', 'cancelled', 'completed'] as const, message('bookings.statusNotSettable')),
});
export type BookingStatusChange = v.InferOutput<typeof BookingStatusChangeSchema>;
