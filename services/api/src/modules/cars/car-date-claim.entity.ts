import { message } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Car } from './car.entity.ts';

/**
 * The days a car is taken, by bookings and by blocks alike (decision 0040): one row per holding booking (pending or
 * confirmed) and per block, kept by triggers on `booking` and `car_block` in the writing transaction, so nothing
 * else writes here. Its EXCLUDE constraint refuses a booking's days overlapping a block's (bookings among themselves
 * are `booking_no_overlap`'s; blocks may overlap blocks, e.g. the host's and an imported calendar's). PostgreSQL
 * checks it against rows not yet committed too: a booking and a block written at the same moment cannot both land.
 */
export const CAR_DATE_CLAIM_NO_OVERLAP = 'car_date_claim_no_overlap';
export const CAR_DATE_CLAIM_MESSAGE = message('booking.datesClaimed');

export const CAR_DATE_CLAIM_KINDS = ['booking', 'block'] as const;
export type CarDateClaimKind = (typeof CAR_DATE_CLAIM_KINDS)[number];

/** The car's own summary of its claims (`car.claimed_days`, `car.first_hold_expiry`), one trigger per event. */
export const CAR_CLAIMED_DAYS_TRIGGERS = {
  insert: 'car_date_claim_summary_on_insert',
  update: 'car_date_claim_summary_on_update',
  delete: 'car_date_claim_summary_on_delete',
} as const;
const CLAIMED_DAYS_FUNCTION = 'car_date_claim_summary';

/**
 * The statement-level triggers that keep each car's summary of its claims on its own row, so a search by dates tests
 * a car in the row it reads anyway instead of probing the bookings per car (decision 0051, session 36):
 * `claimed_days`, the union of its claims' days, and `first_hold_expiry`, the earliest end of an unpaid hold among
 * them (null: every claim holds for good). Per statement, set-based, so a bulk insert of claims costs one update.
 * PostgreSQL allows transition tables on single-event triggers only: one trigger per event, one function for the
 * three (plpgsql plans a statement when it first runs it, so the other events' transition tables are never named).
 * The cars are locked first: the update then takes a new snapshot, which sees the claims of every transaction that
 * held the lock before (an update's subquery re-run after a wait would not), so concurrent writers never lose days.
 */
function claimedDaysTriggers() {
  const carsOf = (...tables: string[]) => tables.map((table) => `select car_id from ${table}`).join(' union ');
  const refresh = (cars: string) => `perform 1 from car where id in (${cars}) order by id for no key update;
    update car c set claimed_days = s.days, first_hold_expiry = s.first_expiry
    from (select t.car_id,
                 coalesce(range_agg(daterange(k.start_date, k.end_date, '[)')) filter (where k.holder_id is not null),
                          '{}') as days,
                 min(k.held_until) as first_expiry
          from (${cars}) as t left join car_date_claim k on k.car_id = t.car_id group by t.car_id) as s
    where c.id = s.car_id`;
  const body = `if tg_op = 'INSERT' then
    ${refresh(carsOf('new_claims'))};
  elsif tg_op = 'UPDATE' then
    ${refresh(carsOf('new_claims', 'old_claims'))};
  else
    ${refresh(carsOf('old_claims'))};
  end if;
  return null;`;
  const transitions = {
    insert: 'new table as new_claims',
    update: 'new table as new_claims old table as old_claims',
    delete: 'old table as old_claims',
  };
  return (Object.keys(CAR_CLAIMED_DAYS_TRIGGERS) as (keyof typeof CAR_CLAIMED_DAYS_TRIGGERS)[]).map((event, index) => ({
    name: CAR_CLAIMED_DAYS_TRIGGERS[event],
    timing: 'after' as const,
    events: [event],
    forEach: 'statement' as const,
    // raw DDL: the trigger options have no REFERENCING; the first also creates the function
    expression: `${index === 0 ? `create or replace function ${CLAIMED_DAYS_FUNCTION}() returns trigger as $$ begin ${body} end; $$ language plpgsql;\n` : ''}create trigger "${CAR_CLAIMED_DAYS_TRIGGERS[event]}" after ${event} on "car_date_claim" referencing ${transitions[event]} for each statement execute function ${CLAIMED_DAYS_FUNCTION}()`,
  }));
}

export const CarDateClaim = defineEntity({
  name: 'CarDateClaim',
  tableName: 'car_date_claim',
  triggers: claimedDaysTriggers(),
  checks: [
    { name: 'car_date_claim_dates_check', expression: 'end_date > start_date' },
    {
      name: CAR_DATE_CLAIM_NO_OVERLAP,
      expression: `exclude using gist (car_id with =, daterange(start_date, end_date, '[)') with &&, kind with <>)`,
    },
  ],
  properties: {
    /** The booking's or the block's id. */
    holderId: p.uuid().primary(),
    car: () => p.manyToOne(Car).ref().deleteRule('cascade'),
    startDate: p.date(),
    endDate: p.date(),
    kind: p.enum(CAR_DATE_CLAIM_KINDS),
    /** Until when an unpaid booking's claim holds (its `hold_expires_at`); null for one that holds for good. */
    heldUntil: p.datetime().nullable(),
  },
});
export type CarDateClaim = InferEntity<typeof CarDateClaim>;

/**
 * The body of the trigger that keeps a table's rows claimed (AFTER INSERT OR UPDATE OR DELETE, per row): `claims`
 * says in SQL whether a row holds its dates (a booking: while pending or confirmed), `heldUntil` until when (null:
 * for good). An update that changes none of that nor the dates leaves the claim alone. The car's row is locked before
 * its claims change, as its summary of them will be written (`claimedDaysTriggers`): a writer that then waits on
 * another's claim (the EXCLUDE constraint) holds no lock that writer needs, so the two cannot deadlock.
 */
export function dateClaimTriggerBody(
  kind: CarDateClaimKind,
  claims: (row: 'old' | 'new') => string = () => 'true',
  heldUntil: (row: 'old' | 'new') => string = () => 'null',
) {
  return `if tg_op = 'UPDATE' and (${claims('old')}) = (${claims('new')})
    and (old.car_id, old.start_date, old.end_date) = (new.car_id, new.start_date, new.end_date)
    and (${heldUntil('old')}) is not distinct from (${heldUntil('new')}) then
    return null;
  end if;
  if tg_op <> 'INSERT' and (${claims('old')}) then
    perform 1 from car where id = old.car_id for no key update;
    delete from car_date_claim where holder_id = old.id;
  end if;
  if tg_op <> 'DELETE' and (${claims('new')}) then
    perform 1 from car where id = new.car_id for no key update;
    insert into car_date_claim (holder_id, car_id, start_date, end_date, kind, held_until)
    values (new.id, new.car_id, new.start_date, new.end_date, '${kind}', ${heldUntil('new')});
  end if;
  return null`;
}
