/**
 * The SQL form of contracts' `platformRevenue` (platform-revenue.ts), in integer cents, built like it on the
 * host's share (`HOST_SHARE_JOINS`, the SQL form of `hostShare`): a completed trip earns its service fee and the
 * commission on its base price; a paid, cancelled one the fee kept and the commission on the base kept. The
 * commission is at the rate each booking stores, so no rate is written here. Rows that earn nothing (pending and
 * confirmed trips, unpaid cancellations) are filtered out.
 */
import { HOST_SHARE_JOINS, SHARE_COLUMN_NAMES, shareColumnsOf } from './host-earnings-rollup.ts';

export const PLATFORM_REVENUE_TRIGGER = 'platform_revenue_rollup';

/**
 * The statement that adds the shares of `rows` to their months: `rows` is a relation `t(sign, …SHARE_COLUMN_NAMES)`
 * of booking rows, `sign` -1 for a share that leaves its month and 1 for one that joins it.
 */
export const platformRevenueUpsert = (
  rows: string,
) => `insert into platform_revenue_month as m (month, revenue_cents, commission_cents, completed_trips)
  select date_trunc('month', t.end_date)::date, sum(t.sign * (fee.kept + share.commission)),
         sum(t.sign * share.commission), sum(t.sign * (t.status = 'completed')::int)
  from ${rows}
  ${HOST_SHARE_JOINS}
  cross join lateral (select greatest(0, least(cents.fee, cents.kept)) as kept) as fee
  where t.status is not null and (t.status = 'completed' or (t.status = 'cancelled' and t.paid))
  group by 1
  on conflict (month) do update set revenue_cents = m.revenue_cents + excluded.revenue_cents,
                                    commission_cents = m.commission_cents + excluded.commission_cents,
                                    completed_trips = m.completed_trips + excluded.completed_trips`;

/**
 * Body of the trigger on `booking` (declared on the Booking entity): the row's old share leaves its
 * month, its new share joins its month, in the writing transaction. OLD is null on insert, NEW on delete.
 */
export const PLATFORM_REVENUE_TRIGGER_BODY = `${platformRevenueUpsert(`(values
    (-1, ${shareColumnsOf('old')}),
    (1, ${shareColumnsOf('new')})
  ) as t(sign, ${SHARE_COLUMN_NAMES})`)};
  return null`;
