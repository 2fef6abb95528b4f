import { Migration } from '@mikro-orm/migrations';

/**
 * Each car's claimed days on its own row (decision 0051, session 36): `car.claimed_days` and `first_hold_expiry`,
 * kept by statement-level triggers on car_date_claim, whose claims now say until when an unpaid booking holds
 * (`held_until`), so a search by dates tests a car in its row. Existing claims and cars are filled in here.
 */
export class Migration20261127140016_car_claimed_days extends Migration {
  override name = 'Migration20261127140016_car_claimed_days';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "car" add "claimed_days" datemultirange not null default '{}', add "first_hold_expiry" timestamptz null;`,
    );

    this.addSql(`alter table "car_date_claim" add "held_until" timestamptz null;`);
    this.addSql(
      `update "car_date_claim" k set "held_until" = b."hold_expires_at" from "booking" b where b."id" = k."holder_id" and b."status" = 'pending';`,
    );
    this.addSql(`create or replace function car_date_claim_summary() returns trigger as $$ begin if tg_op = 'INSERT' then
    perform 1 from car where id in (select car_id from new_claims) order by id for no key update;     update car c set claimed_days = s.days, first_hold_expiry = s.first_expiry
    from (select t.car_id,
                 coalesce(range_agg(daterange(k.start_date, k.end_date, '[)')) filter (where k.holder_id is not null),
                          '{}') as days,
                 min(k.held_until) as first_expiry
          from (select car_id from new_claims) as t left join car_date_claim k on k.car_id = t.car_id group by t.car_id) as s
    where c.id = s.car_id;   elsif tg_op = 'UPDATE' then
    perform 1 from car where id in (select car_id from new_claims union select car_id from old_claims) order by id for no key update;     update car c set claimed_days = s.days, first_hold_expiry = s.first_expiry
    from (select t.car_id,
                 coalesce(range_agg(daterange(k.start_date, k.end_date, '[)')) filter (where k.holder_id is not null),
                          '{}') as days,
                 min(k.held_until) as first_expiry
          from (select car_id from new_claims union select car_id from old_claims) as t left join car_date_claim k on k.car_id = t.car_id group by t.car_id) as s
    where c.id = s.car_id;   else
    perform 1 from car where id in (select car_id from old_claims) order by id for no key update;     update car c set claimed_days = s.days, first_hold_expiry = s.first_expiry
    from (select t.car_id,
                 coalesce(range_agg(daterange(k.start_date, k.end_date, '[)')) filter (where k.holder_id is not null),
                          '{}') as days,
                 min(k.held_until) as first_expiry
          from (select car_id from old_claims) as t left join car_date_claim k on k.car_id = t.car_id group by t.car_id) as s
    where c.id = s.car_id;   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "car_date_claim_summary_on_insert" after insert on "car_date_claim" referencing new table as new_claims for each statement execute function car_date_claim_summary();`,
    );
    this.addSql(
      `create trigger "car_date_claim_summary_on_update" after update on "car_date_claim" referencing new table as new_claims old table as old_claims for each statement execute function car_date_claim_summary();`,
    );
    this.addSql(
      `create trigger "car_date_claim_summary_on_delete" after delete on "car_date_claim" referencing old table as old_claims for each statement execute function car_date_claim_summary();`,
    );

    this.addSql(`drop trigger if exists "car_block_date_claim" on "car_block";`);
    this.addSql(`drop function if exists "car_block_car_block_date_claim_fn"();`);
    this.addSql(`create or replace function "car_block_car_block_date_claim_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and (true) = (true)
    and (old.car_id, old.start_date, old.end_date) = (new.car_id, new.start_date, new.end_date)
    and (null) is not distinct from (null) then
    return null;   end if;   if tg_op <> 'INSERT' and (true) then
    perform 1 from car where id = old.car_id for no key update;     delete from car_date_claim where holder_id = old.id;   end if;   if tg_op <> 'DELETE' and (true) then
    perform 1 from car where id = new.car_id for no key update;     insert into car_date_claim (holder_id, car_id, start_date, end_date, kind, held_until)
    values (new.id, new.car_id, new.start_date, new.end_date, 'block', null);   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "car_block_date_claim" AFTER INSERT OR UPDATE OR DELETE on "car_block" for each ROW execute function "car_block_car_block_date_claim_fn"();`,
    );

    this.addSql(`drop trigger if exists "booking_date_claim" on "booking";`);
    this.addSql(`drop function if exists "booking_booking_date_claim_fn"();`);
    this.addSql(`create or replace function "booking_booking_date_claim_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and (old.status in ('pending', 'confirmed')) = (new.status in ('pending', 'confirmed'))
    and (old.car_id, old.start_date, old.end_date) = (new.car_id, new.start_date, new.end_date)
    and (case when old.status = 'pending' then old.hold_expires_at end) is not distinct from (case when new.status = 'pending' then new.hold_expires_at end) then
    return null;   end if;   if tg_op <> 'INSERT' and (old.status in ('pending', 'confirmed')) then
    perform 1 from car where id = old.car_id for no key update;     delete from car_date_claim where holder_id = old.id;   end if;   if tg_op <> 'DELETE' and (new.status in ('pending', 'confirmed')) then
    perform 1 from car where id = new.car_id for no key update;     insert into car_date_claim (holder_id, car_id, start_date, end_date, kind, held_until)
    values (new.id, new.car_id, new.start_date, new.end_date, 'booking', case when new.status = 'pending' then new.hold_expires_at end);   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "booking_date_claim" AFTER INSERT OR UPDATE OR DELETE on "booking" for each ROW execute function "booking_booking_date_claim_fn"();`,
    );
    this.addSql(`update "car" c set "claimed_days" = s.days, "first_hold_expiry" = s.first_expiry
      from (select "car_id", range_agg(daterange("start_date", "end_date", '[)')) as days, min("held_until") as first_expiry
            from "car_date_claim" group by "car_id") as s
      where c."id" = s."car_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "booking_date_claim" on "booking";`);
    this.addSql(`drop function if exists "booking_booking_date_claim_fn"();`);
    this.addSql(`create or replace function "booking_booking_date_claim_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and (old.status in ('pending', 'confirmed')) = (new.status in ('pending', 'confirmed'))
    and (old.car_id, old.start_date, old.end_date) = (new.car_id, new.start_date, new.end_date) then
    return null;   end if;   if tg_op <> 'INSERT' then
    delete from car_date_claim where holder_id = old.id;   end if;   if tg_op <> 'DELETE' and (new.status in ('pending', 'confirmed')) then
    insert into car_date_claim (holder_id, car_id, start_date, end_date, kind)
    values (new.id, new.car_id, new.start_date, new.end_date, 'booking');   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "booking_date_claim" AFTER DELETE OR INSERT OR UPDATE on "booking" for each ROW execute function "booking_booking_date_claim_fn"();`,
    );

