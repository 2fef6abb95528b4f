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
import {
  ODOMETER_MAX_MILES,
  TRIP_RECORD_GRACE_HOURS,
  TRIP_RECORD_OPENS_HOURS,
  TRIP_RECORD_PHOTOS_MAX,
} from './policy.ts';
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
  partiesOnly: "Only the trip's renter and its host can record the car",
  notConfirmed: 'The car can be recorded only for a confirmed trip',
  tooEarly: `The car can be recorded from ${TRIP_RECORD_OPENS_HOURS} hours before pickup`,
  tooLate: `The car can be recorded until ${TRIP_RECORD_GRACE_HOURS} hours after the trip is completed`,
  alreadyRecorded: (kind: TripRecordKind) =>
    `You have already recorded the car at ${kind === 'pickup' ? 'pickup' : 'return'}`,
  idTaken: 'This record id is already used by another record',
  returnBelowPickup: 'The odometer at return cannot be lower than at pickup',
  takenInFuture: 'The time the photos were taken cannot be in the future',
  takenBeforeOpen: `The photos must be taken at most ${TRIP_RECORD_OPENS_HOURS} hours before pickup`,
  recordNotFound: 'Record not found',
  photoNotFound: 'Photo not found',
  photoType: 'Each photo must be a whole JPEG, PNG or WebP image without EXIF data (take it in the app)',
  photoSize: `Each photo must be ${TRIP_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller`,
  tooLarge: `The record is too large: each photo must be ${TRIP_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller`,
} as const;

const FIELD_MESSAGES = {
  id: 'The record id must be a UUID made by the app',
  kind: `Kind must be one of: ${TRIP_RECORD_KINDS.join(', ')}`,
  odometer: `Odometer must be whole miles from 0 to ${ODOMETER_MAX_MILES}`,
  fuel: `Fuel must be a whole number of eighths from 0 to ${FUEL_EIGHTHS_FULL}`,
  takenAt: 'Taken at must be an ISO 8601 time',
  angle: `Each photo's angle must be one of: ${TRIP_PHOTO_ANGLES.join(', ')}`,
  photoData: 'Each photo must be a data URL',
  photoCount: `Send the ${TRIP_PHOTO_REQUIRED_ANGLES.length} sides of the car and at most ${TRIP_RECORD_PHOTOS_MAX} photos in all`,
  angles: `Send exactly one photo of each side: ${TRIP_PHOTO_REQUIRED_ANGLES.join(', ')}`,
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
