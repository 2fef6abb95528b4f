/**
 * The SQL form of contracts' `hostShare` (host-earnings.ts), in integer cents, for a booking row `t` (status,
 * total_price, service_fee, insurance_fee, refund_amount, paid, platform_commission_percent), as lateral joins:
 * `cents` (total, fee, insurance, kept), `base` and `share` (gross, commission). Base = total − fee − insurance
 * (≥ 0); completed and confirmed trips count their base; a paid, cancelled one the rental kept after the refund
 * (less the fee) split base : insurance; the commission is the booking's own stored rate of that, rounded per
 * booking. No rate is written here: a booking stores the one it was made under (contracts policy.ts).
 * The admin's platform revenue (modules/admin/platform-revenue-rollup.ts) is built on the same share.
 */
export const HOST_SHARE_JOINS = `
  cross join lateral (
    select round(t.total_price * 100)::bigint as total, round(t.service_fee * 100)::bigint as fee,
           round(t.insurance_fee * 100)::bigint as insurance,
           round((t.total_price - coalesce(t.refund_amount, 0)) * 100)::bigint as kept
  ) as cents
  cross join lateral (select greatest(0, cents.total - cents.fee - cents.insurance) as base) as base
  cross join lateral (
    select case when t.status in ('completed', 'confirmed') then base.base
                when base.base + cents.insurance = 0 then 0
                else round(greatest(0, cents.kept - cents.fee)::numeric * base.base / (base.base + cents.insurance))::bigint
           end as gross
  ) as gross
  cross join lateral (
    select gross.gross, round(gross.gross * t.platform_commission_percent / 100.0)::bigint as commission
  ) as share`;

/** The columns of `t` that `HOST_SHARE_JOINS` reads, of a booking row: `old` or `new` in a row trigger, or an alias. */
export const shareColumnsOf = (row: string) =>
  `${row}.status, ${row}.end_date, ${row}.total_price, ${row}.service_fee, ${row}.insurance_fee, ${row}.refund_amount,
     ${row}.payment_intent_id is not null, ${row}.platform_commission_percent`;

/** Their names, after `sign` (and whatever the trigger puts between: host_id for this one). */
export const SHARE_COLUMN_NAMES =
  'status, end_date, total_price, service_fee, insurance_fee, refund_amount, paid, platform_commission_percent';

export const HOST_EARNINGS_TRIGGER = 'host_earnings_rollup';

/**
 * The statement that adds the shares of `rows` to their hosts' months: `rows` is a relation
 * `t(sign, host_id, …SHARE_COLUMN_NAMES)` of booking rows, `sign` -1 for a share that leaves and 1 for one that joins.
 */
export const hostEarningsUpsert = (
  rows: string,
) => `insert into host_earnings_month as m (host_id, month, earned_gross_cents,
    earned_commission_cents, upcoming_gross_cents, upcoming_commission_cents, completed_trips)
  select t.host_id, date_trunc('month', t.end_date)::date,
         coalesce(sum(t.sign * share.gross) filter (where t.status <> 'confirmed'), 0),
         coalesce(sum(t.sign * share.commission) filter (where t.status <> 'confirmed'), 0),
         coalesce(sum(t.sign * share.gross) filter (where t.status = 'confirmed'), 0),
         coalesce(sum(t.sign * share.commission) filter (where t.status = 'confirmed'), 0),
         sum(t.sign * (t.status = 'completed')::int)
  from ${rows}
  ${HOST_SHARE_JOINS}
  where t.status in ('completed', 'confirmed') or (t.status = 'cancelled' and t.paid)
  group by 1, 2
  on conflict (host_id, month) do update set
    earned_gross_cents = m.earned_gross_cents + excluded.earned_gross_cents,
    earned_commission_cents = m.earned_commission_cents + excluded.earned_commission_cents,
    upcoming_gross_cents = m.upcoming_gross_cents + excluded.upcoming_gross_cents,
    upcoming_commission_cents = m.upcoming_commission_cents + excluded.upcoming_commission_cents,
    completed_trips = m.completed_trips + excluded.completed_trips`;

/**
 * Body of the trigger on `booking` (declared on the Booking entity): the row's old share leaves its host's month,
 * its new share joins it, in the writing transaction. OLD is null on insert, NEW on delete. Completed and
 * paid-cancelled trips are earned, confirmed ones upcoming; nothing else counts.
 */
export const HOST_EARNINGS_TRIGGER_BODY = `${hostEarningsUpsert(`(values
    (-1, old.host_id, ${shareColumnsOf('old')}),
    (1, new.host_id, ${shareColumnsOf('new')})
  ) as t(sign, host_id, ${SHARE_COLUMN_NAMES})`)};
  return null`;
