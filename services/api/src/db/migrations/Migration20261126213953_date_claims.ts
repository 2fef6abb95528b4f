import { Migration } from '@mikro-orm/migrations';

/**
 * Blocked days refused like booked ones (decision 0040): car_date_claim, kept by triggers on booking and car_block,
 * with an EXCLUDE constraint between a booking's days and a block's. The bookings and blocks already there are
 * claimed at the end.
 */

export class Migration20261126213953_date_claims extends Migration {
  override name = 'Migration20261126213953_date_claims';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "car_date_claim" ("holder_id" uuid not null, "car_id" uuid not null, "start_date" date not null, "end_date" date not null, "kind" text not null, primary key ("holder_id"));`,
    );

    this.addSql(`create or replace function "car_block_car_block_date_claim_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and (true) = (true)
    and (old.car_id, old.start_date, old.end_date) = (new.car_id, new.start_date, new.end_date) then
    return null;   end if;   if tg_op <> 'INSERT' then
    delete from car_date_claim where holder_id = old.id;   end if;   if tg_op <> 'DELETE' and (true) then
    insert into car_date_claim (holder_id, car_id, start_date, end_date, kind)
    values (new.id, new.car_id, new.start_date, new.end_date, 'block');   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "car_block_date_claim" AFTER INSERT OR UPDATE OR DELETE on "car_block" for each ROW execute function "car_block_car_block_date_claim_fn"();`,
    );

    this.addSql(`create or replace function "booking_booking_date_claim_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and (old.status in ('pending', 'confirmed')) = (new.status in ('pending', 'confirmed'))
    and (old.car_id, old.start_date, old.end_date) = (new.car_id, new.start_date, new.end_date) then
    return null;   end if;   if tg_op <> 'INSERT' then
    delete from car_date_claim where holder_id = old.id;   end if;   if tg_op <> 'DELETE' and (new.status in ('pending', 'confirmed')) then
    insert into car_date_claim (holder_id, car_id, start_date, end_date, kind)
    values (new.id, new.car_id, new.start_date, new.end_date, 'booking');   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "booking_date_claim" AFTER INSERT OR UPDATE OR DELETE on "booking" for each ROW execute function "booking_booking_date_claim_fn"();`,
    );

    this.addSql(
      `alter table "car_date_claim" add constraint "car_date_claim_car_id_foreign" foreign key ("car_id") references "car" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "car_date_claim" add constraint "car_date_claim_dates_check" check (end_date > start_date);`,
    );
    this.addSql(
      `alter table "car_date_claim" add constraint "car_date_claim_no_overlap" exclude using gist (car_id with =, daterange(start_date, end_date, '[)') with &&, kind with <>);`,
    );
    this.addSql(
      `alter table "car_date_claim" add constraint "car_date_claim_kind_check" check ("kind" in ('booking', 'block'));`,
    );

    this.addSql(`insert into car_date_claim (holder_id, car_id, start_date, end_date, kind)
      select id, car_id, start_date, end_date, 'booking' from booking where status in ('pending', 'confirmed')
      union all
      select id, car_id, start_date, end_date, 'block' from car_block;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "car_date_claim" cascade;`);

    this.addSql(`drop trigger if exists "booking_date_claim" on "booking";`);
    this.addSql(`drop function if exists "booking_booking_date_claim_fn"();`);

    this.addSql(`drop trigger if exists "car_block_date_claim" on "car_block";`);
    this.addSql(`drop function if exists "car_block_car_block_date_claim_fn"();`);
  }
}
