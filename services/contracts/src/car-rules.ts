/**
 * What a host decides about when their car is booked (issue 24, docs/decisions/0040-blocked-days-and-trip-rules.md):
 * blocked days, and trip rules that only narrow the platform's (booking-rules.ts): advance notice before pickup,
 * the shortest and longest trip, and how many calendar months ahead renters may book. The API (create booking,
 * search, PUT availability), the car page's calendar and the host's calendar all read the rules through here.
 */
import * as v from 'valibot';
import { addDays, daysBetween } from './dates.ts';
import { message } from './i18n/messages.ts';
import {
  ADVANCE_NOTICE_HOURS_CHOICES,
  BLOCK_NOTE_MAX_LENGTH,
  MAX_BOOKING_WINDOW_MONTHS,
  MAX_TRIP_DAYS,
  MIN_TRIP_DAYS,
} from './policy.ts';
import type { CarAvailabilitySchema } from './responses.ts';
import { isoDate, oneOf, plainText } from './text-fields.ts';
import { calendarDateIn, pickupInstant } from './time-zone.ts';

export type AdvanceNoticeHours = (typeof ADVANCE_NOTICE_HOURS_CHOICES)[number];

/** A car's trip rules, as GET/PUT /api/cars/:id/availability carry them. */
export interface CarTripRules {
  advanceNoticeHours: AdvanceNoticeHours;
  minDays: number;
  maxDays: number;
  bookingWindowMonths: number;
}

/** A new car's rules: the platform's own, nothing narrower (the car table's defaults). */
export const PLATFORM_TRIP_RULES: CarTripRules = {
  advanceNoticeHours: 0,
  minDays: MIN_TRIP_DAYS,
  maxDays: MAX_TRIP_DAYS,
  bookingWindowMonths: MAX_BOOKING_WINDOW_MONTHS,
};

/** GET /api/cars/:id/availability: booked and blocked days from today on, and the rules (notes: the host only). */
export type CarAvailability = v.InferOutput<typeof CarAvailabilitySchema>;
export type BlockedDateRange = CarAvailability['blocked'][number];

/** A host's blocks in one PUT, at most: a year of single days, with room to spare. */
export const MAX_HOST_BLOCKS = 400;

export const AVAILABILITY_FIELD_MESSAGES = {
  blocks: message('availability.tooManyBlocks', { max: MAX_HOST_BLOCKS }),
  startDate: message('booking.startDateRequired'),
  endDate: message('booking.endDateRequired'),
  endAfterStart: message('booking.endAfterStart'),
  note: message('availability.noteTooLong', { max: BLOCK_NOTE_MAX_LENGTH }),
  advanceNoticeHours: oneOf('availability.advanceNoticeOneOf', ADVANCE_NOTICE_HOURS_CHOICES),
  minDays: message('availability.minDaysRange', { min: MIN_TRIP_DAYS, max: MAX_TRIP_DAYS }),
  maxDays: message('availability.maxDaysRange', { min: MIN_TRIP_DAYS, max: MAX_TRIP_DAYS }),
  maxBelowMin: message('availability.maxBelowMin'),
  bookingWindowMonths: message('availability.bookingWindowRange', { max: MAX_BOOKING_WINDOW_MONTHS }),
};

const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const HostBlockSchema = v.pipe(
  v.strictObject({
    startDate: isoDate(AVAILABILITY_FIELD_MESSAGES.startDate),
    endDate: isoDate(AVAILABILITY_FIELD_MESSAGES.endDate),
    note: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(BLOCK_NOTE_MAX_LENGTH, AVAILABILITY_FIELD_MESSAGES.note), plainText()),
    ),
  }),
  v.forward(
    v.check(({ startDate, endDate }) => endDate > startDate, AVAILABILITY_FIELD_MESSAGES.endAfterStart),
    ['endDate'],
  ),
);

/**
 * PUT /api/cars/:id/availability: the host's blocked ranges ([startDate, endDate), replacing all of the host's own;
 * imported ones stay) and the trip rules.
 */
export const AvailabilityUpdateSchema = v.pipe(
  v.strictObject({
    blocks: v.pipe(v.array(HostBlockSchema), v.maxLength(MAX_HOST_BLOCKS, AVAILABILITY_FIELD_MESSAGES.blocks)),
    advanceNoticeHours: v.picklist(ADVANCE_NOTICE_HOURS_CHOICES, AVAILABILITY_FIELD_MESSAGES.advanceNoticeHours),
    minDays: wholeNumber(AVAILABILITY_FIELD_MESSAGES.minDays, MIN_TRIP_DAYS, MAX_TRIP_DAYS),
    maxDays: wholeNumber(AVAILABILITY_FIELD_MESSAGES.maxDays, MIN_TRIP_DAYS, MAX_TRIP_DAYS),
    bookingWindowMonths: wholeNumber(AVAILABILITY_FIELD_MESSAGES.bookingWindowMonths, 1, MAX_BOOKING_WINDOW_MONTHS),
  }),
  v.forward(
    v.check(({ minDays, maxDays }) => maxDays >= minDays, AVAILABILITY_FIELD_MESSAGES.maxBelowMin),
    ['maxDays'],
  ),
);
export type AvailabilityUpdate = v.InferOutput<typeof AvailabilityUpdateSchema>;

