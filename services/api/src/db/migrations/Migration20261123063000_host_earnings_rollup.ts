import { Migration } from '@mikro-orm/migrations';

/**
 * The host dashboard's earnings rollup (modules/host/host-earnings-month.entity.ts): the table, the
 * trigger that keeps it (the SQL form of contracts' `hostShare`, declared on the Booking entity), the
 * bookings already there, and the indexes of the dashboard's recent bookings and occupancy window.
 */
export class Migration20261123063000_host_earnings_rollup extends Migration {
  override name = 'Migration20261123063000_host_earnings_rollup';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "host_earnings_month" ("host_id" uuid not null, "month" date not null, "earned_gross_cents" bigint not null default '0', "earned_commission_cents" bigint not null default '0', "upcoming_gross_cents" bigint not null default '0', "upcoming_commission_cents" bigint not null default '0', "completed_trips" int not null default 0, primary key ("host_id", "month"));`,
    );

    this.addSql(`create index "booking_host_created_at_index" on "booking" ("host_id", "created_at");`);
    this.addSql(
      `create index "booking_host_booked_end_date_index" on "booking" ("host_id", "end_date") include ("start_date") where status in ('confirmed', 'completed');`,
    );
    this.addSql(`create or replace function "booking_host_earnings_rollup_fn"() returns trigger as $$ begin insert into host_earnings_month as m (host_id, month, earned_gross_cents,
    earned_commission_cents, upcoming_gross_cents, upcoming_commission_cents, completed_trips)
  select t.host_id, date_trunc('month', t.end_date)::date,
         coalesce(sum(t.sign * share.gross) filter (where t.status <> 'confirmed'), 0),
         coalesce(sum(t.sign * share.commission) filter (where t.status <> 'confirmed'), 0),
         coalesce(sum(t.sign * share.gross) filter (where t.status = 'confirmed'), 0),
         coalesce(sum(t.sign * share.commission) filter (where t.status = 'confirmed'), 0),
         sum(t.sign * (t.status = 'completed')::int)
  from (values
    (-1, old.host_id, old.status, old.end_date, old.total_price, old.service_fee, old.insurance_fee, old.refund_amount,
     old.payment_intent_id is not null),
    (1, new.host_id, new.status, new.end_date, new.total_price, new.service_fee, new.insurance_fee, new.refund_amount,
     new.payment_intent_id is not null)
  ) as t(sign, host_id, status, end_date, total_price, service_fee, insurance_fee, refund_amount, paid)
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
    completed_trips = m.completed_trips + excluded.completed_trips;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "host_earnings_rollup" AFTER INSERT OR UPDATE OR DELETE on "booking" for each ROW execute function "booking_host_earnings_rollup_fn"();`,
    );
    // the bookings already there
    this.addSql(`insert into host_earnings_month as m (host_id, month, earned_gross_cents,
    earned_commission_cents, upcoming_gross_cents, upcoming_commission_cents, completed_trips)
  select t.host_id, date_trunc('month', t.end_date)::date,
         coalesce(sum(t.sign * share.gross) filter (where t.status <> 'confirmed'), 0),
         coalesce(sum(t.sign * share.commission) filter (where t.status <> 'confirmed'), 0),
         coalesce(sum(t.sign * share.gross) filter (where t.status = 'confirmed'), 0),
         coalesce(sum(t.sign * share.commission) filter (where t.status = 'confirmed'), 0),
         sum(t.sign * (t.status = 'completed')::int)
  from (
    select 1, host_id, status, end_date, total_price, service_fee, insurance_fee, refund_amount,
           payment_intent_id is not null
    from booking
  ) as t(sign, host_id, status, end_date, total_price, service_fee, insurance_fee, refund_amount, paid)
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
    completed_trips = m.completed_trips + excluded.completed_trips;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "host_earnings_month" cascade;`);

    this.addSql(`drop index "booking_host_created_at_index";`);
    this.addSql(`drop index "booking_host_booked_end_date_index";`);
    this.addSql(`drop trigger if exists "host_earnings_rollup" on "booking";`);
    this.addSql(`drop function if exists "booking_host_earnings_rollup_fn"();`);
  }
}
