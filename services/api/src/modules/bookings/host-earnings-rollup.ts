/**
 * The SQL form of contracts' `hostShare` (host-earnings.ts), in integer cents, for `t` (status,
 * total_price, service_fee, insurance_fee, refund_amount, paid): base = total − fee − insurance (≥ 0);
 * completed and confirmed trips count their base; a paid, cancelled one the rental kept after the
 * refund (less the fee) split base : insurance; the commission is 15% of that, rounded per booking.
 * Completed and paid-cancelled trips are earned, confirmed ones upcoming; nothing else counts.
 */
export const HOST_EARNINGS_TRIGGER = 'host_earnings_rollup';

/** Adds the shares of the rows of `t` (sign, host_id, status, end_date, amounts, paid) to their host's month. */
const addToMonths = (t: string) => `insert into host_earnings_month as m (host_id, month, earned_gross_cents,
    earned_commission_cents, upcoming_gross_cents, upcoming_commission_cents, completed_trips)
  select t.host_id, date_trunc('month', t.end_date)::date,
         coalesce(sum(t.sign * share.gross) filter (where t.status <> 'confirmed'), 0),
         coalesce(sum(t.sign * share.commission) filter (where t.status <> 'confirmed'), 0),
         coalesce(sum(t.sign * share.gross) filter (where t.status = 'confirmed'), 0),
         coalesce(sum(t.sign * share.commission) filter (where t.status = 'confirmed'), 0),
         sum(t.sign * (t.status = 'completed')::int)
  from ${t}
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
  cross join lateral (select gross.gross, round(gross.gross * 0.15)::bigint as commission) as share
  where t.status in ('completed', 'confirmed') or (t.status = 'cancelled' and t.paid)
  group by 1, 2
  on conflict (host_id, month) do update set
    earned_gross_cents = m.earned_gross_cents + excluded.earned_gross_cents,
    earned_commission_cents = m.earned_commission_cents + excluded.earned_commission_cents,
    upcoming_gross_cents = m.upcoming_gross_cents + excluded.upcoming_gross_cents,
    upcoming_commission_cents = m.upcoming_commission_cents + excluded.upcoming_commission_cents,
    completed_trips = m.completed_trips + excluded.completed_trips`;

const COLUMNS = 't(sign, host_id, status, end_date, total_price, service_fee, insurance_fee, refund_amount, paid)';

/**
 * Body of the trigger on `booking` (declared on the Booking entity): the row's old share leaves its
 * host's month, its new share joins it, in the writing transaction. OLD is null on insert, NEW on delete.
 */
export const HOST_EARNINGS_TRIGGER_BODY = `${addToMonths(`(values
    (-1, old.host_id, old.status, old.end_date, old.total_price, old.service_fee, old.insurance_fee, old.refund_amount,
     old.payment_intent_id is not null),
    (1, new.host_id, new.status, new.end_date, new.total_price, new.service_fee, new.insurance_fee, new.refund_amount,
     new.payment_intent_id is not null)
  ) as ${COLUMNS}`)};
  return null`;

/** The rollup of the bookings already there (the migration that creates the table runs it once). */
export const HOST_EARNINGS_BACKFILL = addToMonths(`(
    select 1, host_id, status, end_date, total_price, service_fee, insurance_fee, refund_amount,
           payment_intent_id is not null
    from booking
  ) as ${COLUMNS}`);
