/**
 * The platform's revenue and the admin summary's figures (GET /api/admin/dashboard), defined once,
 * next to the pricing function and built on the host's share of a booking (`hostShare` in
 * host-earnings.ts), so the commission the platform books is the commission its hosts are charged.
 * The API computes the same figures in SQL (modules/admin/admin.service.ts); its tests compare it
 * with these functions and with SQL of their own.
 *
 * - A booking earns as for hosts (`earningKind`): a completed trip, or a paid trip that was cancelled
 *   (for what was kept after the refund); confirmed trips are upcoming, pending ones earn nothing.
 * - The platform's revenue from an earning booking is the service fee kept (kept first: a refund of
 *   everything but the fee leaves just the fee) plus the commission on the host's base price kept (at the
 *   rate the booking stores).
 *   The insurance is collected for the insurer and is not revenue.
 * - totalRevenue: the platform's revenue of every earning booking; platformCommission: the commission
 *   part of it (= the sum of every host's commission);
 * - monthlyRevenue: the revenue of the bookings whose trip ends in the current Los Angeles month (the
 *   month a host's earning belongs to);
 * - totalUsers: every account; activeHosts: users with at least one available car;
 * - totalVehicles / availableVehicles: every car / the available ones;
 * - completedTrips: bookings completed; activeTrips: trips under way today (`isActiveTrip`);
 * - topCars: the five best by `compareTopCars` (rating, then trips).
 */
import type { AdminDashboardSummary, AdminTopCar } from './admin.ts';
import type { BookingStatus } from './enums.ts';
import { type EarningBooking, earningKind, hostShare, monthOf } from './host-earnings.ts';
import { fromCents, toCents } from './money.ts';
import { calendarDateIn } from './time-zone.ts';

export interface PlatformRevenue {
  serviceFeeCents: number;
  commissionCents: number;
  /** serviceFeeCents + commissionCents */
  revenueCents: number;
}

const NOTHING: PlatformRevenue = { serviceFeeCents: 0, commissionCents: 0, revenueCents: 0 };

export function platformRevenue(booking: EarningBooking): PlatformRevenue {
  if (earningKind(booking) !== 'earned') return NOTHING;
  const fee = toCents(booking.serviceFee);
  const kept = toCents(booking.totalPrice) - toCents(booking.refundAmount ?? '0');
  const serviceFeeCents = Math.max(0, Math.min(fee, kept));
  const { commissionCents } = hostShare(booking);
  return { serviceFeeCents, commissionCents, revenueCents: serviceFeeCents + commissionCents };
}

/** A trip under way: confirmed (paid) and today (Los Angeles) is between its start and its return day. */
export function isActiveTrip(booking: { status: BookingStatus; startDate: string; endDate: string }, today: string) {
  return booking.status === 'confirmed' && booking.startDate <= today && today <= booking.endDate;
}

/** The number of cars in 'Top Performing Vehicles' (spec section 9). */
export const ADMIN_TOP_CARS = 5;

/** Best rated first, then most trips, then id: a total order, so the five never change between two reads. */
export function compareTopCars(a: AdminTopCar, b: AdminTopCar): number {
  return toCents(b.rating) - toCents(a.rating) || b.tripCount - a.tripCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface SummaryInput {
  users: readonly { id: string }[];
  cars: readonly (AdminTopCar & { hostId: string; isAvailable: boolean })[];
  bookings: readonly (EarningBooking & { startDate: string })[];
}

export function adminSummary({ users, cars, bookings }: SummaryInput, now: Date): AdminDashboardSummary {
  const today = calendarDateIn(now);
  const thisMonth = monthOf(today);
  let revenue = 0;
  let commission = 0;
  let monthly = 0;
  for (const booking of bookings) {
    const share = platformRevenue(booking);
    revenue += share.revenueCents;
    commission += share.commissionCents;
    if (monthOf(booking.endDate) === thisMonth) monthly += share.revenueCents;
  }
  const available = cars.filter((car) => car.isAvailable);
  return {
    totalRevenue: fromCents(revenue),
    platformCommission: fromCents(commission),
    monthlyRevenue: fromCents(monthly),
    totalUsers: users.length,
    activeHosts: new Set(available.map((car) => car.hostId)).size,
    totalVehicles: cars.length,
    availableVehicles: available.length,
    completedTrips: bookings.filter((booking) => booking.status === 'completed').length,
    activeTrips: bookings.filter((booking) => isActiveTrip(booking, today)).length,
    topCars: [...cars]
      .sort(compareTopCars)
      .slice(0, ADMIN_TOP_CARS)
      .map(({ id, year, make, model, city, state, rating, tripCount }) => ({
        id,
        year,
        make,
        model,
        city,
        state,
        rating,
        tripCount,
      })),
  };
}
