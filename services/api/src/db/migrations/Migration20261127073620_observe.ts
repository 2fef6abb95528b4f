import { Migration } from '@mikro-orm/migrations';

export class Migration20261127073620_observe extends Migration {
  override name = 'Migration20261127073620_observe';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rum_event" ("id" uuid not null default gen_random_uuid(), "session" varchar(64) not null, "kind" text not null, "route" varchar(200) not null, "remote" varchar(64) not null, "version" varchar(64) not null, "shell_version" varchar(64) not null, "language" varchar(8) not null, "vital" varchar(8) null, "value" double precision null, "message" varchar(300) null, "client_key" varchar(32) not null, "received_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "rum_event_remote_version_received_index" on "rum_event" ("remote", "version", "received_at");`,
    );
    this.addSql(`create index "rum_event_received_index" on "rum_event" ("received_at");`);
    this.addSql(`create index "rum_event_client_received_index" on "rum_event" ("client_key", "received_at");`);

    this.addSql(
      `alter table "rum_event" add constraint "rum_event_kind_check" check ("kind" in ('vital', 'error', 'remote-failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rum_event" cascade;`);
  }
}
