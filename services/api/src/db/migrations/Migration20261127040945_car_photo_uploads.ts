import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040945_car_photo_uploads extends Migration {
  override name = 'Migration20261127040945_car_photo_uploads';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "car_photo_upload" ("key" varchar(200) not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("key"));`,
    );
    this.addSql(`create index "car_photo_upload_user_created_index" on "car_photo_upload" ("user_id", "created_at");`);

    this.addSql(
      `alter table "car_photo_upload" add constraint "car_photo_upload_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "car_photo_upload" cascade;`);
  }
}
