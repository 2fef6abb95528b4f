import { Migration } from '@mikro-orm/migrations';

export class Migration20261121142332_init extends Migration {
  override name = 'Migration20261121142332_init';

  override up(): void | Promise<void> {
    // btree_gist gives gist an `=` on uuid, needed by the booking_no_overlap EXCLUDE constraint
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(
      `create table "session" ("sid" varchar(255) not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`,
    );
    this.addSql(`create index "session_expire_index" on "session" ("expire");`);

    this.addSql(
      `create table "user" ("id" uuid not null default gen_random_uuid(), "email" varchar(254) not null, "password_hash" text not null, "first_name" varchar(80) not null, "last_name" varchar(80) not null, "profile_image_url" text null, "phone" varchar(40) null, "is_host" boolean not null default false, "is_admin" boolean not null default false, "rating" numeric(3,2) not null default '0', "review_count" int not null default 0, "payment_customer_id" varchar(255) null, "payment_subscription_id" varchar(255) null, "bank_account_number" text null, "bank_routing_number" text null, "bank_account_name" varchar(120) null, "bank_name" varchar(120) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "user" add constraint "user_email_unique" unique ("email");`);

    this.addSql(
      `create table "car" ("id" uuid not null default gen_random_uuid(), "host_id" uuid not null, "make" varchar(60) not null, "model" varchar(60) not null, "year" int not null, "category" text not null, "seats" int not null, "transmission" text not null, "fuel_type" text not null, "price_per_day" numeric(10,2) not null, "location" varchar(200) not null, "city" varchar(100) not null, "state" varchar(50) not null, "description" text null, "features" text[] not null default '{}', "images" text[] not null default '{}', "is_available" boolean not null default true, "rating" numeric(3,2) not null default '0', "review_count" int not null default 0, "trip_count" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "car_host_id_index" on "car" ("host_id");`);
    this.addSql(`create index "car_city_index" on "car" ("city");`);

    this.addSql(
      `create table "booking" ("id" uuid not null default gen_random_uuid(), "car_id" uuid not null, "renter_id" uuid not null, "host_id" uuid not null, "start_date" date not null, "end_date" date not null, "driver_license" varchar(40) not null, "full_name" varchar(120) not null, "address" varchar(200) not null, "phone" varchar(40) not null, "emergency_contact" varchar(120) not null, "emergency_phone" varchar(40) not null, "add_insurance" boolean not null default false, "total_price" numeric(10,2) not null, "service_fee" numeric(10,2) not null, "insurance_fee" numeric(10,2) not null, "payment_intent_id" varchar(255) null, "status" text not null default 'pending', "license_photo_key" varchar(255) null, "selfie_photo_key" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "booking_car_id_index" on "booking" ("car_id");`);
    this.addSql(`create index "booking_renter_id_index" on "booking" ("renter_id");`);
    this.addSql(`create index "booking_host_id_index" on "booking" ("host_id");`);

    this.addSql(
      `create table "review" ("id" uuid not null default gen_random_uuid(), "booking_id" uuid not null, "car_id" uuid not null, "reviewer_id" uuid not null, "reviewee_id" uuid not null, "rating" int not null, "comment" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "review_car_id_index" on "review" ("car_id");`);
    this.addSql(`create index "review_reviewer_id_index" on "review" ("reviewer_id");`);
    this.addSql(`create index "review_reviewee_id_index" on "review" ("reviewee_id");`);
    this.addSql(
      `alter table "review" add constraint "review_booking_id_reviewer_id_unique" unique ("booking_id", "reviewer_id");`,
    );

    this.addSql(
      `alter table "car" add constraint "car_host_id_foreign" foreign key ("host_id") references "user" ("id");`,
    );
    this.addSql(`alter table "car" add constraint "car_seats_check" check (seats in (2, 4, 5, 7, 8));`);
    this.addSql(`alter table "car" add constraint "car_price_per_day_check" check (price_per_day > 0);`);
    this.addSql(
      `alter table "car" add constraint "car_category_check" check ("category" in ('economy', 'compact', 'midsize', 'luxury', 'suv', 'electric', 'truck'));`,
    );
    this.addSql(
      `alter table "car" add constraint "car_transmission_check" check ("transmission" in ('automatic', 'manual'));`,
    );
    this.addSql(
      `alter table "car" add constraint "car_fuel_type_check" check ("fuel_type" in ('gasoline', 'electric', 'hybrid', 'diesel'));`,
    );

    this.addSql(
      `alter table "booking" add constraint "booking_car_id_foreign" foreign key ("car_id") references "car" ("id");`,
    );
    this.addSql(
      `alter table "booking" add constraint "booking_renter_id_foreign" foreign key ("renter_id") references "user" ("id");`,
    );
    this.addSql(
      `alter table "booking" add constraint "booking_host_id_foreign" foreign key ("host_id") references "user" ("id");`,
    );
    this.addSql(`alter table "booking" add constraint "booking_dates_check" check (end_date > start_date);`);
    this.addSql(
      `alter table "booking" add constraint "booking_no_overlap" exclude using gist (car_id with =, daterange(start_date, end_date, '[)') with &&) where (status in ('pending', 'confirmed'));`,
    );
    this.addSql(
      `alter table "booking" add constraint "booking_status_check" check ("status" in ('pending', 'confirmed', 'completed', 'cancelled'));`,
    );

    this.addSql(
      `alter table "review" add constraint "review_booking_id_foreign" foreign key ("booking_id") references "booking" ("id");`,
    );
    this.addSql(
      `alter table "review" add constraint "review_car_id_foreign" foreign key ("car_id") references "car" ("id");`,
    );
    this.addSql(
      `alter table "review" add constraint "review_reviewer_id_foreign" foreign key ("reviewer_id") references "user" ("id");`,
    );
    this.addSql(
      `alter table "review" add constraint "review_reviewee_id_foreign" foreign key ("reviewee_id") references "user" ("id");`,
    );
    this.addSql(`alter table "review" add constraint "review_rating_check" check (rating >= 1 and rating <= 5);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "car" drop constraint "car_host_id_foreign";`);
    this.addSql(`alter table "booking" drop constraint "booking_renter_id_foreign";`);
    this.addSql(`alter table "booking" drop constraint "booking_host_id_foreign";`);
    this.addSql(`alter table "review" drop constraint "review_reviewer_id_foreign";`);
    this.addSql(`alter table "review" drop constraint "review_reviewee_id_foreign";`);
    this.addSql(`alter table "booking" drop constraint "booking_car_id_foreign";`);
    this.addSql(`alter table "review" drop constraint "review_car_id_foreign";`);
    this.addSql(`alter table "review" drop constraint "review_booking_id_foreign";`);

    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "user" cascade;`);
    this.addSql(`drop table if exists "car" cascade;`);
    this.addSql(`drop table if exists "booking" cascade;`);
    this.addSql(`drop table if exists "review" cascade;`);
  }
}
