import { Migration } from '@mikro-orm/migrations';

export class Migration20261126185139_conversation_events extends Migration {
  override name = 'Migration20261126185139_conversation_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "conversation_event" ("id" bigserial primary key, "recipient_id" uuid not null, "type" text not null, "payload" jsonb not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "conversation_event_recipient_id_index" on "conversation_event" ("recipient_id", "id");`);
    this.addSql(`create index "conversation_event_created_at_index" on "conversation_event" ("created_at");`);

    this.addSql(
      `alter table "conversation_event" add constraint "conversation_event_recipient_id_foreign" foreign key ("recipient_id") references "user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_event" add constraint "conversation_event_type_check" check ("type" in ('message', 'read'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "conversation_event" cascade;`);
  }
}
