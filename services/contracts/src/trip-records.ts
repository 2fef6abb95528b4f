/**
 * Check-in and check-out (decision 0038): from TRIP_RECORD_OPENS_HOURS before pickup until
 * TRIP_RECORD_GRACE_HOURS after completion, the renter and the host each record the car once at pickup and once at
 * return — the four sides of the car (and up to TRIP_RECORD_PHOTOS_MAX photos in all), the odometer and the fuel or
 * charge level in eighths of the gauge, with the time they were taken. The id is the client's, so a retried upload
 * is recognised and never stored twice. The API calls these rules; the trip page uses the same ones.
 */
import * as v from 'valibot';
import type { BookingParties } from './booking-policy.ts';
import type { BookingStatus } from './enums.ts';
import { message } from './i18n/messages.ts';
import {
  ODOMETER_MAX_MILES,
  TRIP_RECORD_GRACE_HOURS,
  TRIP_RECORD_OPENS_HOURS,
  TRIP_RECORD_PHOTOS_MAX,
} from './policy.ts';
import { oneOf } from './text-fields.ts';
import { pickupInstant } from './time-zone.ts';
import type { PolicyActor, PolicyRefusal } from './user-policy.ts';

/** The record taken when the car is handed over, and the one when it comes back. */
export const TRIP_RECORD_KINDS = ['pickup', 'return'] as const;
export type TripRecordKind = (typeof TRIP_RECORD_KINDS)[number];

/** Who took a record: the renter or the host of the trip. */
export const TRIP_RECORD_SIDES = ['renter', 'host'] as const;
export type TripRecordSide = (typeof TRIP_RECORD_SIDES)[number];

/** The angles every record shows, in the order the guided capture asks for them. */
export const TRIP_PHOTO_REQUIRED_ANGLES = ['front', 'back', 'left', 'right'] as const;
/** Any further photo (a scratch, the dashboard) is an 'extra'. */
export const TRIP_PHOTO_ANGLES = [...TRIP_PHOTO_REQUIRED_ANGLES, 'extra'] as const;
export type TripPhotoAngle = (typeof TRIP_PHOTO_ANGLES)[number];

/** A fuel or charge gauge read in eighths: 0 (empty) to 8 (full). */
export const FUEL_EIGHTHS_FULL = 8;

/**
 * Each photo as sent, at most this many bytes decoded: the app scales them as it does the identity photos (800 px
 * wide, JPEG 0.6: about 100 kB), so 2 MB leaves room for any shape while 12 of them stay a reasonable upload.
 */
export const TRIP_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The body of POST /api/bookings/:id/check-ins: every photo at its largest as base64 (4 characters per 3 bytes),
 * plus the fields. Browser-scaled photos are far smaller (about 100 kB each).
 */
export const TRIP_RECORD_BODY_LIMIT_BYTES = Math.ceil((TRIP_RECORD_PHOTOS_MAX * TRIP_PHOTO_MAX_BYTES * 4) / 3) + 65_536;

/** How far ahead of the server's clock a phone's clock may be when it stamps `takenAt`. */
export const TRIP_RECORD_CLOCK_SKEW_MINUTES = 5;

export const TRIP_RECORD_MESSAGES = {
  partiesOnly: message('tripRecords.partiesOnly'),
  notConfirmed: message('tripRecords.notConfirmed'),
  tooEarly: message('tripRecords.tooEarly', { hours: TRIP_RECORD_OPENS_HOURS }),
  tooLate: message('tripRecords.tooLate', { hours: TRIP_RECORD_GRACE_HOURS }),
  alreadyRecorded: (kind: TripRecordKind) => message('tripRecords.alreadyRecorded', { kind }),
  idTaken: message('tripRecords.idTaken'),
  returnBelowPickup: message('tripRecords.returnBelowPickup'),
  takenInFuture: message('tripRecords.takenInFuture'),
  takenBeforeOpen: message('tripRecords.takenBeforeOpen', { hours: TRIP_RECORD_OPENS_HOURS }),
  recordNotFound: message('tripRecords.recordNotFound'),
  photoNotFound: message('tripRecords.photoNotFound'),
  photoType: message('tripRecords.photoType'),
  photoSize: message('tripRecords.photoSize', { megabytes: TRIP_PHOTO_MAX_BYTES / 1024 / 1024 }),
  tooLarge: message('tripRecords.tooLarge', { megabytes: TRIP_PHOTO_MAX_BYTES / 1024 / 1024 }),
};

const FIELD_MESSAGES = {
  id: message('tripRecords.idFormat'),
  kind: oneOf('tripRecords.kindOneOf', TRIP_RECORD_KINDS),
  odometer: message('tripRecords.odometerRange', { max: String(ODOMETER_MAX_MILES) }),
  fuel: message('tripRecords.fuelRange', { max: FUEL_EIGHTHS_FULL }),
  takenAt: message('tripRecords.takenAtFormat'),
  angle: oneOf('tripRecords.angleOneOf', TRIP_PHOTO_ANGLES),
  photoData: message('tripRecords.photoData'),
  photoCount: message('tripRecords.photoCount', {
    sides: TRIP_PHOTO_REQUIRED_ANGLES.length,
    max: TRIP_RECORD_PHOTOS_MAX,
  }),
  angles: oneOf('tripRecords.anglesExactlyOne', TRIP_PHOTO_REQUIRED_ANGLES),
};

