import { Migration } from '@mikro-orm/migrations';

/** Favourites: a user's saved cars, once per user and car (the unique index also serves the user's list). */
export class Migration20261123071500_favourites extends Migration {
  override name = 'Migration20261123071500_favourites';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "favourite" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "car_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "favourite_car_id_index" on "favourite" ("car_id");`);
    this.addSql(
      `alter table "favourite" add constraint "favourite_user_id_car_id_unique" unique ("user_id", "car_id");`,
    );
    this.addSql(
      `alter table "favourite" add constraint "favourite_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "favourite" add constraint "favourite_car_id_foreign" foreign key ("car_id") references "car" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "favourite" cascade;`);
  }
}
