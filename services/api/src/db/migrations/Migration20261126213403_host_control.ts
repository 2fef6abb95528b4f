import { Migration } from '@mikro-orm/migrations';

export class Migration20261126213403_host_control extends Migration {
  override name = 'Migration20261126213403_host_control';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "car_block" ("id" uuid not null default gen_random_uuid(), "car_id" uuid not null, "start_date" date not null, "end_date" date not null, "note" text null, "source" text not null default 'host', "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "car_block_car_id_dates_index" on "car_block" ("car_id", "start_date", "end_date");`);

    this.addSql(
      `alter table "car" add "instant_book" boolean not null default true, add "weekly_discount_percent" smallint not null default 0, add "monthly_discount_percent" smallint not null default 0, add "advance_notice_hours" smallint not null default 0, add "min_trip_days" smallint not null default 1, add "max_trip_days" smallint not null default 30, add "booking_window_months" smallint not null default 12, add "deleted_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "car" add constraint "car_advance_notice_hours_check" check (advance_notice_hours in (0, 12, 24, 48, 72));`,
    );
    this.addSql(
      `alter table "car" add constraint "car_trip_days_check" check (min_trip_days >= 1 and min_trip_days <= max_trip_days and max_trip_days <= 30);`,
    );
    this.addSql(
      `alter table "car" add constraint "car_booking_window_months_check" check (booking_window_months >= 1 and booking_window_months <= 12);`,
    );
    this.addSql(
      `alter table "car" add constraint "car_discounts_check" check (weekly_discount_percent >= 0 and weekly_discount_percent <= 50 and monthly_discount_percent >= 0 and monthly_discount_percent <= 50);`,
    );

    this.addSql(
      `alter table "booking" add "discount_amount" numeric(10,2) not null default '0', add "requires_approval" boolean not null default false;`,
    );

    this.addSql(
      `alter table "car_block" add constraint "car_block_car_id_foreign" foreign key ("car_id") references "car" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "car_block" add constraint "car_block_dates_check" check (end_date > start_date);`);
    this.addSql(`alter table "car_block" add constraint "car_block_note_check" check (char_length(note) <= 200);`);
    this.addSql(
      `alter table "car_block" add constraint "car_block_source_check" check ("source" in ('host', 'import'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "car_block" cascade;`);

    this.addSql(`alter table "booking" drop column "discount_amount", drop column "requires_approval";`);

    this.addSql(`alter table "car" drop constraint "car_advance_notice_hours_check";`);
    this.addSql(`alter table "car" drop constraint "car_trip_days_check";`);
    this.addSql(`alter table "car" drop constraint "car_booking_window_months_check";`);
    this.addSql(`alter table "car" drop constraint "car_discounts_check";`);
    this.addSql(
      `alter table "car" drop column "instant_book", drop column "weekly_discount_percent", drop column "monthly_discount_percent", drop column "advance_notice_hours", drop column "min_trip_days", drop column "max_trip_days", drop column "booking_window_months", drop column "deleted_at";`,
    );
  }
}
