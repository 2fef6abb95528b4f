import { Migration } from '@mikro-orm/migrations';

/**
 * The admin summary's revenue rollup: platform_revenue_month, kept by a trigger on booking (its body is
 * declared on the Booking entity, from modules/admin/platform-revenue-rollup.ts), filled from the
 * bookings already there. It replaces booking_earning_index (no request reads every earning booking).
 */

export class Migration20261123062000_admin_revenue_rollup extends Migration {
  override name = 'Migration20261123062000_admin_revenue_rollup';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "platform_revenue_month" ("month" date not null, "revenue_cents" bigint not null default '0', "commission_cents" bigint not null default '0', "completed_trips" int not null default 0, primary key ("month"));`,
    );

    this.addSql(`drop index "booking_earning_index";`);
    this.addSql(`create or replace function "booking_platform_revenue_rollup_fn"() returns trigger as $$ begin insert into platform_revenue_month as m (month, revenue_cents, commission_cents, completed_trips)
  select date_trunc('month', t.end_date)::date, sum(t.sign * (share.fee_kept + share.commission)),
         sum(t.sign * share.commission), sum(t.sign * (t.status = 'completed')::int)
  from (values
    (-1, old.status, old.end_date, old.total_price, old.service_fee, old.insurance_fee, old.refund_amount,
     old.payment_intent_id is not null),
    (1, new.status, new.end_date, new.total_price, new.service_fee, new.insurance_fee, new.refund_amount,
     new.payment_intent_id is not null)
  ) as t(sign, status, end_date, total_price, service_fee, insurance_fee, refund_amount, paid)
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
  ) as share
  where t.status is not null and (t.status = 'completed' or (t.status = 'cancelled' and t.paid))
  group by 1
  on conflict (month) do update set revenue_cents = m.revenue_cents + excluded.revenue_cents,
                                    commission_cents = m.commission_cents + excluded.commission_cents,
                                    completed_trips = m.completed_trips + excluded.completed_trips;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "platform_revenue_rollup" AFTER INSERT OR UPDATE OR DELETE on "booking" for each ROW execute function "booking_platform_revenue_rollup_fn"();`,
    );
    // the bookings already there (the trigger's share per booking, summed by month)
    this.addSql(`insert into platform_revenue_month as m (month, revenue_cents, commission_cents, completed_trips)
  select date_trunc('month', t.end_date)::date, sum(share.fee_kept + share.commission), sum(share.commission),
         count(*) filter (where t.status = 'completed')
  from (select status, end_date, total_price, service_fee, insurance_fee, refund_amount,
               payment_intent_id is not null as paid from booking) as t
  
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
  ) as share
  where (t.status = 'completed' or (t.status = 'cancelled' and t.paid))
  group by 1
  
  on conflict (month) do update set revenue_cents = m.revenue_cents + excluded.revenue_cents,
                                    commission_cents = m.commission_cents + excluded.commission_cents,
                                    completed_trips = m.completed_trips + excluded.completed_trips;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "platform_revenue_month" cascade;`);

    this.addSql(`drop trigger if exists "platform_revenue_rollup" on "booking";`);
    this.addSql(`drop function if exists "booking_platform_revenue_rollup_fn"();`);
    this.addSql(
      `create index "booking_earning_index" on "booking" ("end_date") include ("status", "total_price", "service_fee", "insurance_fee", "refund_amount") where (status = 'completed'::text) OR ((status = 'cancelled'::text) AND (payment_intent_id IS NOT NULL));`,
    );
  }
}
