/**
 * Phone numbers as people type them ("(310) 555-0188", "+44 20 7946 0958"), checked against the numbering
 * plans of libphonenumber-js and kept in E.164 ("+13105550188"): one form to store, compare and dial.
 * A number without a country code is read as a US number (the marketplace is in Los Angeles).
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import * as v from 'valibot';
import { message } from './i18n/messages.ts';

export const PHONE_DEFAULT_COUNTRY = 'US';
export const PHONE_INVALID_MESSAGE = message('phone.invalid');
/** Room for an international number typed with spaces and brackets; E.164 itself is at most 16 characters. */
export const PHONE_MAX_LENGTH = 40;

/** Digits, spaces, brackets, dots, dashes and a leading plus: the library would otherwise pick digits out of prose. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export function isValidPhone(text: string): boolean {
  return PHONE_CHARACTERS.test(text) && isValidPhoneNumber(text, PHONE_DEFAULT_COUNTRY);
}

/** The E.164 form of a number `isValidPhone` accepted. */
export function toE164(text: string): string {
  const parsed = parsePhoneNumberFromString(text, PHONE_DEFAULT_COUNTRY);
  if (!parsed) throw new Error('toE164 called with a number isValidPhone refused');
  return parsed.number;
}

/** A required phone number: `requiredMessage` when empty, the invalid message otherwise, E.164 out. */
export const phoneNumber = /* @__NO_SIDE_EFFECTS__ */ (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(PHONE_MAX_LENGTH, message('text.tooLong', { max: PHONE_MAX_LENGTH })),
    v.check(isValidPhone, PHONE_INVALID_MESSAGE),
    v.transform(toE164),
  );
