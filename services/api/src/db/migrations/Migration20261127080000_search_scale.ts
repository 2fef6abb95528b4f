import { Migration } from '@mikro-orm/migrations';

/**
 * Place search at marketplace scale (decision 0051): a GiST index on the car's point, beside the b-tree on
 * (latitude, longitude), so a search in a large area walks the cars nearest first (KNN) and stops after the page.
 * The statement is written here as it stood when this migration was made (car.entity.ts declares it too).
 */
export class Migration20261127080000_search_scale extends Migration {
  override name = 'Migration20261127080000_search_scale';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "car_point_index" on "car" using gist (point("longitude", "latitude")) where "is_available" and "latitude" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "car_point_index";`);
  }
}
