import {
  FUEL_EIGHTHS_FULL,
  ODOMETER_MAX_MILES,
  TRIP_RECORD_KINDS,
  TRIP_RECORD_SIDES,
  type TripPhotoAngle,
} from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../../db/columns.ts';
import { Booking } from '../bookings/index.ts';
import { User } from '../users/index.ts';

/** A photo of a record as stored: its bytes are in the private bucket, encrypted, at `tripPhotoKey`. */
export interface StoredTripPhoto {
  angle: TripPhotoAngle;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  /** SHA-256 of the bytes the app sent (hex): what a dispute compares a photo with. */
  sha256: string;
}

/**
 * The car as one side of a trip saw it at pickup or at return (decision 0038): one per booking, side and kind.
 * The id is the app's, so a retried upload finds the record it already made. Rows are only ever added.
 */
export const TripRecord = defineEntity({
  name: 'TripRecord',
  tableName: 'trip_record',
  uniques: [{ name: 'trip_record_booking_side_kind_unique', properties: ['booking', 'side', 'kind'] }],
  indexes: [{ name: 'trip_record_author_id_index', properties: ['author'] }],
  checks: [
    {
      name: 'trip_record_odometer_check',
      expression: `odometer_miles >= 0 and odometer_miles <= ${ODOMETER_MAX_MILES}`,
    },
    { name: 'trip_record_fuel_check', expression: `fuel_eighths >= 0 and fuel_eighths <= ${FUEL_EIGHTHS_FULL}` },
  ],
  properties: {
    id: p.uuid().primary(),
    booking: () => p.manyToOne(Booking).ref().deleteRule('cascade'),
    author: () => p.manyToOne(User).ref(),
    side: p.enum(TRIP_RECORD_SIDES),
    kind: p.enum(TRIP_RECORD_KINDS),
    odometerMiles: p.integer(),
    fuelEighths: p.smallint(),
    takenAt: p.datetime(),
    photos: p.json<StoredTripPhoto[]>(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type TripRecord = InferEntity<typeof TripRecord>;

/**
 * One admin's read of a trip's records (the list, or one photo): the audit trail, as for identity documents.
 * Rows are only ever added.
 */
export const TripRecordView = defineEntity({
  name: 'TripRecordView',
  tableName: 'trip_record_view',
  indexes: [{ name: 'trip_record_view_booking_id_index', properties: ['booking'] }],
  properties: {
    id: uuidPrimaryKey(),
    booking: () => p.manyToOne(Booking).ref().deleteRule('cascade'),
    admin: () => p.manyToOne(User).ref(),
    /** The record whose photo was opened; null for a read of the list. */
    record: () => p.manyToOne(TripRecord).ref().nullable().deleteRule('cascade'),
    photo: p.smallint().nullable(),
    viewedAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type TripRecordView = InferEntity<typeof TripRecordView>;
