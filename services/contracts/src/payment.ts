/**
 * The simulated card payment of POST /api/bookings/:id/payment. The provider accepts any
 * Luhn-valid number with an expiry not in the past and a 3–4 digit CVV, except the test card
 * 4000 0000 0000 0002, which is always declined (402).
 */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';
import { calendarDateIn } from './time-zone.ts';

export const DECLINED_TEST_CARD = '4000000000000002';
export const CARD_DECLINED_MESSAGE = message('payment.cardDeclined');
/** Spec section 5: an empty card field is one refusal for the whole form, before any field check. */
export const PAYMENT_FIELDS_REQUIRED = {
  title: message('payment.fillAllFieldsTitle'),
  description: message('payment.fillAllFields'),
};

export const PAYMENT_MESSAGES = {
  cardNumber: message('payment.cardNumberInvalid'),
  expiryDate: message('payment.expiryInvalid'),
  cvv: message('payment.cvvInvalid'),
  cardholderName: message('payment.cardholderNameRequired'),
};

/** Luhn checksum of a string of digits (false for anything else or an empty string). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digits of a card number as typed ("4242 4242 4242 4242" → "4242424242424242"). */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/\s+/g, '');

/** 12–19 digits after removing spaces, Luhn-valid. */
export function isValidCardNumber(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  return /^\d{12,19}$/.test(digits) && isLuhnValid(digits);
}

/** 'MM/YY' whose month is this month (Los Angeles) or later: a card works through its expiry month. */
export function isValidExpiry(expiryDate: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiryDate.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(match[2]);
  const [thisYear, thisMonth] = calendarDateIn(now).split('-').map(Number) as [number, number];
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

/** The payment body. `cardNumber` comes out as digits only. The expiry is checked against the clock at parse time. */
export const PaymentSchema = v.object({
  cardNumber: v.pipe(
    v.string(PAYMENT_MESSAGES.cardNumber),
    v.check(isValidCardNumber, PAYMENT_MESSAGES.cardNumber),
    v.transform(cardDigits),
  ),
  expiryDate: v.pipe(
    v.string(PAYMENT_MESSAGES.expiryDate),
    v.trim(),
    v.check((expiry) => isValidExpiry(expiry), PAYMENT_MESSAGES.expiryDate),
  ),
  cvv: v.pipe(v.string(PAYMENT_MESSAGES.cvv), v.trim(), v.regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cvv)),
  cardholderName: v.pipe(
    v.string(PAYMENT_MESSAGES.cardholderName),
    v.trim(),
    v.nonEmpty(PAYMENT_MESSAGES.cardholderName),
    v.maxLength(120, message('payment.cardholderNameTooLong', { max: 120 })),
  ),
});

export type PaymentInput = v.InferOutput<typeof PaymentSchema>;
