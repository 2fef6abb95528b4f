import { Migration } from '@mikro-orm/migrations';

export class Migration20261121145017_booking_refund extends Migration {
  override name = 'Migration20261121145017_booking_refund';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking" add "refund_amount" numeric(10,2) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking" drop column "refund_amount";`);
  }
}
