import { Migration } from '@mikro-orm/migrations';

/** The admin booking list's sort indexes end with the id, so a page is an index-only scan in its order. */
export class Migration20261123064000_admin_list_indexes extends Migration {
  override name = 'Migration20261123064000_admin_list_indexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index "booking_created_at_index";`);
    this.addSql(`drop index "booking_start_date_index";`);
    this.addSql(`drop index "booking_status_created_at_index";`);
    this.addSql(`drop index "booking_total_price_index";`);
    this.addSql(`create index "booking_created_at_index" on "booking" ("created_at", "id");`);
    this.addSql(`create index "booking_start_date_index" on "booking" ("start_date", "id");`);
    this.addSql(`create index "booking_status_created_at_index" on "booking" ("status", "created_at", "id");`);
    this.addSql(`create index "booking_total_price_index" on "booking" ("total_price", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "booking_created_at_index";`);
    this.addSql(`drop index "booking_start_date_index";`);
    this.addSql(`drop index "booking_total_price_index";`);
    this.addSql(`drop index "booking_status_created_at_index";`);
    this.addSql(`create index "booking_created_at_index" on "booking" ("created_at");`);
    this.addSql(`create index "booking_start_date_index" on "booking" ("start_date");`);
    this.addSql(`create index "booking_total_price_index" on "booking" ("total_price");`);
    this.addSql(`create index "booking_status_created_at_index" on "booking" ("status", "created_at");`);
  }
}
