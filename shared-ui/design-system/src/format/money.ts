import { formatUSD } from '@ladrive/contracts';

/**
 * An amount the API sent ("1295.35") as dollars ("$1,295.35"), or as sent when it is not a decimal
 * string: a list, a dialog or the payment page never breaks on one odd figure.
 */
export function formatAmount(amount: string): string {
  try {
    return formatUSD(amount);
  } catch {
    return amount;
  }
}