const wholeIn = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));

/** POST /api/bookings/:id/check-ins. Photos are data URLs, as the booking form sends the identity photos. */
export const TripRecordInsertSchema = v.object({
  id: v.pipe(v.string(FIELD_MESSAGES.id), v.uuid(FIELD_MESSAGES.id)),
  kind: v.picklist(TRIP_RECORD_KINDS, FIELD_MESSAGES.kind),
  odometerMiles: wholeIn(ODOMETER_MAX_MILES, FIELD_MESSAGES.odometer),
  fuelEighths: wholeIn(FUEL_EIGHTHS_FULL, FIELD_MESSAGES.fuel),
  takenAt: v.pipe(v.string(FIELD_MESSAGES.takenAt), v.isoTimestamp(FIELD_MESSAGES.takenAt)),
  photos: v.pipe(
    v.array(
      v.object({
        angle: v.picklist(TRIP_PHOTO_ANGLES, FIELD_MESSAGES.angle),
        data: v.string(FIELD_MESSAGES.photoData),
      }),
      FIELD_MESSAGES.photoCount,
    ),
    v.minLength(TRIP_PHOTO_REQUIRED_ANGLES.length, FIELD_MESSAGES.photoCount),
    v.maxLength(TRIP_RECORD_PHOTOS_MAX, FIELD_MESSAGES.photoCount),
    v.check(
      (photos) =>
        TRIP_PHOTO_REQUIRED_ANGLES.every((angle) => photos.filter((photo) => photo.angle === angle).length === 1),
      FIELD_MESSAGES.angles,
    ),
  ),
});
export type TripRecordInsert = v.InferOutput<typeof TripRecordInsertSchema>;

/** The side a user records a trip from (an admin who is neither has none). */
export function tripRecordSideOf(actor: PolicyActor, booking: BookingParties): TripRecordSide | null {
  if (actor.id === booking.renterId) return 'renter';
  if (actor.id === booking.hostId) return 'host';
  return null;
}

/** Recording a trip: its renter and its host only (403 for anyone else, admins too). */
export function canRecordTrip(
  actor: PolicyActor,
  booking: BookingParties,
): { ok: true; side: TripRecordSide } | PolicyRefusal {
  const side = tripRecordSideOf(actor, booking);
  return side ? { ok: true, side } : { ok: false, reason: 'forbidden', message: TRIP_RECORD_MESSAGES.partiesOnly };
}

const HOUR_MS = 3_600_000;

/** When recording opens for a trip starting on `startDate`. */
export const tripRecordOpensAt = (startDate: string): Date =>
  new Date(pickupInstant(startDate).getTime() - TRIP_RECORD_OPENS_HOURS * HOUR_MS);

/** Whether the car may be recorded at `now` (the completion time is null until completed); 409 when not. */
export function tripRecordWindowCheck(
  booking: { status: BookingStatus; startDate: string; completedAt: Date | null },
  now: Date,
): { ok: true } | { ok: false; reason: 'conflict'; message: string } {
  const refuse = (message: string) => ({ ok: false, reason: 'conflict', message }) as const;
  if (booking.status === 'completed' && booking.completedAt) {
    return now.getTime() < booking.completedAt.getTime() + TRIP_RECORD_GRACE_HOURS * HOUR_MS
      ? { ok: true }
      : refuse(TRIP_RECORD_MESSAGES.tooLate);
  }
  if (booking.status !== 'confirmed') return refuse(TRIP_RECORD_MESSAGES.notConfirmed);
  return now >= tripRecordOpensAt(booking.startDate) ? { ok: true } : refuse(TRIP_RECORD_MESSAGES.tooEarly);
}

/** The `takenAt` of a record sent at `now`: not ahead of the clock (give or take a phone's), not before it opened. */
export function takenAtProblem(takenAt: Date, startDate: string, now: Date): string | null {
  if (takenAt.getTime() > now.getTime() + TRIP_RECORD_CLOCK_SKEW_MINUTES * 60_000)
    return TRIP_RECORD_MESSAGES.takenInFuture;
  if (takenAt < tripRecordOpensAt(startDate)) return TRIP_RECORD_MESSAGES.takenBeforeOpen;
  return null;
}

/** What a record reads off the car. */
export interface TripReading {
  odometerMiles: number;
  fuelEighths: number;
}

/** One side's pickup and return compared: miles driven and the change of the gauge (null until both exist). */
export function tripRecordDifference(
  pickup: TripReading | undefined,
  dropOff: TripReading | undefined,
): { milesDriven: number; fuelDifferenceEighths: number } | null {
  if (!pickup || !dropOff) return null;
  return {
    milesDriven: dropOff.odometerMiles - pickup.odometerMiles,
    fuelDifferenceEighths: dropOff.fuelEighths - pickup.fuelEighths,
  };
}

/** Where a photo of a record is served (to the trip's parties and admins): its position in the record, from 0. */
export const tripPhotoUrl = (bookingId: string, recordId: string, position: number) =>
  `/api/bookings/${bookingId}/check-ins/${recordId}/photos/${position}`;
