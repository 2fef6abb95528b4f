/**
 * Money is `numeric(10,2)` in the database, a string such as "123.45" on the wire,
 * and integer cents in every calculation (never floats).
 */
const DECIMAL = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** "123.4" → 12340. Throws on anything that is not a non-negative decimal with at most 2 places. */
export function toCents(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a money amount: "${amount}"`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 12340 → "123.40" (the wire and database form). */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a cent amount: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// Made on first use, not with the module: a page's first Intl formatter loads ICU's data (~150 ms of a throttled
// phone's CPU), and pages that import this module for `toCents` alone (the listing form's schema) format no price.
let usd: Intl.NumberFormat | undefined;

/** "1234.5" or 123450 cents → "$1,234.50". */
export function formatUSD(amount: string | number, unit: 'dollars' | 'cents' = 'dollars'): string {
  const cents = typeof amount === 'string' ? toCents(amount) : unit === 'cents' ? amount : Math.round(amount * 100);
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

/** Whole-dollar amounts without cents, as policies write them: 1000000 → "$1,000,000", 1500 cents → "$15". */
export function formatWholeUSD(amount: number, unit: 'dollars' | 'cents' = 'dollars'): string {
  return formatUSD(amount, unit).replace(/\.00$/, '');
}

export const MONEY_PATTERN = DECIMAL;
