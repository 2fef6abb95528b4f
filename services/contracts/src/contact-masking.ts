/**
 * Contact details stay on the platform until a trip is confirmed (decision 0033): before a confirmed booking of
 * the renter and the car, phone numbers and email addresses in a message are replaced in what the other party
 * reads, as Turo does to keep payment on the platform. The sender always reads their own text as written.
 */

/** What a hidden phone number or email address reads as. */
export const MASKED_CONTACT = '[hidden until a booking is confirmed]';

/**
 * A US phone number: an optional +1 / 1, the area code (in parentheses or not), then 3 and 4 digits, separated
 * by nothing, spaces, dots or dashes. Not inside a longer run of digits, so prices, dates (2026-12-01) and
 * amounts are left alone.
 */
const US_PHONE = /(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?![\w])/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** The text with every email address and US phone number replaced by `MASKED_CONTACT`. */
export function maskContactDetails(text: string): string {
  return text.replace(EMAIL, MASKED_CONTACT).replace(US_PHONE, MASKED_CONTACT);
}