// ── Checking a trip against a car's rules ─────────────────────────────────────

/** The rules of a car a trip can break. */
export type CarTripRule = 'advanceNotice' | 'minDays' | 'maxDays' | 'bookingWindow';

/** Advance notice as the messages count it: hours below a day, days from a day on (the choices are whole days). */
const notice = (hours: number) => (hours < 24 ? { unit: 'hour', count: hours } : { unit: 'day', count: hours / 24 });

/** The API's refusals, naming the rule and the car's value. */
export const CAR_RULE_MESSAGES: Record<CarTripRule, (rules: CarTripRules) => string> = {
  advanceNotice: (r) => message('carRules.advanceNotice', notice(r.advanceNoticeHours)),
  minDays: (r) => message('carRules.minDays', { count: r.minDays }),
  maxDays: (r) => message('carRules.maxDays', { count: r.maxDays }),
  bookingWindow: (r) => message('carRules.bookingWindow', { count: r.bookingWindowMonths }),
};

/** The same refusals on the car page (its Spanish part shows their Spanish text), as BOOKING_RULE_MESSAGES_ES. */
export const CAR_RULE_MESSAGES_ES = CAR_RULE_MESSAGES;

/**
 * The car's rules that narrow the platform's, for the car page before a renter picks anything: 'Mínimo 3 días ·
 * Aviso de 1 día' (message references). Empty when the car keeps the platform's rules.
 */
export function carRulesSummaryEs(rules: CarTripRules): string[] {
  return [
    rules.minDays > PLATFORM_TRIP_RULES.minDays && message('carRules.summaryMinDays', { count: rules.minDays }),
    rules.maxDays < PLATFORM_TRIP_RULES.maxDays && message('carRules.summaryMaxDays', { count: rules.maxDays }),
    rules.advanceNoticeHours > 0 && message('carRules.summaryNotice', notice(rules.advanceNoticeHours)),
    rules.bookingWindowMonths < PLATFORM_TRIP_RULES.bookingWindowMonths &&
      message('carRules.summaryBookingWindow', { count: rules.bookingWindowMonths }),
  ].filter((part): part is string => typeof part === 'string');
}

/** The calendar day `months` calendar months after `date`, kept inside the month (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The first start date whose pickup is at least the car's advance notice after `now` (0: any pickup still ahead). */
export function earliestStartForNotice(advanceNoticeHours: number, now: Date): string {
  const threshold = now.getTime() + advanceNoticeHours * 3_600_000;
  const day = calendarDateIn(new Date(threshold));
  const pickup = pickupInstant(day).getTime();
  // notice 0 is the platform's own rule: the pickup must still be ahead (booking-rules' earliestStartDate)
  const fits = advanceNoticeHours === 0 ? pickup > threshold : pickup >= threshold;
  return fits ? day : addDays(day, 1);
}

/** The last start date the car's booking window allows on `now`'s day in Los Angeles. */
export function latestStartForWindow(bookingWindowMonths: number, now: Date): string {
  return addMonths(calendarDateIn(now), bookingWindowMonths);
}

export interface CarRuleIssue {
  rule: CarTripRule;
  path: 'startDate' | 'endDate';
  /** For the API. */
  message: string;
  /** For the car page. */
  messageEs: string;
}

/**
 * The first of the car's rules the trip [startDate, endDate) breaks at `now`, or undefined. Advance notice compares
 * instants (pickup at 10:00 Los Angeles vs now + notice), so a DST change counts its real 23 or 25 hours; trip
 * length counts calendar days; the window is calendar months from today in Los Angeles. The platform's own rules
 * (booking-rules.ts: pickup passed, 30 days, 12 months) are checked beside these, with their own messages: a rule
 * left at the platform's value refuses nothing here.
 */
export function carRuleIssue(
  trip: { startDate: string; endDate: string },
  rules: CarTripRules,
  now: Date,
): CarRuleIssue | undefined {
  const issue = (rule: CarTripRule, path: CarRuleIssue['path']): CarRuleIssue => ({
    rule,
    path,
    message: CAR_RULE_MESSAGES[rule](rules),
    messageEs: CAR_RULE_MESSAGES_ES[rule](rules),
  });
  const { advanceNoticeHours } = rules;
  // no notice is the platform's own rule (pickup still ahead), refused with its own message
  if (advanceNoticeHours > 0 && trip.startDate < earliestStartForNotice(advanceNoticeHours, now)) {
    return issue('advanceNotice', 'startDate');
  }
  // a window or a longest trip left at the platform's is the platform's rule too, refused with its own message
  const { bookingWindowMonths, maxDays } = rules;
  if (
    bookingWindowMonths < MAX_BOOKING_WINDOW_MONTHS &&
    trip.startDate > latestStartForWindow(bookingWindowMonths, now)
  ) {
    return issue('bookingWindow', 'startDate');
  }
  const days = daysBetween(trip.startDate, trip.endDate);
  if (days < rules.minDays) return issue('minDays', 'endDate');
  if (maxDays < MAX_TRIP_DAYS && days > maxDays) return issue('maxDays', 'endDate');
  return undefined;
}
