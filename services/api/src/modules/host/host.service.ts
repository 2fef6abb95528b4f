/**
 * GET /api/host/:hostId/dashboard. Each figure is defined in contracts (host-earnings.ts). So that a
 * host with thousands of bookings gets it in a few milliseconds, the money comes from
 * host_earnings_month (one row per host and month, kept by a trigger on booking: the SQL form of
 * `hostShare`, see host-earnings-rollup.ts), the occupancy from the bookings of the last 30 days only
 * (a partial index), the rating from the reviews of the host's cars.
 */
import {
  averageRating,
  calendarDateIn,
  type EarningLine,
  HOST_RECENT_BOOKINGS,
  type HostDashboard,
  occupancyRate,
  occupancyWindow,
  summarizeHostEarnings,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { findBookingView } from '../bookings/bookings.service.ts';

/** The host's rolled-up months (host_earnings_month, kept by a trigger on booking: the SQL form of `hostShare`). */
function earningMonths(em: EntityManager, hostId: string) {
  return kyselyOf(em)
    .selectFrom('host_earnings_month')
    .select([
      sql<string>`to_char(month, 'YYYY-MM')`.as('month'),
      'earned_gross_cents',
      'earned_commission_cents',
      'upcoming_gross_cents',
      'upcoming_commission_cents',
      'completed_trips',
    ])
    .where('host_id', '=', hostId)
    .execute();
}

/** Booked days of confirmed and completed trips inside the occupancy window (index booking_host_booked_end_date_index). */
async function bookedDays(em: EntityManager, hostId: string, window: { start: string; end: string }) {
  const { rows } = await sql<{ days: string }>`
    select coalesce(sum(least(end_date, ${window.end}::date) - greatest(start_date, ${window.start}::date)), 0) as days
    from booking
    where host_id = ${hostId} and status in ('confirmed', 'completed')
      and end_date > ${window.start}::date and start_date < ${window.end}::date
  `.execute(kyselyOf(em));
  return Number(rows[0]!.days);
}

async function carsAndRating(em: EntityManager, hostId: string) {
  const { rows } = await sql<{ cars: string; available: string; rating_sum: string | null; reviews: string }>`
    select (select count(*) from car where host_id = ${hostId}) as cars,
           (select count(*) from car where host_id = ${hostId} and is_available) as available,
           sum(r.rating) as rating_sum, count(r.*) as reviews
    from review r
    where r.car_id in (select id from car where host_id = ${hostId})
  `.execute(kyselyOf(em));
  return rows[0]!;
}

async function recentBookings(em: EntityManager, hostId: string) {
  const rows = await kyselyOf(em)
    .selectFrom('booking')
    .select('id')
    .where('host_id', '=', hostId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HOST_RECENT_BOOKINGS)
    .execute();
  const views = await Promise.all(rows.map((row) => findBookingView(em, row.id)));
  return views.filter((view) => view !== undefined);
}

export async function hostDashboard(em: EntityManager, hostId: string, now = new Date()): Promise<HostDashboard> {
  const today = calendarDateIn(now);
  const [months, days, cars, recent] = await Promise.all([
    earningMonths(em, hostId),
    bookedDays(em, hostId, occupancyWindow(today)),
    carsAndRating(em, hostId),
    recentBookings(em, hostId),
  ]);
  const lines = months.flatMap((row): EarningLine[] => [
    {
      month: row.month,
      kind: 'earned',
      grossCents: Number(row.earned_gross_cents),
      commissionCents: Number(row.earned_commission_cents),
    },
    {
      month: row.month,
      kind: 'upcoming',
      grossCents: Number(row.upcoming_gross_cents),
      commissionCents: Number(row.upcoming_commission_cents),
    },
  ]);
  const earnings = summarizeHostEarnings(lines, today);
  const carCount = Number(cars.cars);
  return {
    totalEarnings: earnings.total,
    completedTrips: months.reduce((total, row) => total + Number(row.completed_trips), 0),
    avgRating: averageRating(Number(cars.rating_sum ?? 0), Number(cars.reviews)),
    occupancyRate: occupancyRate(days, carCount),
    carCount,
    availableCarCount: Number(cars.available),
    earnings,
    recentBookings: recent,
  };
}
