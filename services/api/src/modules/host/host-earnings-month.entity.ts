import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A host's earnings rolled up by the month of the trips' end date: what the host dashboard sums
 * instead of reading every booking. Kept by a PostgreSQL trigger on `booking` (migration
 * host_earnings_rollup, its SQL in host-earnings-rollup.ts: the SQL form of contracts' `hostShare`), so every
 * write of a booking, by any code path, moves it in the same transaction. Never written by the app.
 */
export const HostEarningsMonth = defineEntity({
  name: 'HostEarningsMonth',
  tableName: 'host_earnings_month',
  properties: {
    hostId: p.uuid().primary(),
    /** The first day of the month. */
    month: p.date().primary(),
    /** Completed trips and paid cancellations: base price kept, and the commission on it (at each booking's rate). */
    earnedGrossCents: p.bigint().default(0),
    earnedCommissionCents: p.bigint().default(0),
    /** Confirmed trips, not yet earned. */
    upcomingGrossCents: p.bigint().default(0),
    upcomingCommissionCents: p.bigint().default(0),
    completedTrips: p.integer().default(0),
  },
});
export type HostEarningsMonth = InferEntity<typeof HostEarningsMonth>;
