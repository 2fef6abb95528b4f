/**
 * A car's `trip_count` is the number of its completed bookings (decision 0037), kept by this trigger on `booking`
 * (declared on the Booking entity) in the writing transaction: whoever completes a trip — its host, an admin, the
 * platform's completion job, the demo seed inserting completed bookings — moves the count, and nothing else writes
 * it. OLD is null on insert, NEW on delete; an increment, so concurrent completions of one car never lose one.
 */
export const CAR_TRIP_COUNT_TRIGGER = 'car_trip_count_rollup';

/** The statement that moves the trip counts by `rows`, a relation `t(sign, car_id, status)` of booking rows. */
export const tripCountUpdate = (rows: string) => `update car as c set trip_count = c.trip_count + d.delta
  from (
    select t.car_id, sum(t.sign) as delta
    from ${rows}
    where t.status = 'completed'
    group by t.car_id
  ) as d
  where c.id = d.car_id and d.delta <> 0`;

export const CAR_TRIP_COUNT_TRIGGER_BODY = `${tripCountUpdate('(values (-1, old.car_id, old.status), (1, new.car_id, new.status)) as t(sign, car_id, status)')};
  return null`;
