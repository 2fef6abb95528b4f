import { Migration } from '@mikro-orm/migrations';

export class Migration20261127005808_account_language extends Migration {
  override name = 'Migration20261127005808_account_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "user" add "language" text null;`);
    this.addSql(`alter table "user" add constraint "user_language_check" check ("language" in ('en', 'es'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user" drop constraint "user_language_check";`);
    this.addSql(`alter table "user" drop column "language";`);
  }
}
