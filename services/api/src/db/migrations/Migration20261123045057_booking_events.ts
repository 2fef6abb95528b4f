import { Migration } from '@mikro-orm/migrations';

export class Migration20261123045057_booking_events extends Migration {
  override name = 'Migration20261123045057_booking_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "booking_event" ("id" uuid not null default gen_random_uuid(), "booking_id" uuid not null, "from_status" text null, "to_status" text not null, "actor_id" uuid null, "actor_role" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "booking_event_booking_id_index" on "booking_event" ("booking_id");`);
    this.addSql(`create index "booking_event_actor_id_index" on "booking_event" ("actor_id");`);
    this.addSql(
      `alter table "booking_event" add constraint "booking_event_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "booking_event" add constraint "booking_event_actor_id_foreign" foreign key ("actor_id") references "user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "booking_event" add constraint "booking_event_from_status_check" check ("from_status" in ('pending', 'confirmed', 'completed', 'cancelled'));`,
    );
    this.addSql(
      `alter table "booking_event" add constraint "booking_event_to_status_check" check ("to_status" in ('pending', 'confirmed', 'completed', 'cancelled'));`,
    );
    this.addSql(
      `alter table "booking_event" add constraint "booking_event_actor_role_check" check ("actor_role" in ('renter', 'host', 'admin', 'system'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking_event" cascade;`);
  }
}
