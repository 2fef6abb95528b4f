/**
 * The SQL form of contracts' `platformRevenue` (platform-revenue.ts, on `hostShare`), in integer cents,
 * for `t` (status, total_price, service_fee, insurance_fee, refund_amount, paid): a completed trip earns
 * its service fee and 15% of its base price; a paid, cancelled one the fee kept and 15% of the base kept
 * (the rental kept split base : insurance). Rows of `t` that earn nothing are filtered by `EARNS`.
 */
const SHARE = `
  cross join lateral (
    select round(t.total_price * 100)::bigint as total, round(t.service_fee * 100)::bigint as fee,
           round(t.insurance_fee * 100)::bigint as insurance,
           round((t.total_price - coalesce(t.refund_amount, 0)) * 100)::bigint as kept
  ) as cents
  cross join lateral (select greatest(0, cents.total - cents.fee - cents.insurance) as base) as base
  cross join lateral (
    select case when t.status = 'completed' then base.base
                when base.base + cents.insurance = 0 then 0
                else round(greatest(0, cents.kept - cents.fee)::numeric * base.base / (base.base + cents.insurance))::bigint
           end as gross
  ) as gross
  cross join lateral (
    select greatest(0, least(cents.fee, cents.kept)) as fee_kept, round(gross.gross * 0.15)::bigint as commission
  ) as share`;
const EARNS = `(t.status = 'completed' or (t.status = 'cancelled' and t.paid))`;
const ADD_TO_MONTH = `
  on conflict (month) do update set revenue_cents = m.revenue_cents + excluded.revenue_cents,
                                    commission_cents = m.commission_cents + excluded.commission_cents,
                                    completed_trips = m.completed_trips + excluded.completed_trips`;

export const PLATFORM_REVENUE_TRIGGER = 'platform_revenue_rollup';

/**
 * Body of the trigger on `booking` (declared on the Booking entity): the row's old share leaves its
 * month, its new share joins its month, in the writing transaction. OLD is null on insert, NEW on delete.
 */
export const PLATFORM_REVENUE_TRIGGER_BODY = `insert into platform_revenue_month as m (month, revenue_cents, commission_cents, completed_trips)
  select date_trunc('month', t.end_date)::date, sum(t.sign * (share.fee_kept + share.commission)),
         sum(t.sign * share.commission), sum(t.sign * (t.status = 'completed')::int)
  from (values
    (-1, old.status, old.end_date, old.total_price, old.service_fee, old.insurance_fee, old.refund_amount,
     old.payment_intent_id is not null),
    (1, new.status, new.end_date, new.total_price, new.service_fee, new.insurance_fee, new.refund_amount,
     new.payment_intent_id is not null)
  ) as t(sign, status, end_date, total_price, service_fee, insurance_fee, refund_amount, paid)
  ${SHARE}
  where t.status is not null and ${EARNS}
  group by 1
  ${ADD_TO_MONTH};
  return null`;
