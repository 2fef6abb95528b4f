/** A host's payout account (spec section 5): the API's check and the host's banking form. */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';
import { requiredText } from './text-fields.ts';

export const ROUTING_CHECKSUM_MESSAGE = message('banking.routingChecksum');
const ROUTING_DIGITS = message('banking.routingDigits');
const ACCOUNT_REQUIRED = message('banking.accountNumberRequired');

/**
 * The ABA checksum every US routing number satisfies: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9)
 * is a multiple of 10. Catches a mistyped digit and most swapped pairs before any money moves.
 */
export function isAbaRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const d = [...routingNumber].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export const BankingSchema = v.object({
  bankName: requiredText(message('banking.bankNameRequired'), 120),
  bankAccountName: requiredText(message('banking.holderNameRequired'), 120),
  bankRoutingNumber: v.pipe(
    v.string(ROUTING_DIGITS),
    v.trim(),
    v.regex(/^\d{9}$/, ROUTING_DIGITS),
    v.check(isAbaRoutingNumber, ROUTING_CHECKSUM_MESSAGE),
  ),
  bankAccountNumber: v.pipe(
    v.string(ACCOUNT_REQUIRED),
    v.trim(),
    v.nonEmpty(ACCOUNT_REQUIRED),
    v.check((number) => number === '' || /^\d{4,17}$/.test(number), message('banking.accountNumberDigits')),
  ),
});

export type BankingInput = v.InferOutput<typeof BankingSchema>;
