/** A host's payout account (spec section 5): the API's check and the host's banking form. */
import * as v from 'valibot';
import { requiredText } from './text-fields.ts';

export const ROUTING_CHECKSUM_MESSAGE =
  'This is not a valid US bank routing number: please check the 9 digits on your cheque or with your bank';

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
  bankName: requiredText('Bank name is required', 120),
  bankAccountName: requiredText('Account holder name is required', 120),
  bankRoutingNumber: v.pipe(
    v.string('Routing number must be 9 digits'),
    v.trim(),
    v.regex(/^\d{9}$/, 'Routing number must be 9 digits'),
    v.check(isAbaRoutingNumber, ROUTING_CHECKSUM_MESSAGE),
  ),
  bankAccountNumber: v.pipe(
    v.string('Account number is required'),
    v.trim(),
    v.nonEmpty('Account number is required'),
    v.check((number) => number === '' || /^\d{4,17}$/.test(number), 'Account number must be 4 to 17 digits'),
  ),
});

export type BankingInput = v.InferOutput<typeof BankingSchema>;
