/**
 * The marketplace's policy in numbers: every rate, window and limit, each written here once (spec section 9,
 * "Policy content"). Everything else derives from these: the pricing function, the cancellation quote, the
 * lifecycle's time conditions, the booking rules, the API's messages and OpenAPI text, the screens and the
 * static pages. SQL reads none of them: a booking stores its amounts and the commission rate it was made under
 * (the column's default is generated from PLATFORM_COMMISSION_PERCENT; see docs/notes-policy.md).
 * Percentages are whole numbers, so the arithmetic stays exact in integer cents and in SQL.
 */

// ── What a trip costs (pricing.ts) ────────────────────────────────────────────

/** Optional trip insurance, per day: collected for the insurer, so neither the host's nor the platform's revenue. */
export const INSURANCE_CENTS_PER_DAY = 1500;

/** The renter's service fee, in percent of (base + insurance): the platform's revenue, never refunded. */
export const SERVICE_FEE_PERCENT = 10;

/**
 * The platform's commission, in percent of the host's base price kept. Each booking stores the rate it was made
 * under (`booking.platform_commission_percent`, defaulted to this), so a new rate applies to new bookings only.
 */
export const PLATFORM_COMMISSION_PERCENT = 15;

// ── Trips (booking-rules.ts) ──────────────────────────────────────────────────

/** A trip is charged for at least this many days (a same-day quote still costs a day). */
export const MIN_TRIP_DAYS = 1;

/** The longest trip, in days. */
export const MAX_TRIP_DAYS = 30;

/** How many days ahead a trip may start (the messages say "12 months"). */
export const MAX_DAYS_AHEAD = 365;

/**
 * Pickup is at this hour, Los Angeles time, on the start date, and the return at the same hour on the end date (so a
 * day charged is 24 hours of car): the cancellation windows count from pickup, the end of a trip from the return.
 */
export const PICKUP_HOUR = 10;

/** Renters must be at least this old (and hold a valid driver's licence). */
export const MINIMUM_RENTER_AGE = 21;

// ── What a host decides per car (car-rules.ts, issue 24) ──────────────────────

/** The advance notice a host may require before pickup, in hours: none, half a day, one, two or three days. */
export const ADVANCE_NOTICE_HOURS_CHOICES = [0, 12, 24, 48, 72] as const;

/** How far ahead a host may let renters book, in calendar months from today (Los Angeles): 1 to this. */
export const MAX_BOOKING_WINDOW_MONTHS = 12;

/** A trip of at least this many days gets the car's weekly discount. */
export const WEEKLY_DISCOUNT_MIN_DAYS = 7;

/** A trip of at least this many days gets the car's monthly discount (or the weekly one, when that is larger). */
export const MONTHLY_DISCOUNT_MIN_DAYS = 28;

/** The largest discount a host may give, in percent of the base price. */
export const MAX_DISCOUNT_PERCENT = 50;

/**
 * A booking of a car that needs the host's approval waits this many hours for an answer after it is paid (or until
 * pickup, whichever is sooner); then the platform cancels it and refunds it in full.
 */
export const HOST_RESPONSE_HOURS = 24;

/** The longest note a host may write on a blocked range of days. */
export const BLOCK_NOTE_MAX_LENGTH = 200;

// ── Checkout (booking-rules.ts) ───────────────────────────────────────────────

/** An unpaid booking holds its dates this long from its creation; then the platform releases them. */
export const CHECKOUT_HOLD_MINUTES = 15;

/** Unpaid holds one renter may have at once, so nobody blocks calendars without paying. */
export const MAX_UNPAID_HOLDS = 3;

// ── Cancelling a confirmed booking (cancellation.ts, booking-lifecycle.ts) ────

/** A renter cancelling more than this many hours before pickup gets the rental back (not the service fee). */
export const FREE_CANCELLATION_HOURS = 24;

/**
 * Cancelling later (before pickup), the renter is charged this percent of the rental (total − service fee).
 * The quote's policy is named 'half' on the wire and the cancel dialog says "la mitad": reword them if this changes.
 */
export const LATE_CANCELLATION_CHARGE_PERCENT = 50;

/** A host may cancel a confirmed booking only this many hours or more before pickup; the renter gets it all back. */
export const HOST_CANCELLATION_NOTICE_HOURS = 24;

// ── After the trip (booking-lifecycle.ts, booking-reviews.ts) ─────────────────

/**
 * A confirmed trip the host has not marked completed is completed by the platform this many hours after its return
 * time: a day for the host to look the car over (and mark it sooner), and the reviews open without waiting on anyone.
 */
export const TRIP_AUTO_COMPLETE_HOURS = 24;

// ── Check-in and check-out (trip-records.ts, decision 0038) ───────────────────

/** Each side may record the car (photos, odometer, fuel) from this many hours before the pickup time. */
export const TRIP_RECORD_OPENS_HOURS = 24;

/**
 * …and until this many hours after the trip is completed: a host who completes at the return time does not shut out
 * a renter whose check-out is still waiting in a phone without signal.
 */
export const TRIP_RECORD_GRACE_HOURS = 48;

/** Photos of one record: the four sides of the car are required, further ones (dents, the dashboard) optional. */
export const TRIP_RECORD_PHOTOS_MAX = 12;

/** The highest odometer reading, in whole miles: six digits, as car odometers show. */
export const ODOMETER_MAX_MILES = 999_999;

/**
 * The renter and the host may review a trip for this many days after it is completed; each side's review stays
 * hidden until both have written or this window closes (double-blind, as Turo and Airbnb do).
 */
export const REVIEW_WINDOW_DAYS = 14;

/** A side that has not reviewed a trip yet is reminded by email this many days before its review window closes. */
export const REVIEW_REMINDER_DAYS_BEFORE_CLOSE = 3;

/** The longest review comment, and the longest answer of a host to a review, in characters: a paragraph or two. */
export const REVIEW_TEXT_MAX_LENGTH = 1000;

// ── Conversations (conversation-fields.ts) ────────────────────────────────────

/** The longest message, in characters: a question or an answer, not a document. */
export const MESSAGE_MAX_LENGTH = 2000;

/** Messages one sender may post in a minute, across every conversation: a person types slower; a script does not. */
export const MESSAGES_PER_MINUTE = 20;

/** How long a stream event is kept for a client reconnecting with `Last-Event-ID`: a night offline, not a week. */
export const CONVERSATION_EVENTS_KEPT_HOURS = 24;

// ── Contact form (contact.ts) ─────────────────────────────────────────────────

/** Contact messages one address may send in an hour: a person with a follow-up, not a script filling support's inbox. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

// ── Emails (decision 0036) ────────────────────────────────────────────────────

/** A message still unread this many minutes after it was sent is emailed to its reader (unless they turned it off). */
export const UNREAD_MESSAGE_EMAIL_AFTER_MINUTES = 5;

/** At most one unread-message email per conversation and reader in this many minutes: later messages wait for it. */
export const MESSAGE_EMAIL_INTERVAL_MINUTES = 60;
