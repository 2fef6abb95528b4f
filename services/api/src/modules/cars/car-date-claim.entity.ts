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

export const CarDateClaim = defineEntity({
  name: 'CarDateClaim',
  tableName: 'car_date_claim',
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
  },
});
export type CarDateClaim = InferEntity<typeof CarDateClaim>;

/**
 * The body of the trigger that keeps a table's rows claimed (AFTER INSERT OR UPDATE OR DELETE, per row): `claims`
 * says in SQL whether a row holds its dates (a booking: while pending or confirmed). An update that changes neither
 * that nor the dates leaves the claim alone.
 */
export function dateClaimTriggerBody(kind: CarDateClaimKind, claims: (row: 'old' | 'new') => string = () => 'true') {
  return `if tg_op = 'UPDATE' and (${claims('old')}) = (${claims('new')})
    and (old.car_id, old.start_date, old.end_date) = (new.car_id, new.start_date, new.end_date) then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    delete from car_date_claim where holder_id = old.id;
  end if;
  if tg_op <> 'DELETE' and (${claims('new')}) then
    insert into car_date_claim (holder_id, car_id, start_date, end_date, kind)
    values (new.id, new.car_id, new.start_date, new.end_date, '${kind}');
  end if;
  return null`;
}
