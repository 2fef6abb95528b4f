import { Migration } from '@mikro-orm/migrations';

export class Migration20261126214120_calendar_sync extends Migration {
  override name = 'Migration20261126214120_calendar_sync';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "car_calendar_sync" ("id" uuid not null default gen_random_uuid(), "car_id" uuid not null, "feed_token" text null, "import_source" text null, "import_url" text null, "last_refreshed_at" timestamptz null, "last_error" text null, "skipped_for_bookings" jsonb not null default '[]', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "car_calendar_sync_import_url_index" on "car_calendar_sync" ("car_id") where "import_url" is not null;`,
    );
    this.addSql(`alter table "car_calendar_sync" add constraint "car_calendar_sync_car_id_unique" unique ("car_id");`);
    this.addSql(
      `alter table "car_calendar_sync" add constraint "car_calendar_sync_feed_token_unique" unique ("feed_token");`,
    );

    this.addSql(
      `alter table "car_calendar_sync" add constraint "car_calendar_sync_car_id_foreign" foreign key ("car_id") references "car" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "car_calendar_sync" add constraint "car_calendar_sync_import_url_check" check (char_length(import_url) <= 2000);`,
    );
    this.addSql(
      `alter table "car_calendar_sync" add constraint "car_calendar_sync_import_source_check" check ("import_source" in ('url', 'file'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "car_calendar_sync" cascade;`);
  }
}
