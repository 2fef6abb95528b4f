/**
 * Inserting bookings in bulk (the search bench's million, an import): the row triggers on `booking` (platform revenue,
 * host earnings, date claims, trip counts) run a few statements per row, which made a million bookings take over
 * 25 minutes. Here they are off for the insert and their effect follows as one statement each, built from the
 * same SQL as the triggers, so the rollups end exactly as the triggers would have left them
 * (`bulk-insert.test.ts` compares the two).
 */
import type pg from 'pg';
import { BOOKING_DATE_CLAIM_TRIGGER, claimHeldUntil, claimsItsDates } from './booking.entity.ts';
import {
  HOST_EARNINGS_TRIGGER,
  hostEarningsUpsert,
  SHARE_COLUMN_NAMES,
  shareColumnsOf,
} from './host-earnings-rollup.ts';
import { PLATFORM_REVENUE_TRIGGER, platformRevenueUpsert } from './platform-revenue-rollup.ts';
import { CAR_TRIP_COUNT_TRIGGER, tripCountUpdate } from './trip-count-rollup.ts';

/** The triggers on `booking` whose insert effect `insertEffects` applies: a new trigger must be added there. */
export const BOOKING_TRIGGERS_APPLIED_IN_BULK = [
  PLATFORM_REVENUE_TRIGGER,
  HOST_EARNINGS_TRIGGER,
  BOOKING_DATE_CLAIM_TRIGGER,
  CAR_TRIP_COUNT_TRIGGER,
];

/** What the insert triggers do for every booking in `bookings` (a relation of booking rows, aliased `b` inside). */
function insertEffects(bookings: string): string[] {
  return [
    platformRevenueUpsert(`(select 1, ${shareColumnsOf('b')} from ${bookings} as b) as t(sign, ${SHARE_COLUMN_NAMES})`),
    hostEarningsUpsert(
      `(select 1, b.host_id, ${shareColumnsOf('b')} from ${bookings} as b) as t(sign, host_id, ${SHARE_COLUMN_NAMES})`,
    ),
    // one statement: the claims' own triggers (per statement) then bring the cars' claimed days up to date at once
    `insert into car_date_claim (holder_id, car_id, start_date, end_date, kind, held_until)
     select b.id, b.car_id, b.start_date, b.end_date, 'booking', ${claimHeldUntil('b.')}
     from ${bookings} as b where ${claimsItsDates('b.')}`,
    tripCountUpdate(`(select 1, b.car_id, b.status from ${bookings} as b) as t(sign, car_id, status)`),
  ];
}

/**
 * Runs `insert` (statements that only insert bookings, on `client`) with this session's triggers off, then applies
 * their effect set-based. Call it inside the caller's transaction (BEGIN on `client`): `session_replication_role` is
 * set for that transaction only, so no other session's writes skip a trigger, and nobody sees the bookings before
 * their rollups. The role also skips the foreign-key checks of the insert: it must reference rows that exist.
 * Needs a superuser (or SET granted on the parameter), as the bench and the tests connect.
 */
export async function insertBookingsInBulk(client: pg.ClientBase, insert: () => Promise<unknown>): Promise<void> {
  // refused outside a transaction block, before anything is written
  await client.query('savepoint insert_bookings_in_bulk');
  await client.query('create temporary table booking_before_bulk_insert on commit drop as select id from booking');
  await client.query('set local session_replication_role = replica');
  await insert();
  await client.query('set local session_replication_role = origin');
  const inserted = '(select * from booking where id not in (select id from booking_before_bulk_insert))';
  for (const statement of insertEffects(inserted)) await client.query(statement);
  await client.query('drop table booking_before_bulk_insert');
  await client.query('release savepoint insert_bookings_in_bulk');
}