    this.addSql(`alter table "car" drop column "claimed_days", drop column "first_hold_expiry";`);

    this.addSql(`drop trigger if exists "car_block_date_claim" on "car_block";`);
    this.addSql(`drop function if exists "car_block_car_block_date_claim_fn"();`);
    this.addSql(`create or replace function "car_block_car_block_date_claim_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and (true) = (true)
    and (old.car_id, old.start_date, old.end_date) = (new.car_id, new.start_date, new.end_date) then
    return null;   end if;   if tg_op <> 'INSERT' then
    delete from car_date_claim where holder_id = old.id;   end if;   if tg_op <> 'DELETE' and (true) then
    insert into car_date_claim (holder_id, car_id, start_date, end_date, kind)
    values (new.id, new.car_id, new.start_date, new.end_date, 'block');   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "car_block_date_claim" AFTER DELETE OR INSERT OR UPDATE on "car_block" for each ROW execute function "car_block_car_block_date_claim_fn"();`,
    );

    for (const event of ['insert', 'update', 'delete']) {
      this.addSql(`drop trigger if exists "car_date_claim_summary_on_${event}" on "car_date_claim";`);
    }
    this.addSql(`drop function if exists car_date_claim_summary();`);
    this.addSql(`alter table "car_date_claim" drop column "held_until";`);
  }
}
