/**
 * What a booking may ask for, decided as a real marketplace does (docs/decisions/0021-holds-and-trip-limits.md;
 * the numbers are in policy.ts):
 * - a trip lasts MIN_TRIP_DAYS to MAX_TRIP_DAYS days and starts at most MAX_DAYS_AHEAD days (12 months) ahead;
 * - it starts no earlier than the next pickup that has not passed (pickup is at PICKUP_HOUR, Los Angeles time, so
 *   from then on, the earliest start is tomorrow);
 * - an unpaid booking holds its dates for a CHECKOUT_HOLD_MINUTES checkout window, then the platform releases them;
 * - a paid request (a car that needs its host's approval) holds its dates until the host's response deadline:
 *   HOST_RESPONSE_HOURS after the payment, or pickup if that is sooner;
 * - one renter has at most MAX_UNPAID_HOLDS unpaid holds at once.
 * The API enforces each rule; the screens use the same functions for their date minimums and messages.
 */

import { BOOKING_FIELD_MESSAGES } from './booking-messages.ts';
import { addDays, daysBetween } from './dates.ts';
import { message } from './i18n/messages.ts';
import {
  CHECKOUT_HOLD_MINUTES,
  HOST_RESPONSE_HOURS,
  MAX_DAYS_AHEAD,
  MAX_TRIP_DAYS,
  MAX_UNPAID_HOLDS,
} from './policy.ts';
import { calendarDateIn, pickupInstant } from './time-zone.ts';

/** The rules a trip's dates can break. */
export type BookingDateRule = 'startInPast' | 'pickupPassed' | 'tooFarAhead' | 'tooLong';

export const BOOKING_RULE_MESSAGES = {
  startInPast: BOOKING_FIELD_MESSAGES.startInPast,
  pickupPassed: message('booking.pickupPassed'),
  tooLong: message('booking.tooLong', { days: MAX_TRIP_DAYS }),
  tooFarAhead: message('booking.tooFarAhead', { months: 12 }),
  tooManyHolds: message('booking.tooManyHolds', { count: MAX_UNPAID_HOLDS }),
  holdExpired: message('booking.holdExpired', { minutes: CHECKOUT_HOLD_MINUTES }),
  payAfterPickup: message('booking.payAfterPickup'),
};

/** The same refusals on the car page (its Spanish part shows their Spanish text). */
export const BOOKING_RULE_MESSAGES_ES: Record<BookingDateRule, string> = BOOKING_RULE_MESSAGES;

/** The first start date whose pickup (10:00 in Los Angeles) is still ahead of `now`. */
export function earliestStartDate(now: Date = new Date()): string {
  const today = calendarDateIn(now);
  return now.getTime() < pickupInstant(today).getTime() ? today : addDays(today, 1);
}

/** The last start date that may be booked on `now`'s day. */
export function latestStartDate(now: Date = new Date()): string {
  return addDays(calendarDateIn(now), MAX_DAYS_AHEAD);
}

export interface DateIssue {
  path: 'startDate' | 'endDate';
  rule: BookingDateRule;
  message: string;
}

const issue = (path: DateIssue['path'], rule: BookingDateRule): DateIssue => ({
  path,
  rule,
  message: BOOKING_RULE_MESSAGES[rule],
});

/** The first rule a trip's dates break at `now`, or undefined. (End after start is the schemas' check.) */
export function bookingDatesIssue(startDate: string, endDate: string, now: Date = new Date()): DateIssue | undefined {
  const today = calendarDateIn(now);
  if (startDate < today) return issue('startDate', 'startInPast');
  if (startDate < earliestStartDate(now)) return issue('startDate', 'pickupPassed');
  if (startDate > latestStartDate(now)) return issue('startDate', 'tooFarAhead');
  if (endDate > startDate && daysBetween(startDate, endDate) > MAX_TRIP_DAYS) return issue('endDate', 'tooLong');
  return undefined;
}

/** When an unpaid booking created at `createdAt` stops holding its dates. */
export function holdExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
}

/** Until when a request paid at `paidAt` waits for its host: HOST_RESPONSE_HOURS later, or pickup if sooner. */
export function hostResponseDeadline(paidAt: Date, startDate: string): Date {
  const answerBy = paidAt.getTime() + HOST_RESPONSE_HOURS * 3_600_000;
  return new Date(Math.min(answerBy, pickupInstant(startDate).getTime()));
}
