import { Migration } from '@mikro-orm/migrations';

export class Migration20261121143441_search_indexes extends Migration {
  override name = 'Migration20261121143441_search_indexes';

  override up(): void | Promise<void> {
    // trigram GIN indexes make the location filter (case-insensitive substring) an index search
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "car_available_rank_index" on "car" ("rating" desc, "review_count" desc, "created_at" desc, "id") where "is_available";`,
    );
    this.addSql(`create index "car_price_per_day_index" on "car" ("price_per_day");`);
    this.addSql(`create index "car_category_index" on "car" ("category");`);
    this.addSql(`create index "car_city_trgm_index" on "car" using gin (lower("city") gin_trgm_ops);`);
    this.addSql(`create index "car_state_trgm_index" on "car" using gin (lower("state") gin_trgm_ops);`);
    this.addSql(`create index "car_location_trgm_index" on "car" using gin (lower("location") gin_trgm_ops);`);

    this.addSql(
      `create index "booking_car_active_dates_index" on "booking" ("car_id", "start_date", "end_date") where status in ('pending', 'confirmed');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "booking_car_active_dates_index";`);

    this.addSql(`drop index "car_available_rank_index";`);
    this.addSql(`drop index "car_price_per_day_index";`);
    this.addSql(`drop index "car_category_index";`);
    this.addSql(`drop index "car_city_trgm_index";`);
    this.addSql(`drop index "car_state_trgm_index";`);
    this.addSql(`drop index "car_location_trgm_index";`);
    // pg_trgm stays: dropping an extension other objects may rely on is not this migration's call
  }
}
