/**
 * The one pricing function: the quote on every screen and the charge on the server.
 * Spec section 9 gives two readings; this is the booking page's, chosen for everything:
 * days rounded up (at least MIN_TRIP_DAYS), insurance INSURANCE_CENTS_PER_DAY per day when chosen,
 * service fee SERVICE_FEE_PERCENT of (base + insurance), total = base + insurance + fee (rates in policy.ts).
 * All arithmetic in integer cents.
 */
import { daysBetween } from './dates.ts';
import { fromCents, toCents } from './money.ts';
import { INSURANCE_CENTS_PER_DAY, MIN_TRIP_DAYS, PLATFORM_COMMISSION_PERCENT, SERVICE_FEE_PERCENT } from './policy.ts';

export interface QuoteInput {
  /** Daily price as on the wire, e.g. "89.00". */
  pricePerDay: string;
  startDate: string;
  endDate: string;
  addInsurance: boolean;
}

export interface Quote {
  days: number;
  baseCents: number;
  insuranceCents: number;
  serviceFeeCents: number;
  totalCents: number;
}

export function quoteBooking({ pricePerDay, startDate, endDate, addInsurance }: QuoteInput): Quote {
  const days = Math.max(MIN_TRIP_DAYS, daysBetween(startDate, endDate) || 0);
  const baseCents = toCents(pricePerDay) * days;
  const insuranceCents = addInsurance ? INSURANCE_CENTS_PER_DAY * days : 0;
  const serviceFeeCents = percentOf(baseCents + insuranceCents, SERVICE_FEE_PERCENT);
  return { days, baseCents, insuranceCents, serviceFeeCents, totalCents: baseCents + insuranceCents + serviceFeeCents };
}

/** The amounts as stored on a booking (decimal strings). */
export function quoteAmounts(quote: Quote): { totalPrice: string; serviceFee: string; insuranceFee: string } {
  return {
    totalPrice: fromCents(quote.totalCents),
    serviceFee: fromCents(quote.serviceFeeCents),
    insuranceFee: fromCents(quote.insuranceCents),
  };
}

/** `percent` % of an amount in cents, to the cent; a half cent rounds up, as PostgreSQL's round() does. */
export function percentOf(cents: number, percent: number): number {
  // cents × percent is an exact integer, so the division by 100 lands exactly on any half cent; a rate as a
  // fraction would not (50 × 0.29 = 14.499999999999998 rounds down)
  return Math.round((cents * percent) / 100);
}

/**
 * The platform's commission on a booking's base price, in cents, at the rate the booking stores (a booking made
 * now stores PLATFORM_COMMISSION_PERCENT).
 */
export function platformCommissionCents(baseCents: number, percent: number = PLATFORM_COMMISSION_PERCENT): number {
  return percentOf(baseCents, percent);
}
