/**
 * The host dashboard's figures (spec sections 2 and 3), defined once, next to the pricing function
 * (the admin's platform figures in platform-revenue.ts are built on `hostShare`). The API computes
 * them in SQL for speed; its tests compare it with these functions and with SQL of their own.
 *
 * - A booking's **base price** is its total minus the service fee and the insurance: both are the
 *   platform's. The host's **payout** is the base price minus the platform commission at the rate the
 *   booking stores (PLATFORM_COMMISSION_PERCENT when it was made; `platformCommissionCents`, rounded to
 *   the cent per booking).
 * - **Earned**: a completed trip earns its whole base price; a paid trip (it has a payment intent)
 *   that was cancelled earns only what was kept after the refund, less the service fee (kept first),
 *   in the proportion base : insurance (a renter's free cancellation and a host's or admin's
 *   cancellation earn nothing; a late renter cancellation earns half the base). Pending trips and
 *   unpaid cancellations earn nothing.
 * - **Upcoming payouts**: the payouts of confirmed trips (paid, not yet completed).
 * - An earning belongs to the calendar month of the trip's end date. **This month** is the current
 *   Los Angeles month; **total** is every earning; **monthly average** is the total over the months
 *   from the first earning's month through the current month.
 * - **completedTrips**: bookings with status completed. **avgRating**: the mean of every review of
 *   the host's cars ("0.00" without reviews).
 * - **occupancyRate**: the percentage of car-days of the 30 days ending today (Los Angeles) that the
 *   host's cars were booked by a confirmed or completed trip: booked days ÷ (cars × 30), 0–100, whole.
 *   A booking covers [startDate, endDate) like everywhere else.
 */

import type * as v from 'valibot';
import { addDays, daysBetween } from './dates.ts';
import type { BookingStatus } from './enums.ts';
import { fromCents, toCents } from './money.ts';
import { platformCommissionCents } from './pricing.ts';
import type { HostDashboardSchema, HostEarningsSchema, HostPayoutSchema } from './responses.ts';

/** What the figures read from a booking (amounts as on the wire). */
export interface EarningBooking {
  status: BookingStatus;
  endDate: string;
  totalPrice: string;
  serviceFee: string;
  insuranceFee: string;
  /** Set on cancellation ("0.00" when nothing was paid); null otherwise. */
  refundAmount: string | null;
  /** Whether the renter paid (the booking has a payment intent). */
  paid: boolean;
  /** The commission rate the booking was made under (policy.ts PLATFORM_COMMISSION_PERCENT at the time). */
  platformCommissionPercent: number;
}

export interface HostShare {
  grossCents: number;
  commissionCents: number;
  payoutCents: number;
}

export type EarningKind = 'earned' | 'upcoming' | 'none';

/** The host's base price of a booking: total − service fee − insurance, in cents. */
export function bookingBaseCents(booking: Pick<EarningBooking, 'totalPrice' | 'serviceFee' | 'insuranceFee'>) {
  return Math.max(0, toCents(booking.totalPrice) - toCents(booking.serviceFee) - toCents(booking.insuranceFee));
}

/** What a host earns from a booking as made, and how (money as decimal strings). */
export type HostPayout = v.InferOutput<typeof HostPayoutSchema>;

/**
 * The host's payout of a booking as it was made: the base price after the discount, minus the platform's
 * commission at the booking's own rate — with its breakdown (base before the discount, the discount, the
 * commission). The one definition behind the Reservas rows, the host's booking page and the receipts.
 */
export function hostPayout(
  booking: Pick<EarningBooking, 'totalPrice' | 'serviceFee' | 'insuranceFee' | 'platformCommissionPercent'> & {
    discountAmount: string;
  },
): HostPayout {
  const discountedBase = bookingBaseCents(booking);
  const discount = toCents(booking.discountAmount);
  const commission = platformCommissionCents(discountedBase, booking.platformCommissionPercent);
  return {
    basePrice: fromCents(discountedBase + discount),
    discount: fromCents(discount),
    discountedBasePrice: fromCents(discountedBase),
    commissionPercent: booking.platformCommissionPercent,
    commission: fromCents(commission),
    payout: fromCents(discountedBase - commission),
  };
}

/** Whether a booking has earned the host money, will (confirmed), or never will. */
export function earningKind(booking: Pick<EarningBooking, 'status' | 'paid'>): EarningKind {
  if (booking.status === 'completed') return 'earned';
  if (booking.status === 'confirmed') return 'upcoming';
  if (booking.status === 'cancelled' && booking.paid) return 'earned';
  return 'none';
}

