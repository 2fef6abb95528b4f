/**
 * Booking a car (POST /api/bookings), the use case. Everything is checked before anything is written, the cheap
 * refusals first. The trip (car and dates) is checked first, alone; a request whose trip is valid then becomes this
 * replica's booking in progress of these dates (bookings-in-progress.ts): the later ones of overlapping dates wait,
 * and are refused without validating the rest or a query once it succeeds. The booking in progress validates the
 * whole request and refuses what the request alone says (the licence against the trip, the identity photos by
 * their first bytes), then reads: the verified identity on file that may stand for the photos, the car, its rules,
 * the renter's running holds and the dates already taken. Only then are the photos decoded and re-encoded, the
 * costly step. Then the booking, its first event, the identity kept on the account and the encrypted photos are
 * written together.
 */
import {
  type ApiIssue,
  BOOKING_SUBMIT_REFUSALS,
  BookingFieldsSchema,
  type BookingInsert,
  BookingInsertSchema,
  type BookingView,
  bookingDatesIssue,
  CAR_NOT_FOUND,
  carRuleIssue,
  identityCovers,
  LICENSE_EXPIRES_DURING_TRIP,
  licenseExpiresDuringTrip,
  message,
  OWN_CAR_REFUSAL,
  quoteAmounts,
  quoteBooking,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import * as v from 'valibot';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { CAR_DATE_CLAIM_MESSAGE, Car, datesTaken, tripRulesOf } from '../cars/index.ts';
import { startConversation } from '../conversations/index.ts';
import type { AppDeps } from '../deps.ts';
import { findIdentity, type IdentityPhotoKeys, keepIdentity, User } from '../users/index.ts';
import { BOOKING_OVERLAP_MESSAGE, Booking } from './booking.entity.ts';
import { recordEvent } from './booking-history.ts';
import { liveHoldsOf, releaseExpiredHolds, tooManyHolds } from './booking-holds.ts';
import { type DecodedPhoto, decodePhoto, documentKey, isIssue, type SentPhoto, sniffPhoto } from './booking-photos.ts';
import { findBookingView } from './bookings.service.ts';
import { type BookingsInProgress, DatesTaken, type Trip } from './bookings-in-progress.ts';
import { reencodeIdentityPhoto, storeIdentityPhoto } from './identity-documents.ts';

const CAR_UNAVAILABLE = message('booking.carUnavailable');
const carUnavailable = () =>
  new ApiError(400, CAR_UNAVAILABLE, { issues: [{ path: 'carId', message: CAR_UNAVAILABLE }] });

const PHOTO_FIELDS = ['licensePhoto', 'selfieWithLicense'] as const;
/** A missing photo, when the account has no verified identity for this licence (the form's refusals). */
const PHOTO_REQUIRED = {
  licensePhoto: BOOKING_SUBMIT_REFUSALS.licensePhoto.description,
  selfieWithLicense: BOOKING_SUBMIT_REFUSALS.selfie.description,
} as const;

/**
 * New identity photos (a new verification, kept on the account: as sent, or decoded and re-encoded by `reencoded`),
 * or the keys of the ones on file.
 */
type IdentityDocuments<Photo = DecodedPhoto> = { photos: readonly Photo[] } | { onFile: IdentityPhotoKeys };

/** What the request alone says: its dates' or licence's issue, and each photo sent, decoded or refused. */
interface RequestChecks {
  issues: ApiIssue[];
  photos: Record<(typeof PHOTO_FIELDS)[number], SentPhoto | ApiIssue | undefined>;
  /** Refused whatever the account holds. */
  refused: boolean;
}

/** The request's own refusals, from the request alone: dates, licence expiry, photos not an image by their first bytes. */
function checkRequest(input: BookingInsert): RequestChecks {
  const issues: ApiIssue[] = [];
  const datesIssue = bookingDatesIssue(input.startDate, input.endDate, new Date());
  if (datesIssue) issues.push({ path: datesIssue.path, message: datesIssue.message });
  // the licence is checked against a trip that can happen at all
  else if (licenseExpiresDuringTrip(input.licenseExpiry, input.endDate)) {
    issues.push({ path: 'licenseExpiry', message: LICENSE_EXPIRES_DURING_TRIP });
  }
  const decode = (field: (typeof PHOTO_FIELDS)[number]) => {
    const dataUrl = input[field];
    return dataUrl ? sniffPhoto(field, dataUrl) : undefined;
  };
  const photos = { licensePhoto: decode('licensePhoto'), selfieWithLicense: decode('selfieWithLicense') };
  const refused = issues.length > 0 || Object.values(photos).some((photo) => photo && isIssue(photo));
  return { issues, photos, refused };
}

/**
 * The identity documents the booking will use, its new photos not yet re-encoded; or 400 with every issue: the
 * request's own and the photos missing when no verified identity on file covers this licence.
 */
async function identityDocuments(
  em: EntityManager,
  renter: User,
  input: BookingInsert,
  request: RequestChecks,
): Promise<IdentityDocuments<SentPhoto>> {
  // verified once per account: without photos, the identity on file must cover this very licence
  const identity = await findIdentity(em, renter.id);
  const sendsPhotos = Boolean(input.licensePhoto || input.selfieWithLicense);
  const onFile = !sendsPhotos && identityCovers(identity, input) ? identity : null;
  const decoded = onFile
    ? []
    : PHOTO_FIELDS.map((field) => request.photos[field] ?? { path: field, message: PHOTO_REQUIRED[field] });
  const issues = [...request.issues, ...decoded.filter(isIssue)];
  if (issues.length) throw new ApiError(400, issues[0]!.message, { issues });
  return onFile
    ? { onFile: { licensePhotoKey: onFile.licensePhotoKey, selfiePhotoKey: onFile.selfiePhotoKey } }
    : { photos: decoded as SentPhoto[] };
}

/** The new photos decoded for real and re-encoded (400 naming each one that is not an image after all). */
async function reencoded(documents: IdentityDocuments<SentPhoto>): Promise<IdentityDocuments> {
  if ('onFile' in documents) return documents;
  const photos = await Promise.all(
    documents.photos.map((sent) => {
      const decoded = decodePhoto(sent);
      return isIssue(decoded) ? decoded : reencodeIdentityPhoto(decoded);
    }),
  );
  const issues = photos.filter(isIssue);
  if (issues.length) throw new ApiError(400, issues[0]!.message, { issues });
  return { photos: photos as DecodedPhoto[] };
}

const TripSchema = v.pick(BookingFieldsSchema, ['carId', 'startDate', 'endDate']);

/**
 * The trip a request names, when it is one a booking may ask for (a car id, dates the booking rules accept): the
 * dates it waits for. Otherwise null: the request goes on at once, and its validation refuses it with every issue.
 */
function tripOf(body: unknown, now: Date): Trip | null {
  const parsed = v.safeParse(TripSchema, body);
  if (!parsed.success) return null;
  const { carId, startDate, endDate } = parsed.output;
  return bookingDatesIssue(startDate, endDate, now) ? null : { carId, startDate, endDate };
}

/**
 * The renter (loaded only for the booking that goes on) books the car the request `body` names. The car decides the host and the price; the amounts come from
 * `quoteBooking` only. The insert and the uploads share one transaction: an overlap (23P01 → 409) stops before any
 * upload, and a failed upload rolls the insert back (and removes what did upload). Expired holds on these dates
 * are released first, so an unpaid booking never blocks them past its checkout window; a renter with
 * `maxUnpaidHolds` running holds gets a 409.
 */
export async function createBooking(
  deps: Pick<AppDeps, 'orm' | 'storage' | 'config' | 'outbox'>,
  renter: () => Promise<User>,
  body: unknown,
  inProgress: BookingsInProgress,
): Promise<BookingView> {
  const trip = tripOf(body, new Date());
  const book = async () => validateAndInsert(deps, await renter(), body);
  const id = trip ? await inProgress.run(trip, book, () => new ApiError(409, BOOKING_OVERLAP_MESSAGE)) : await book();
  const view = await findBookingView(deps.orm.em, id);
  if (!view) throw new Error(`booking ${id} vanished after insert`);
  return view;
}

/** The whole request validated and its own refusals answered (every issue listed), then the checks that read. */
async function validateAndInsert(
  deps: Pick<AppDeps, 'orm' | 'storage' | 'config' | 'outbox'>,
  renter: User,
  body: unknown,
): Promise<string> {
  const input = validate(BookingInsertSchema, body);
  const request = checkRequest(input);
  // refused by itself: answered now (the account says whether photos were due)
  if (request.refused) await identityDocuments(deps.orm.em, renter, input, request);
  return checkAndInsert(deps, renter, input, request);
}

/**
 * The checks that read (the identity on file, the car and its rules, the renter's holds, the dates taken; read
 * together, refused in that order), then the photos re-encoded and the booking written: the booking in progress of
 * these dates on this replica.
 */
async function checkAndInsert(
  { orm, storage, config, outbox }: Pick<AppDeps, 'orm' | 'storage' | 'config' | 'outbox'>,
  renter: User,
  input: BookingInsert,
  request: RequestChecks,
): Promise<string> {
  const em = orm.em;
  const now = new Date();
  // read at once, refused in this order: each await waits its turn behind every other request on this replica
  const reads = {
    requested: identityDocuments(em, renter, input, request),
    car: em.findOne(Car, { id: input.carId }),
    holds: liveHoldsOf(em, renter.id, now),
    // what the constraints would refuse at the flush, read first (they still decide when two requests race)
    taken: datesTaken(em, input.carId, input.startDate, input.endDate),
  };
  await Promise.allSettled(Object.values(reads));
  const requested = await reads.requested;
  const car = await reads.car;
  if (!car) throw notFound(CAR_NOT_FOUND);
  if (!car.isAvailable) throw carUnavailable();
  if (car.host.id === renter.id) {
    throw new ApiError(400, OWN_CAR_REFUSAL, { issues: [{ path: 'carId', message: OWN_CAR_REFUSAL }] });
  }
  // the host's trip rules (its blocked days are the date claims' constraint, at the flush below)
  const ruleIssue = carRuleIssue(input, tripRulesOf(car), new Date());
  if (ruleIssue) {
    throw new ApiError(400, ruleIssue.message, { issues: [{ path: ruleIssue.path, message: ruleIssue.message }] });
  }
  const amounts = quoteAmounts(
    quoteBooking({
      pricePerDay: car.pricePerDay,
      weeklyDiscountPercent: car.weeklyDiscountPercent,
      monthlyDiscountPercent: car.monthlyDiscountPercent,
      startDate: input.startDate,
      endDate: input.endDate,
      addInsurance: input.addInsurance,
    }),
  );
  if ((await reads.holds) >= config.maxUnpaidHolds) throw tooManyHolds();
  const taken = await reads.taken;
  // the bookings waiting for this one whose dates include these are refused with it
  if (taken)
    throw new DatesTaken(new ApiError(409, taken === 'booked' ? BOOKING_OVERLAP_MESSAGE : CAR_DATE_CLAIM_MESSAGE));
  const documents = await reencoded(requested);
  return insertBooking({ orm, storage, config, outbox }, { renter, input, car, amounts, documents, now });
}

/** A booking every check accepted, its photos re-encoded. */
interface NewBooking {
  renter: User;
  input: BookingInsert;
  car: Car;
  amounts: ReturnType<typeof quoteAmounts>;
  documents: IdentityDocuments;
  now: Date;
}

/** Writes the booking, its first event, the identity kept on the account and the encrypted photos together. */
async function insertBooking(
  { orm, storage, config, outbox }: Pick<AppDeps, 'orm' | 'storage' | 'config' | 'outbox'>,
  { renter, input, car, amounts, documents, now }: NewBooking,
): Promise<string> {
  const em = orm.em;
  const bucket = storage.buckets.bookingDocuments;
  // uploads happen inside the transaction; if anything fails after one (an upload, the commit), none stays
  const uploaded: string[] = [];
  const removeUploaded = () =>
    Promise.all(
      uploaded.map((key) =>
        storage.remove(bucket, key).catch((removeErr: unknown) => {
          config.logger.warn('could not remove a booking document after a failed booking', { key, err: removeErr });
        }),
      ),
    );
  const insert = em.transactional(async (tx) => {
    // the car's row, key-share-locked: a removal at the same moment (car-listing.ts, FOR UPDATE) waits for this
    // booking or is seen by it, while the winner of simultaneous bookings may still write the car's claimed days
    // (car-date-claim.entity.ts), which FOR SHARE held by the others would block
    const locked = await kyselyOf(tx)
      .selectFrom('car')
      .select('is_available')
      .where('id', '=', car.id)
      .forKeyShare()
      .executeTakeFirst();
    if (!locked?.is_available) throw carUnavailable();
    await releaseExpiredHolds(tx, outbox, now, { carId: car.id, startDate: input.startDate, endDate: input.endDate });
    const booking = tx.create(Booking, {
      car: tx.getReference(Car, car.id),
      renter: tx.getReference(User, renter.id),
      host: tx.getReference(User, car.host.id),
      startDate: input.startDate,
      endDate: input.endDate,
      driverLicense: input.driverLicense,
      fullName: input.fullName,
      address: input.address,
      phone: input.phone,
      emergencyContact: input.emergencyContact,
      emergencyPhone: input.emergencyPhone,
      addInsurance: input.addInsurance,
      ...amounts,
      // paying asks the host instead of confirming (pay-booking.ts)
      requiresApproval: car.instantBook === false,
      status: 'pending',
    });
    const photos = 'photos' in documents ? documents.photos : [];
    const keys = new Map(photos.map((photo) => [photo.kind, documentKey(booking.id, photo)]));
    const photoKeys =
      'onFile' in documents
        ? documents.onFile
        : { licensePhotoKey: keys.get('license') ?? '', selfiePhotoKey: keys.get('selfie') ?? '' };
    booking.licensePhotoKey = photoKeys.licensePhotoKey;
    booking.selfiePhotoKey = photoKeys.selfiePhotoKey;
    recordEvent(tx, booking, null, { user: renter, role: 'renter' });
    await keepIdentity(tx, renter.id, input, 'photos' in documents ? { photos: photoKeys, at: now } : null);
    await tx.flush(); // the EXCLUDE constraint answers here, before anything is uploaded
    await startConversation(tx, renter.id, car.id);
    // both at once; every upload settled before a failure rolls back (and removes what did upload)
    const uploads = await Promise.allSettled(
      photos.map((photo) => {
        const key = documentKey(booking.id, photo);
        uploaded.push(key);
        return storeIdentityPhoto(storage, key, photo, config.encryptionKey);
      }),
    );
    const failed = uploads.find((upload) => upload.status === 'rejected');
    if (failed) throw failed.reason;
    return booking.id;
  });
  return insert.catch(async (err: unknown) => {
    await removeUploaded();
    throw err;
  });
}
