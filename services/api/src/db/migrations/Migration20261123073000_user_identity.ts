import { Migration } from '@mikro-orm/migrations';

/** The renter's verified identity, kept once per account (modules/users/user-identity.entity.ts). */
export class Migration20261123073000_user_identity extends Migration {
  override name = 'Migration20261123073000_user_identity';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_identity" ("user_id" uuid not null, "driver_license" varchar(40) not null, "license_expiry" date not null, "address" varchar(200) not null, "phone" varchar(40) not null, "emergency_contact" varchar(120) not null, "emergency_phone" varchar(40) not null, "license_photo_key" varchar(255) not null, "selfie_photo_key" varchar(255) not null, "verified_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "user_identity" add constraint "user_identity_user_id_foreign" foreign key ("user_id") references "user" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_identity" cascade;`);
  }
}
