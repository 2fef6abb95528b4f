import { BLOCK_NOTE_MAX_LENGTH, CAR_BLOCK_SOURCES } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../../db/columns.ts';
import { Car } from './car.entity.ts';
import { dateClaimTriggerBody } from './car-date-claim.entity.ts';

export const CAR_BLOCK_DATE_CLAIM_TRIGGER = 'car_block_date_claim';

/**
 * Days a car cannot be booked although nobody booked them: blocked by its host, or imported from another platform's
 * calendar. Like a booking, a block covers [startDate, endDate): its end date is the first free day.
 */
export const CarBlock = defineEntity({
  name: 'CarBlock',
  tableName: 'car_block',
  indexes: [{ name: 'car_block_car_id_dates_index', properties: ['car', 'startDate', 'endDate'] }],
  // a block claims its days for as long as it exists (car-date-claim.entity.ts)
  triggers: [
    {
      name: CAR_BLOCK_DATE_CLAIM_TRIGGER,
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: dateClaimTriggerBody('block'),
    },
  ],
  checks: [
    { name: 'car_block_dates_check', expression: 'end_date > start_date' },
    { name: 'car_block_note_check', expression: `char_length(note) <= ${BLOCK_NOTE_MAX_LENGTH}` },
  ],
  properties: {
    id: uuidPrimaryKey(),
    car: () => p.manyToOne(Car).ref().deleteRule('cascade'),
    startDate: p.date(),
    endDate: p.date(),
    note: p.text().nullable(),
    source: p.enum(CAR_BLOCK_SOURCES).default('host'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type CarBlock = InferEntity<typeof CarBlock>;
