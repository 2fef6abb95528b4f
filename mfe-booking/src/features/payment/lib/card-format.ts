/** The card form's input masks (spec section 5) and its required-fields rule. */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const EXPIRY_MAX_LENGTH = 5;
export const CVV_MAX_LENGTH = 4;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Digits only, grouped by 4: "4242424242424242" → "4242 4242 4242 4242" (16 digits, 19 characters). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as typed: "1228" → "12/28"; the slash appears once the year starts, so backspace works. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most 4. */
export function formatCvv(value: string): string {
  return digitsOf(value).slice(0, CVV_MAX_LENGTH);
}

export interface CardFields {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
}

export const EMPTY_CARD: CardFields = { cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };

/** All four card fields are required ('Please fill all fields'). */
export function hasEmptyCardField(fields: CardFields): boolean {
  return Object.values(fields).some((value) => value.trim() === '');
}
