import { Migration } from '@mikro-orm/migrations';

export class Migration20261123072000_car_position extends Migration {
  override name = 'Migration20261123072000_car_position';

  override up(): void | Promise<void> {
    this.addSql(`alter table "car" add "latitude" double precision null, add "longitude" double precision null;`);
    this.addSql(
      `create index "car_position_index" on "car" ("latitude", "longitude") where "is_available" and "latitude" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "car_position_index";`);
    this.addSql(`alter table "car" drop column "latitude", drop column "longitude";`);
  }
}