/** The host's gross (base price kept), the platform's commission on it and the payout, for one booking. */
export function hostShare(booking: EarningBooking): HostShare {
  const base = bookingBaseCents(booking);
  let gross = 0;
  if (booking.status === 'completed' || booking.status === 'confirmed') gross = base;
  else if (earningKind(booking) === 'earned') {
    const insurance = toCents(booking.insuranceFee);
    const kept = toCents(booking.totalPrice) - toCents(booking.refundAmount ?? '0');
    const keptRental = Math.max(0, kept - toCents(booking.serviceFee));
    gross = base + insurance === 0 ? 0 : Math.round((keptRental * base) / (base + insurance));
  }
  const commission = platformCommissionCents(gross, booking.platformCommissionPercent);
  return { grossCents: gross, commissionCents: commission, payoutCents: gross - commission };
}

/** Earnings of one calendar month and kind (a single booking or a sum of several: the figures add up). */
export interface EarningLine {
  /** 'YYYY-MM' of the trip's end date. */
  month: string;
  kind: EarningKind;
  grossCents: number;
  commissionCents: number;
}

/** What the earnings tab shows (money as decimal strings). */
export type HostEarnings = v.InferOutput<typeof HostEarningsSchema>;

export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** Every 'YYYY-MM' from `first` through `last` inclusive (empty when first is after last). */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let key = first; key <= last; ) {
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

export function summarizeHostEarnings(lines: readonly EarningLine[], today: string): HostEarnings {
  const thisMonth = monthOf(today);
  let gross = 0;
  let commission = 0;
  let upcoming = 0;
  const byMonth = new Map<string, number>();
  for (const line of lines) {
    const payout = line.grossCents - line.commissionCents;
    if (line.kind === 'upcoming') upcoming += payout;
    if (line.kind !== 'earned') continue;
    gross += line.grossCents;
    commission += line.commissionCents;
    byMonth.set(line.month, (byMonth.get(line.month) ?? 0) + payout);
  }
  const net = gross - commission;
  // an earning with a later end date (a cancelled future trip) still counts from this month
  const firstMonth = [...byMonth.keys(), thisMonth].sort()[0] ?? thisMonth;
  const months = byMonth.size > 0 ? monthRange(firstMonth, thisMonth) : [];
  return {
    thisMonth: fromCents(byMonth.get(thisMonth) ?? 0),
    monthlyAverage: fromCents(months.length ? Math.round(net / months.length) : 0),
    total: fromCents(net),
    grossIncome: fromCents(gross),
    platformCommission: fromCents(commission),
    netPayout: fromCents(net),
    upcomingPayouts: fromCents(upcoming),
    months: months.map((month) => ({ month, netPayout: fromCents(byMonth.get(month) ?? 0) })),
  };
}

/** The earnings of a host's bookings, booking by booking (the reference the API's SQL must equal). */
export function hostEarnings(bookings: readonly EarningBooking[], today: string): HostEarnings {
  return summarizeHostEarnings(
    bookings.map((booking) => ({ month: monthOf(booking.endDate), kind: earningKind(booking), ...hostShare(booking) })),
    today,
  );
}

export const OCCUPANCY_WINDOW_DAYS = 30;

/** The occupancy window: the 30 days ending today, as [start, end). */
export function occupancyWindow(today: string): { start: string; end: string } {
  return { start: addDays(today, 1 - OCCUPANCY_WINDOW_DAYS), end: addDays(today, 1) };
}

/** Days of the booking [startDate, endDate) that fall inside the window. */
export function bookedDaysIn(window: { start: string; end: string }, startDate: string, endDate: string): number {
  const from = startDate > window.start ? startDate : window.start;
  const to = endDate < window.end ? endDate : window.end;
  return Math.max(0, daysBetween(from, to));
}

/** Percentage (0–100, whole) of the window's car-days that were booked. */
export function occupancyRate(bookedCarDays: number, carCount: number, windowDays = OCCUPANCY_WINDOW_DAYS): number {
  if (carCount <= 0 || windowDays <= 0) return 0;
  return Math.min(100, Math.round((100 * bookedCarDays) / (carCount * windowDays)));
}

/** The average rating of a host without reviews (no review rates below 1, so no mean is this). */
export const NO_RATING = '0.00';

/** Mean rating with two decimals ("4.67"); `NO_RATING` without reviews. */
export function averageRating(ratingSum: number, reviewCount: number): string {
  return reviewCount > 0 ? (Math.round((ratingSum * 100) / reviewCount) / 100).toFixed(2) : NO_RATING;
}

/**
 * GET /api/host/:hostId/dashboard (that host or an admin). The bookings tab reads every booking from
 * `GET /api/bookings/host/:hostId` (BookingView: renter name, car, dates, status, total, phone), its
 * actions from `nextStatuses` / `conditionHolds` and the refund from `GET /api/bookings/:id/cancellation`;
 * the cars tab reads `GET /api/cars/host/:hostId` (the host sees their paused cars too).
 */
export type HostDashboard = v.InferOutput<typeof HostDashboardSchema>;

export const HOST_RECENT_BOOKINGS = 5;
