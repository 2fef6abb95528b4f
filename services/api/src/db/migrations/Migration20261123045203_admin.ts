import { Migration } from '@mikro-orm/migrations';

export class Migration20261123045203_admin extends Migration {
  override name = 'Migration20261123045203_admin';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "booking_document_view" ("id" uuid not null default gen_random_uuid(), "booking_id" uuid not null, "admin_id" uuid not null, "document" text not null, "viewed_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "booking_document_view_booking_viewed_index" on "booking_document_view" ("booking_id", "viewed_at" desc);`,
    );
    this.addSql(`create index "booking_document_view_admin_id_index" on "booking_document_view" ("admin_id");`);

    this.addSql(`create index "user_created_at_index" on "user" ("created_at");`);
    this.addSql(`create index "user_name_index" on "user" ("first_name", "last_name");`);
    this.addSql(`create index "user_email_trgm_index" on "user" using gin (lower("email") gin_trgm_ops);`);
    this.addSql(
      `create index "user_name_trgm_index" on "user" using gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);`,
    );

    this.addSql(`create index "car_created_at_index" on "car" ("created_at");`);
    this.addSql(`create index "car_top_index" on "car" ("rating" desc, "trip_count" desc, "id");`);
    this.addSql(`create index "car_trip_count_index" on "car" ("trip_count");`);
    this.addSql(`create index "car_vehicle_index" on "car" ("make", "model", "year");`);
    this.addSql(
      `create index "car_make_model_trgm_index" on "car" using gin (lower("make" || ' ' || "model") gin_trgm_ops);`,
    );

    this.addSql(`create index "booking_created_at_index" on "booking" ("created_at");`);
    this.addSql(`create index "booking_start_date_index" on "booking" ("start_date");`);
    this.addSql(`create index "booking_total_price_index" on "booking" ("total_price");`);
    this.addSql(`create index "booking_status_created_at_index" on "booking" ("status", "created_at");`);
    this.addSql(
      `create index "booking_earning_index" on "booking" ("end_date") include ("status", "total_price", "service_fee", "insurance_fee", "refund_amount") where status = 'completed' or (status = 'cancelled' and payment_intent_id is not null);`,
    );
    this.addSql(
      `create index "booking_active_trip_index" on "booking" ("start_date", "end_date") where status = 'confirmed';`,
    );

    this.addSql(
      `alter table "booking_document_view" add constraint "booking_document_view_booking_id_foreign" foreign key ("booking_id") references "booking" ("id");`,
    );
    this.addSql(
      `alter table "booking_document_view" add constraint "booking_document_view_admin_id_foreign" foreign key ("admin_id") references "user" ("id");`,
    );
    this.addSql(
      `alter table "booking_document_view" add constraint "booking_document_view_document_check" check ("document" in ('license', 'selfie'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking_document_view" cascade;`);

    this.addSql(`drop index "booking_created_at_index";`);
    this.addSql(`drop index "booking_start_date_index";`);
    this.addSql(`drop index "booking_total_price_index";`);
    this.addSql(`drop index "booking_status_created_at_index";`);
    this.addSql(`drop index "booking_earning_index";`);
    this.addSql(`drop index "booking_active_trip_index";`);

    this.addSql(`drop index "car_created_at_index";`);
    this.addSql(`drop index "car_top_index";`);
    this.addSql(`drop index "car_trip_count_index";`);
    this.addSql(`drop index "car_vehicle_index";`);
    this.addSql(`drop index "car_make_model_trgm_index";`);

    this.addSql(`drop index "user_created_at_index";`);
    this.addSql(`drop index "user_name_index";`);
    this.addSql(`drop index "user_email_trgm_index";`);
    this.addSql(`drop index "user_name_trgm_index";`);
  }
}
