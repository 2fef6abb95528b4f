/**
 * Check-in and check-out (decision 0038; the rules are contracts' trip-records.ts): a trip's records as its parties
 * and admins see them, recording the car (idempotent by the app's id), and one photo of a record. An admin's read is
 * recorded like a read of identity documents.
 */
import {
  canReadBooking,
  canRecordTrip,
  type PolicyActor,
  TRIP_RECORD_KINDS,
  TRIP_RECORD_MESSAGES,
  type TripRecord as TripRecordBody,
  type TripRecordInsert,
  type TripRecordKind,
  type TripRecordSide,
  type TripRecords,
  takenAtProblem,
  tripPhotoUrl,
  tripRecordDifference,
  tripRecordOpensAt,
  tripRecordSideOf,
  tripRecordWindowCheck,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { Booking, findTripBooking, readIdentityPhoto, type TripBooking } from '../bookings/index.ts';
import type { AppDeps } from '../deps.ts';
import { User } from '../users/index.ts';
import { type DecodedTripPhoto, removeTripPhotos, storeTripPhotos, tripPhotoKey } from './trip-photos.ts';
import { TripRecord, TripRecordView } from './trip-record.entity.ts';

/** A booking whose records the user may read (its parties, an admin), or 404 / 403. */
export async function authorizeRecordRead(em: EntityManager, user: PolicyActor, id: string) {
  const booking = await findTripBooking(em, id);
  const decision = canReadBooking(user, booking);
  if (!decision.ok) throw forbidden(decision.message);
  return booking;
}

/** A booking the user may record (its renter or its host), with their side, or 404 / 403. */
export async function authorizeRecordWrite(em: EntityManager, user: PolicyActor, id: string) {
  const booking = await findTripBooking(em, id);
  const decision = canRecordTrip(user, booking);
  if (!decision.ok) throw forbidden(decision.message);
  return { booking, side: decision.side };
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

function toTripRecord(record: TripRecord): TripRecordBody {
  const bookingId = record.booking.id;
  return {
    id: record.id,
    kind: record.kind,
    side: record.side,
    odometerMiles: record.odometerMiles,
    fuelEighths: record.fuelEighths,
    takenAt: isoOf(record.takenAt),
    receivedAt: isoOf(record.createdAt),
    photos: record.photos.map((photo, position) => ({
      angle: photo.angle,
      sha256: photo.sha256,
      url: tripPhotoUrl(bookingId, record.id, position),
    })),
  };
}

/** Records that an admin who is not a party opened a trip's records (the list, or one photo of `record`). */
async function recordAdminRead(
  em: EntityManager,
  reader: PolicyActor,
  booking: TripBooking,
  photo?: { recordId: string; position: number },
): Promise<void> {
  if (!reader.isAdmin || tripRecordSideOf(reader, booking)) return;
  em.create(TripRecordView, {
    booking: em.getReference(Booking, booking.id),
    admin: em.getReference(User, reader.id),
    record: photo ? em.getReference(TripRecord, photo.recordId) : null,
    photo: photo?.position ?? null,
  });
  await em.flush();
}

/** GET /api/bookings/:id/check-ins. */
export async function tripRecords(
  em: EntityManager,
  reader: PolicyActor,
  booking: TripBooking,
  now: Date,
): Promise<TripRecords> {
  await recordAdminRead(em, reader, booking);
  const stored = await em.find(TripRecord, { booking: booking.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const records = stored.map(toTripRecord);
  const find = (side: TripRecordSide, kind: TripRecordKind) =>
    records.find((record) => record.side === side && record.kind === kind);
  const side = tripRecordSideOf(reader, booking);
  const open = tripRecordWindowCheck(booking, now).ok;
  return {
    opensAt: tripRecordOpensAt(booking.startDate).toISOString(),
    canRecord: side && open ? TRIP_RECORD_KINDS.filter((kind) => !find(side, kind)) : [],
    records,
    difference: {
      renter: tripRecordDifference(find('renter', 'pickup'), find('renter', 'return')),
      host: tripRecordDifference(find('host', 'pickup'), find('host', 'return')),
    },
  };
}

/** The stored record with this id when it is this author's on this booking (a retry), else a 409. */
function retried(record: TripRecord, bookingId: string, authorId: string): TripRecordBody {
  if (record.booking.id !== bookingId || record.author.id !== authorId)
    throw new ApiError(409, TRIP_RECORD_MESSAGES.idTaken);
  return toTripRecord(record);
}

const badInput = (path: string, message: string) => new ApiError(400, message, { issues: [{ path, message }] });

/** The odometer must not go down from this side's pickup to its return, whichever was recorded first. */
function checkOdometer(input: TripRecordInsert, other: TripRecord | undefined) {
  if (!other) return;
  const [pickup, dropOff] = input.kind === 'pickup' ? [input, other] : [other, input];
  if (dropOff.odometerMiles < pickup.odometerMiles)
    throw badInput('odometerMiles', TRIP_RECORD_MESSAGES.returnBelowPickup);
}

/**
 * POST /api/bookings/:id/check-ins: 201 with the new record, or 200 with the one already stored under this id (a
 * retry). Under the booking's lock, so a retry racing its original finds it; the photos are stored before the row
 * commits and removed again if it does not.
 */
export async function recordTrip(
  { orm, storage, config }: Pick<AppDeps, 'orm' | 'storage' | 'config'>,
  author: PolicyActor,
  { booking: { id: bookingId }, side }: { booking: TripBooking; side: TripRecordSide },
  input: TripRecordInsert,
  photos: readonly DecodedTripPhoto[],
  now: Date,
): Promise<{ created: boolean; record: TripRecordBody }> {
  const keys = photos.map((_, position) => tripPhotoKey(bookingId, input.id, position));
  let stored = false;
  try {
    return await orm.em.fork().transactional(async (tx) => {
      const booking = await findTripBooking(tx, bookingId, true);
      const existing = await tx.findOne(TripRecord, { id: input.id });
      if (existing) return { created: false, record: retried(existing, bookingId, author.id) };
      const window = tripRecordWindowCheck(booking, now);
      if (!window.ok) throw new ApiError(409, window.message);
      const takenAt = new Date(input.takenAt);
      const problem = takenAtProblem(takenAt, booking.startDate, now);
      if (problem) throw badInput('takenAt', problem);
      const mine = await tx.find(TripRecord, { booking: bookingId, side });
      if (mine.some((record) => record.kind === input.kind))
        throw new ApiError(409, TRIP_RECORD_MESSAGES.alreadyRecorded(input.kind));
      checkOdometer(input, mine[0]);
      await storeTripPhotos(storage, (position) => keys[position]!, photos, config.encryptionKey);
      stored = true;
      const record = tx.create(TripRecord, {
        id: input.id,
        booking: tx.getReference(Booking, bookingId),
        author: tx.getReference(User, author.id),
        side,
        kind: input.kind,
        odometerMiles: input.odometerMiles,
        fuelEighths: input.fuelEighths,
        takenAt,
        photos: photos.map(({ angle, contentType, sha256 }) => ({ angle, contentType, sha256 })),
      });
      await tx.flush();
      return { created: true, record: toTripRecord(record) };
    });
  } catch (err) {
    if (stored) await removeTripPhotos(storage, keys);
    throw err;
  }
}

/** GET …/check-ins/:recordId/photos/:n: the photo as sent, with its type; 404 for no such record or photo. */
export async function openTripPhoto(
  { orm, storage, config }: Pick<AppDeps, 'orm' | 'storage' | 'config'>,
  reader: PolicyActor,
  booking: TripBooking,
  recordId: string,
  position: number,
): Promise<{ data: Buffer; contentType: string }> {
  const record = await orm.em.findOne(TripRecord, { id: recordId, booking: booking.id });
  if (!record) throw notFound(TRIP_RECORD_MESSAGES.recordNotFound);
  const photo = record.photos[position];
  if (!photo) throw notFound(TRIP_RECORD_MESSAGES.photoNotFound);
  const data = await readIdentityPhoto(storage, tripPhotoKey(booking.id, recordId, position), config.encryptionKey);
  if (!data) throw notFound(TRIP_RECORD_MESSAGES.photoNotFound);
  await recordAdminRead(orm.em, reader, booking, { recordId, position });
  return { data, contentType: photo.contentType };
}
