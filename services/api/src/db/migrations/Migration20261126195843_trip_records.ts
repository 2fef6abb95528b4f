import { Migration } from '@mikro-orm/migrations';

export class Migration20261126195843_trip_records extends Migration {
  override name = 'Migration20261126195843_trip_records';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "trip_record" ("id" uuid not null, "booking_id" uuid not null, "author_id" uuid not null, "side" text not null, "kind" text not null, "odometer_miles" int not null, "fuel_eighths" smallint not null, "taken_at" timestamptz not null, "photos" jsonb not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "trip_record_author_id_index" on "trip_record" ("author_id");`);
    this.addSql(
      `alter table "trip_record" add constraint "trip_record_booking_side_kind_unique" unique ("booking_id", "side", "kind");`,
    );

    this.addSql(
      `create table "trip_record_view" ("id" uuid not null default gen_random_uuid(), "booking_id" uuid not null, "admin_id" uuid not null, "record_id" uuid null, "photo" smallint null, "viewed_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "trip_record_view_booking_id_index" on "trip_record_view" ("booking_id");`);

    this.addSql(
      `alter table "trip_record" add constraint "trip_record_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "trip_record" add constraint "trip_record_author_id_foreign" foreign key ("author_id") references "user" ("id");`,
    );
    this.addSql(
      `alter table "trip_record" add constraint "trip_record_odometer_check" check (odometer_miles >= 0 and odometer_miles <= 999999);`,
    );
    this.addSql(
      `alter table "trip_record" add constraint "trip_record_fuel_check" check (fuel_eighths >= 0 and fuel_eighths <= 8);`,
    );
    this.addSql(
      `alter table "trip_record" add constraint "trip_record_side_check" check ("side" in ('renter', 'host'));`,
    );
    this.addSql(
      `alter table "trip_record" add constraint "trip_record_kind_check" check ("kind" in ('pickup', 'return'));`,
    );

    this.addSql(
      `alter table "trip_record_view" add constraint "trip_record_view_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "trip_record_view" add constraint "trip_record_view_admin_id_foreign" foreign key ("admin_id") references "user" ("id");`,
    );
    this.addSql(
      `alter table "trip_record_view" add constraint "trip_record_view_record_id_foreign" foreign key ("record_id") references "trip_record" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "trip_record_view" drop constraint "trip_record_view_record_id_foreign";`);

    this.addSql(`drop table if exists "trip_record" cascade;`);
    this.addSql(`drop table if exists "trip_record_view" cascade;`);
  }
}
