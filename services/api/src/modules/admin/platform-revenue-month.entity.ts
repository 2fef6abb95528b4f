import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * The platform's revenue rolled up by the month of the trips' end date: what the admin summary sums
 * instead of reading every booking. Kept by a PostgreSQL trigger on `booking` (migration
 * admin_revenue_rollup, its SQL in platform-revenue-rollup.ts: the SQL form of contracts' `platformRevenue`), so
 * every write of a booking, by any code path, moves it in the same transaction. Never written by the app.
 */
export const PlatformRevenueMonth = defineEntity({
  name: 'PlatformRevenueMonth',
  tableName: 'platform_revenue_month',
  properties: {
    /** The first day of the month. */
    month: p.date().primary(),
    revenueCents: p.bigint().default(0),
    commissionCents: p.bigint().default(0),
    completedTrips: p.integer().default(0),
  },
});
export type PlatformRevenueMonth = InferEntity<typeof PlatformRevenueMonth>;
