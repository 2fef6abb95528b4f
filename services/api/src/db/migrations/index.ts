import type { Migration } from '@mikro-orm/migrations';
import { Migration20261121142332_init } from './Migration20261121142332_init.ts';
import { Migration20261121143441_search_indexes } from './Migration20261121143441_search_indexes.ts';
import { Migration20261121145017_booking_refund } from './Migration20261121145017_booking_refund.ts';
import { Migration20261123045057_booking_events } from './Migration20261123045057_booking_events.ts';
import { Migration20261123045203_admin } from './Migration20261123045203_admin.ts';
import { Migration20261123053000_sign_in_failures } from './Migration20261123053000_sign_in_failures.ts';
import { Migration20261123061000_checkout_holds } from './Migration20261123061000_checkout_holds.ts';
import { Migration20261123062000_admin_revenue_rollup } from './Migration20261123062000_admin_revenue_rollup.ts';
import { Migration20261123063000_host_earnings_rollup } from './Migration20261123063000_host_earnings_rollup.ts';
import { Migration20261123064000_admin_list_indexes } from './Migration20261123064000_admin_list_indexes.ts';
import { Migration20261123065000_admin_status_sort_index } from './Migration20261123065000_admin_status_sort_index.ts';
import { Migration20261123071500_favourites } from './Migration20261123071500_favourites.ts';
import { Migration20261123072000_car_position } from './Migration20261123072000_car_position.ts';
import { Migration20261123073000_user_identity } from './Migration20261123073000_user_identity.ts';
import { Migration20261126162238_booking_commission_percent } from './Migration20261126162238_booking_commission_percent.ts';
import { Migration20261126174453_conversations } from './Migration20261126174453_conversations.ts';
import { Migration20261126185139_conversation_events } from './Migration20261126185139_conversation_events.ts';
import { Migration20261126185815_email_notifications } from './Migration20261126185815_email_notifications.ts';
import { Migration20261126190128_reviews_both_ways } from './Migration20261126190128_reviews_both_ways.ts';
import { Migration20261126195843_trip_records } from './Migration20261126195843_trip_records.ts';
import { Migration20261126213403_host_control } from './Migration20261126213403_host_control.ts';
import { Migration20261126213953_date_claims } from './Migration20261126213953_date_claims.ts';
import { Migration20261126214120_calendar_sync } from './Migration20261126214120_calendar_sync.ts';
import { Migration20261127005808_account_language } from './Migration20261127005808_account_language.ts';
import { Migration20261127040945_car_photo_uploads } from './Migration20261127040945_car_photo_uploads.ts';
import { Migration20261127073620_observe } from './Migration20261127073620_observe.ts';
import { Migration20261127080000_search_scale } from './Migration20261127080000_search_scale.ts';
import { Migration20261127140016_car_claimed_days } from './Migration20261127140016_car_claimed_days.ts';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

/** Every migration, in order. Add new ones here (see src/create-migration.ts). */
export const migrationsList: { name: string; class: MigrationClass }[] = [
  { name: 'Migration20261121142332_init', class: Migration20261121142332_init },
  { name: 'Migration20261121143441_search_indexes', class: Migration20261121143441_search_indexes },
  { name: 'Migration20261121145017_booking_refund', class: Migration20261121145017_booking_refund },
  { name: 'Migration20261123045057_booking_events', class: Migration20261123045057_booking_events },
  { name: 'Migration20261123045203_admin', class: Migration20261123045203_admin },
  { name: 'Migration20261123053000_sign_in_failures', class: Migration20261123053000_sign_in_failures },
  { name: 'Migration20261123061000_checkout_holds', class: Migration20261123061000_checkout_holds },
  { name: 'Migration20261123062000_admin_revenue_rollup', class: Migration20261123062000_admin_revenue_rollup },
  { name: 'Migration20261123063000_host_earnings_rollup', class: Migration20261123063000_host_earnings_rollup },
  { name: 'Migration20261123064000_admin_list_indexes', class: Migration20261123064000_admin_list_indexes },
  { name: 'Migration20261123065000_admin_status_sort_index', class: Migration20261123065000_admin_status_sort_index },
  { name: 'Migration20261123071500_favourites', class: Migration20261123071500_favourites },
  { name: 'Migration20261123072000_car_position', class: Migration20261123072000_car_position },
  { name: 'Migration20261123073000_user_identity', class: Migration20261123073000_user_identity },
  {
    name: 'Migration20261126162238_booking_commission_percent',
    class: Migration20261126162238_booking_commission_percent,
  },
  { name: 'Migration20261126174453_conversations', class: Migration20261126174453_conversations },
  { name: 'Migration20261126185139_conversation_events', class: Migration20261126185139_conversation_events },
  { name: 'Migration20261126185815_email_notifications', class: Migration20261126185815_email_notifications },
  { name: 'Migration20261126190128_reviews_both_ways', class: Migration20261126190128_reviews_both_ways },
  { name: 'Migration20261126195843_trip_records', class: Migration20261126195843_trip_records },
  { name: 'Migration20261126213403_host_control', class: Migration20261126213403_host_control },
  { name: 'Migration20261126213953_date_claims', class: Migration20261126213953_date_claims },
  { name: 'Migration20261126214120_calendar_sync', class: Migration20261126214120_calendar_sync },
  { name: 'Migration20261127005808_account_language', class: Migration20261127005808_account_language },
  { name: 'Migration20261127040945_car_photo_uploads', class: Migration20261127040945_car_photo_uploads },
  { name: 'Migration20261127073620_observe', class: Migration20261127073620_observe },
  { name: 'Migration20261127080000_search_scale', class: Migration20261127080000_search_scale },
  { name: 'Migration20261127140016_car_claimed_days', class: Migration20261127140016_car_claimed_days },
];
