/**
 * The one pricing function: the quote on every screen and the charge on the server.
 * Spec section 9 gives two readings; this is the booking page's, chosen for everything:
 * days rounded up (at least MIN_TRIP_DAYS), the car's discount off the base price (a trip of
 * MONTHLY_DISCOUNT_MIN_DAYS days or more: the larger of its monthly and weekly discounts; of WEEKLY_DISCOUNT_MIN_DAYS
 * or more: its weekly one), insurance INSURANCE_CENTS_PER_DAY per day when chosen, service fee SERVICE_FEE_PERCENT of
 * (base after discount + insurance), total = base after discount + insurance + fee (rates in policy.ts).
 * All arithmetic in integer cents (docs/decisions/0001-pricing.md, 0042-discounts-payout-and-removal.md).
 */
import { daysBetween } from './dates.ts';
import { fromCents, toCents } from './money.ts';
import {
  INSURANCE_CENTS_PER_DAY,
  MIN_TRIP_DAYS,
  MONTHLY_DISCOUNT_MIN_DAYS,
  PLATFORM_COMMISSION_PERCENT,
  SERVICE_FEE_PERCENT,
  WEEKLY_DISCOUNT_MIN_DAYS,
} from './policy.ts';

/** What a car's price is made of, as the car's fields carry it. */
export interface CarPricing {
  /** Daily price as on the wire, e.g. "89.00". */
  pricePerDay: string;
  /** Percent off trips of WEEKLY_DISCOUNT_MIN_DAYS days or more (0–MAX_DISCOUNT_PERCENT). */
  weeklyDiscountPercent: number;
  /** Percent off trips of MONTHLY_DISCOUNT_MIN_DAYS days or more (0–MAX_DISCOUNT_PERCENT). */
  monthlyDiscountPercent: number;
}

export interface QuoteInput extends CarPricing {
  startDate: string;
  endDate: string;
  addInsurance: boolean;
}

export type DiscountKind = 'weekly' | 'monthly';

/**
 * The discount a trip of `days` days gets from the car, or null without one. A trip of MONTHLY_DISCOUNT_MIN_DAYS
 * days or more takes the larger of the two percentages and is named the monthly discount (as the trip is); one of
 * WEEKLY_DISCOUNT_MIN_DAYS days or more takes the weekly one.
 */
export function tripDiscount(
  { weeklyDiscountPercent, monthlyDiscountPercent }: Omit<CarPricing, 'pricePerDay'>,
  days: number,
): { kind: DiscountKind; percent: number } | null {
  const [kind, percent]: [DiscountKind, number] =
    days >= MONTHLY_DISCOUNT_MIN_DAYS
      ? ['monthly', Math.max(weeklyDiscountPercent, monthlyDiscountPercent)]
      : ['weekly', days >= WEEKLY_DISCOUNT_MIN_DAYS ? weeklyDiscountPercent : 0];
  return percent > 0 ? { kind, percent } : null;
}

/** The discount's line on every price breakdown, receipt and payout: 'Descuento semanal (10 %)'. */
export function discountLabel(kind: DiscountKind, percent: number, lang: 'es' | 'en'): string {
  if (lang === 'en') return `${kind === 'weekly' ? 'Weekly' : 'Monthly'} discount (${percent}%)`;
  return `Descuento ${kind === 'weekly' ? 'semanal' : 'mensual'} (${percent} %)`;
}

/**
 * The discount of a booking as stored (its `discountAmount` off the base price of its days), for its receipt and
 * the host's payout: the kind from the trip's length, the percent from the amounts (exact to the whole percent:
 * the cent the discount was rounded to is far below half a percent of a week's price).
 */
export function storedDiscount(booking: {
  startDate: string;
  endDate: string;
  discountAmount: string;
  /** Days × the daily price, before the discount, in cents. */
  baseCents: number;
}): { kind: DiscountKind; percent: number } | null {
  const discountCents = toCents(booking.discountAmount);
  if (discountCents === 0 || booking.baseCents === 0) return null;
  const days = Math.max(MIN_TRIP_DAYS, daysBetween(booking.startDate, booking.endDate) || 0);
  return {
    kind: days >= MONTHLY_DISCOUNT_MIN_DAYS ? 'monthly' : 'weekly',
    percent: Math.round((discountCents * 100) / booking.baseCents),
  };
}

export interface Quote {
  days: number;
  /** Days × the daily price, before any discount. */
  baseCents: number;
  /** Which of the car's discounts the trip gets (null: none) and its percent (0 without one). */
  discountKind: DiscountKind | null;
  discountPercent: number;
  discountCents: number;
  /** The base price after the discount: what the host's commission and payout are computed on. */
  discountedBaseCents: number;
  insuranceCents: number;
  serviceFeeCents: number;
  totalCents: number;
}

export function quoteBooking({ pricePerDay, startDate, endDate, addInsurance, ...discounts }: QuoteInput): Quote {
  const days = Math.max(MIN_TRIP_DAYS, daysBetween(startDate, endDate) || 0);
  const baseCents = toCents(pricePerDay) * days;
  const discount = tripDiscount(discounts, days);
  const discountCents = discount ? percentOf(baseCents, discount.percent) : 0;
  const discountedBaseCents = baseCents - discountCents;
  const insuranceCents = addInsurance ? INSURANCE_CENTS_PER_DAY * days : 0;
  const serviceFeeCents = percentOf(discountedBaseCents + insuranceCents, SERVICE_FEE_PERCENT);
  return {
    days,
    baseCents,
    discountKind: discount?.kind ?? null,
    discountPercent: discount?.percent ?? 0,
    discountCents,
    discountedBaseCents,
    insuranceCents,
    serviceFeeCents,
    totalCents: discountedBaseCents + insuranceCents + serviceFeeCents,
  };
}

/** The amounts as stored on a booking (decimal strings). */
export function quoteAmounts(quote: Quote): {
  totalPrice: string;
  serviceFee: string;
  insuranceFee: string;
  discountAmount: string;
} {
  return {
    totalPrice: fromCents(quote.totalCents),
    serviceFee: fromCents(quote.serviceFeeCents),
    insuranceFee: fromCents(quote.insuranceCents),
    discountAmount: fromCents(quote.discountCents),
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
