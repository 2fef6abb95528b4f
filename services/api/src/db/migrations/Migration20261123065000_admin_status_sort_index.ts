import { Migration } from '@mikro-orm/migrations';

/** The admin booking list filtered by status and sorted by start date: an index-only scan too. */
export class Migration20261123065000_admin_status_sort_index extends Migration {
  override name = 'Migration20261123065000_admin_status_sort_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "booking_status_start_date_index" on "booking" ("status", "start_date", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "booking_status_start_date_index";`);
  }
}
