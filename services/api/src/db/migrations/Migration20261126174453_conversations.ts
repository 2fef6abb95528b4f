import { Migration } from '@mikro-orm/migrations';

export class Migration20261126174453_conversations extends Migration {
  override name = 'Migration20261126174453_conversations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "conversation" ("id" uuid not null default gen_random_uuid(), "renter_id" uuid not null, "car_id" uuid not null, "created_at" timestamptz not null default now(), "last_message_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "conversation_car_id_index" on "conversation" ("car_id");`);
    this.addSql(
      `alter table "conversation" add constraint "conversation_renter_id_car_id_unique" unique ("renter_id", "car_id");`,
    );

    this.addSql(
      `create table "conversation_view" ("id" uuid not null default gen_random_uuid(), "conversation_id" uuid not null, "admin_id" uuid not null, "viewed_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "conversation_view_conversation_viewed_index" on "conversation_view" ("conversation_id", "viewed_at");`,
    );

    this.addSql(
      `create table "conversation_message" ("id" uuid not null default gen_random_uuid(), "conversation_id" uuid not null, "sender_id" uuid not null, "body" text not null, "sent_at" timestamptz not null default now(), "read_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "conversation_message_conversation_sent_index" on "conversation_message" ("conversation_id", "sent_at", "id");`,
    );
    this.addSql(
      `create index "conversation_message_sender_sent_index" on "conversation_message" ("sender_id", "sent_at");`,
    );

    this.addSql(
      `alter table "conversation" add constraint "conversation_renter_id_foreign" foreign key ("renter_id") references "user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation" add constraint "conversation_car_id_foreign" foreign key ("car_id") references "car" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "conversation_view" add constraint "conversation_view_conversation_id_foreign" foreign key ("conversation_id") references "conversation" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_view" add constraint "conversation_view_admin_id_foreign" foreign key ("admin_id") references "user" ("id");`,
    );

    this.addSql(
      `alter table "conversation_message" add constraint "conversation_message_conversation_id_foreign" foreign key ("conversation_id") references "conversation" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_message" add constraint "conversation_message_sender_id_foreign" foreign key ("sender_id") references "user" ("id") on delete cascade;`,
    );

    // every booking made before conversations existed gets the conversation of its renter and car
    this.addSql(
      `insert into "conversation" ("renter_id", "car_id") select distinct "renter_id", "car_id" from "booking" on conflict do nothing;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "conversation_view" drop constraint "conversation_view_conversation_id_foreign";`);
    this.addSql(`alter table "conversation_message" drop constraint "conversation_message_conversation_id_foreign";`);

    this.addSql(`drop table if exists "conversation" cascade;`);
    this.addSql(`drop table if exists "conversation_view" cascade;`);
    this.addSql(`drop table if exists "conversation_message" cascade;`);
  }
}
