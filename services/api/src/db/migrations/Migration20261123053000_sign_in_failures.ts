import { Migration } from '@mikro-orm/migrations';

export class Migration20261123053000_sign_in_failures extends Migration {
  override name = 'Migration20261123053000_sign_in_failures';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sign_in_failure" ("id" bigserial primary key, "email" varchar(320) not null, "ip" varchar(64) not null, "failed_at" timestamptz not null);`,
    );
    this.addSql(`create index "sign_in_failure_email_ip_index" on "sign_in_failure" ("email", "ip", "failed_at");`);
    this.addSql(`create index "sign_in_failure_ip_index" on "sign_in_failure" ("ip", "failed_at");`);
    this.addSql(`create index "sign_in_failure_failed_at_index" on "sign_in_failure" ("failed_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sign_in_failure" cascade;`);
  }
}
