/**
 * GET /api/host/:hostId/dashboard. Each figure is defined in contracts (host-earnings.ts); here it is
 * computed in SQL so that a host with thousands of bookings gets it in a few milliseconds. The money
 * arithmetic is in integer cents exactly as `hostShare`: base = total − fee − insurance (≥ 0); a paid
 * cancelled trip keeps round(max(0, total − refund − fee) × base / (base + insurance)); the commission
 * is round(gross × 15 / 100) per booking (PostgreSQL rounds a half up, as Math.round for positives).
 */
import {
  averageRating,
  calendarDateIn,
  type EarningLine,
  HOST_RECENT_BOOKINGS,
  type HostDashboard,
  occupancyRate,
  occupancyWindow,
  PLATFORM_COMMISSION_RATE,
  summarizeHostEarnings,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { findBookingView } from '../bookings/bookings.service.ts';

const COMMISSION_PERCENT = Math.round(PLATFORM_COMMISSION_RATE * 100);

/** Earned (completed, paid and cancelled) and upcoming (confirmed) gross and commission, per month of the end date. */
function earningLines(em: EntityManager, hostId: string) {
  return sql<{ month: string; kind: 'earned' | 'upcoming'; gross: string; commission: string }>`
    with amounts as (
      select to_char(end_date, 'YYYY-MM') as month, status,
             greatest(0, (total_price - service_fee - insurance_fee) * 100) as base,
             insurance_fee * 100 as insurance,
             greatest(0, (total_price - coalesce(refund_amount, 0) - service_fee) * 100) as kept_rental
      from booking
      where host_id = ${hostId}
        and (status in ('completed', 'confirmed') or (status = 'cancelled' and payment_intent_id is not null))
    ), shares as (
      select month, case when status = 'confirmed' then 'upcoming' else 'earned' end as kind,
             case when status <> 'cancelled' then base
                  when base + insurance = 0 then 0
                  else round(kept_rental * base / (base + insurance)) end as gross
      from amounts
    )
    select month, kind, sum(gross)::text as gross, sum(round(gross * ${COMMISSION_PERCENT} / 100.0))::text as commission
    from shares
    group by month, kind
  `.execute(kyselyOf(em));
}

async function counts(em: EntityManager, hostId: string, window: { start: string; end: string }) {
  const db = kyselyOf(em);
  const [trips, cars, rating] = await Promise.all([
    sql<{ completed: string; booked_days: string }>`
      select count(*) filter (where status = 'completed') as completed,
             coalesce(sum(least(end_date, ${window.end}::date) - greatest(start_date, ${window.start}::date))
               filter (where status in ('confirmed', 'completed') and start_date < ${window.end}::date
                       and end_date > ${window.start}::date), 0) as booked_days
      from booking where host_id = ${hostId}
    `.execute(db),
    sql<{ total: string; available: string }>`
      select count(*) as total, count(*) filter (where is_available) as available from car where host_id = ${hostId}
    `.execute(db),
    sql<{ rating_sum: string | null; reviews: string }>`
      select sum(r.rating) as rating_sum, count(*) as reviews
      from review r join car c on c.id = r.car_id where c.host_id = ${hostId}
    `.execute(db),
  ]);
  return { trips: trips.rows[0]!, cars: cars.rows[0]!, rating: rating.rows[0]! };
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
  const window = occupancyWindow(today);
  const [lines, figures, recent] = await Promise.all([
    earningLines(em, hostId),
    counts(em, hostId, window),
    recentBookings(em, hostId),
  ]);
  const earnings = summarizeHostEarnings(
    lines.rows.map(
      (row): EarningLine => ({
        month: row.month,
        kind: row.kind,
        grossCents: Number(row.gross),
        commissionCents: Number(row.commission),
      }),
    ),
    today,
  );
  const carCount = Number(figures.cars.total);
  return {
    totalEarnings: earnings.total,
    completedTrips: Number(figures.trips.completed),
    avgRating: averageRating(Number(figures.rating.rating_sum ?? 0), Number(figures.rating.reviews)),
    occupancyRate: occupancyRate(Number(figures.trips.booked_days), carCount),
    carCount,
    availableCarCount: Number(figures.cars.available),
    earnings,
    recentBookings: recent,
  };
}
