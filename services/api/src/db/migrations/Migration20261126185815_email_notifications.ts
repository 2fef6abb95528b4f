import { Migration } from '@mikro-orm/migrations';

export class Migration20261126185815_email_notifications extends Migration {
  override name = 'Migration20261126185815_email_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_message" ("id" uuid not null default gen_random_uuid(), "name" varchar(120) not null, "email" varchar(254) not null, "subject" text not null, "message" text not null, "sender_id" uuid null, "ip" varchar(64) not null, "received_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "contact_message_ip_received_index" on "contact_message" ("ip", "received_at");`);
    this.addSql(
      `create index "contact_message_sender_received_index" on "contact_message" ("sender_id", "received_at");`,
    );

    this.addSql(
      `create table "conversation_email_notice" ("id" uuid not null default gen_random_uuid(), "conversation_id" uuid not null, "recipient_id" uuid not null, "emailed_at" timestamptz not null, "last_message_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "conversation_email_notice" add constraint "conversation_email_notice_conversation_recipient_unique" unique ("conversation_id", "recipient_id");`,
    );

    this.addSql(
      `alter table "user" add "email_messages" boolean not null default true, add "email_reminders" boolean not null default true;`,
    );

    this.addSql(
      `alter table "contact_message" add constraint "contact_message_sender_id_foreign" foreign key ("sender_id") references "user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "contact_message" add constraint "contact_message_subject_check" check ("subject" in ('general', 'booking', 'payment', 'technical', 'host', 'safety', 'feedback', 'other'));`,
    );

    this.addSql(
      `alter table "conversation_email_notice" add constraint "conversation_email_notice_conversation_id_foreign" foreign key ("conversation_id") references "conversation" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_email_notice" add constraint "conversation_email_notice_recipient_id_foreign" foreign key ("recipient_id") references "user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_message" cascade;`);
    this.addSql(`drop table if exists "conversation_email_notice" cascade;`);

    this.addSql(`alter table "user" drop column "email_messages", drop column "email_reminders";`);
  }
}
