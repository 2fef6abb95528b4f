/**
 * The one pricing function: the quote on every screen and the charge on the server.
 * Spec section 9 gives two readings; this is the booking page's, chosen for everything:
 * days rounded up (minimum 1), insurance $15 per day when chosen, service fee 10% of
 * (base + insurance), total = base + insurance + fee. All arithmetic in integer cents.
 */
import { daysBetween } from './dates.ts';
import { fromCents, toCents } from './money.ts';

export const INSURANCE_CENTS_PER_DAY = 1500;
export const SERVICE_FEE_RATE = 0.1;
/** The platform's commission on the host's base price (host earnings = base − commission). */
export const PLATFORM_COMMISSION_RATE = 0.15;

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
  const days = Math.max(1, daysBetween(startDate, endDate) || 0);
  const baseCents = toCents(pricePerDay) * days;
  const insuranceCents = addInsurance ? INSURANCE_CENTS_PER_DAY * days : 0;
  const serviceFeeCents = Math.round((baseCents + insuranceCents) * SERVICE_FEE_RATE);
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

/** The platform's commission on a booking's base price, in cents. */
export function platformCommissionCents(baseCents: number): number {
  // in whole percent, so a half cent is exact (0.15 × n is not, in floating point) and rounds up as PostgreSQL's round()
  return Math.round((baseCents * Math.round(PLATFORM_COMMISSION_RATE * 100)) / 100);
}
