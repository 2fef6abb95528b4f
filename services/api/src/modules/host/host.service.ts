/**
 * GET /api/host/:hostId/dashboard. Each figure is defined in contracts (host-earnings.ts). So that a
 * host with thousands of bookings gets it in a few milliseconds, it reads two statements: the figures
 * (money from host_earnings_month — one row per host and month, kept by a trigger on booking: the SQL
 * form of `hostShare`, see bookings/host-earnings-rollup.ts —, occupancy from the bookings of the last 30 days
 * only, the rating from the published renter reviews of the host's cars) and the five most recent bookings.
 */
import {
  averageRating,
  calendarDateIn,
  type EarningLine,
  HOST_RECENT_BOOKINGS,
  type HostDashboard,
  occupancyRate,
  occupancyWindow,
  type PolicyActor,
  summarizeHostEarnings,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { listBookings, seenBy } from '../bookings/index.ts';
import { countsForCar } from '../reviews/index.ts';

interface FigureRow {
  /** host_earnings_month rows (kept by a trigger on booking: the SQL form of `hostShare`). */
  months: {
    month: string;
    earned_gross_cents: number;
    earned_commission_cents: number;
    upcoming_gross_cents: number;
    upcoming_commission_cents: number;
    completed_trips: number;
  }[];
  booked_days: string;
  cars: string;
  available_cars: string;
  rating_sum: string | null;
  reviews: string;
}

/**
 * Every figure but the recent bookings in one statement: the host's rolled-up months, the booked days
 * of confirmed and completed trips inside the occupancy window (partial index
 * booking_host_booked_end_date_index), the cars, and the reviews that rate the host's cars.
 */
export function figuresStatement(hostId: string, window: { start: string; end: string }) {
  return sql<FigureRow>`
    select
      (select coalesce(json_agg(json_build_object(
                'month', to_char(month, 'YYYY-MM'),
                'earned_gross_cents', earned_gross_cents, 'earned_commission_cents', earned_commission_cents,
                'upcoming_gross_cents', upcoming_gross_cents, 'upcoming_commission_cents', upcoming_commission_cents,
                'completed_trips', completed_trips)), '[]')
       from host_earnings_month where host_id = ${hostId}) as months,
      (select coalesce(sum(least(end_date, ${window.end}::date) - greatest(start_date, ${window.start}::date)), 0)
       from booking
       where host_id = ${hostId} and status in ('confirmed', 'completed')
         and end_date > ${window.start}::date and start_date < ${window.end}::date) as booked_days,
      (select count(*) from car where host_id = ${hostId}) as cars,
      (select count(*) from car where host_id = ${hostId} and is_available) as available_cars,
      ratings.rating_sum, ratings.reviews
    from (
      select sum(r.rating) as rating_sum, count(*) as reviews
      from review r where r.car_id in (select id from car where host_id = ${hostId}) and ${countsForCar('r')}
    ) as ratings
  `;
}

async function figures(em: EntityManager, hostId: string, window: { start: string; end: string }) {
  const { rows } = await figuresStatement(hostId, window).execute(kyselyOf(em));
  return rows[0]!;
}

export async function hostDashboard(
  em: EntityManager,
  hostId: string,
  viewer: PolicyActor,
  now = new Date(),
): Promise<HostDashboard> {
  const today = calendarDateIn(now);
  const [row, recent] = await Promise.all([
    figures(em, hostId, occupancyWindow(today)),
    listBookings(em, 'host', hostId, HOST_RECENT_BOOKINGS),
  ]);
  const lines = row.months.flatMap((month): EarningLine[] => [
    {
      month: month.month,
      kind: 'earned',
      grossCents: Number(month.earned_gross_cents),
      commissionCents: Number(month.earned_commission_cents),
    },
    {
      month: month.month,
      kind: 'upcoming',
      grossCents: Number(month.upcoming_gross_cents),
      commissionCents: Number(month.upcoming_commission_cents),
    },
  ]);
  const earnings = summarizeHostEarnings(lines, today);
  const carCount = Number(row.cars);
  return {
    totalEarnings: earnings.total,
    completedTrips: row.months.reduce((total, month) => total + Number(month.completed_trips), 0),
    avgRating: averageRating(Number(row.rating_sum ?? 0), Number(row.reviews)),
    occupancyRate: occupancyRate(Number(row.booked_days), carCount),
    carCount,
    availableCarCount: Number(row.available_cars),
    earnings,
    recentBookings: seenBy(viewer, recent),
  };
}
