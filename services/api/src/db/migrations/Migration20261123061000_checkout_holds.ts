import { Migration } from '@mikro-orm/migrations';

export class Migration20261123061000_checkout_holds extends Migration {
  override name = 'Migration20261123061000_checkout_holds';

  override up(): void | Promise<void> {
    // Existing bookings get the window they would have had: 15 minutes from their creation.
    this.addSql(`alter table "booking" add "hold_expires_at" timestamptz null;`);
    this.addSql(`update "booking" set "hold_expires_at" = "created_at" + interval '15 minutes';`);
    this.addSql(`alter table "booking" alter column "hold_expires_at" set not null;`);
    this.addSql(`create index "booking_pending_hold_index" on "booking" ("hold_expires_at") where status = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "booking_pending_hold_index";`);
    this.addSql(`alter table "booking" drop column "hold_expires_at";`);
  }
}
