/**
 * Bookings: create (quote from the car's price, identity photos into the private bucket inside the
 * insert's transaction), read as `BookingView`, pay (simulated provider), and move through the
 * lifecycle table of contracts. Reads are kysely; writes go through the entities.
 */
import { randomBytes } from 'node:crypto';
import {
  BOOKING_NOT_FOUND,
  type BookingDecision,
  type BookingEventView,
  type BookingInsert,
  type BookingParties,
  type BookingRole,
  type BookingView,
  bookingRoles,
  bookingSeenBy,
  CAR_NOT_FOUND,
  CARD_DECLINED_MESSAGE,
  type CancellationQuote,
  cancellationQuote,
  checkTransition,
  DECLINED_TEST_CARD,
  eventRoleOf,
  OWN_CAR_REFUSAL,
  type PaymentInput,
  type PolicyActor,
  quoteAmounts,
  quoteBooking,
} from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isoTimestamp, kyselyOf } from '../../db/kysely.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { Car } from '../cars/car.entity.ts';
import type { StorageService } from '../storage/storage.service.ts';
import { fullNameOf } from '../users/display-name.ts';
import { User } from '../users/user.entity.ts';
import { type IdentityPhotoKeys, keepIdentity } from '../users/user-identity.service.ts';
import { Booking } from './booking.entity.ts';
import { BookingEvent } from './booking-event.entity.ts';
import { moveTo, recordEvent } from './booking-history.ts';
import { holdExpired, liveHoldsOf, releaseExpiredHolds, releaseHold, tooManyHolds } from './booking-holds.ts';
import { type DecodedPhoto, documentKey } from './booking-photos.ts';
import { storeIdentityPhoto } from './identity-documents.ts';

export const CAR_UNAVAILABLE = 'This car is not available for booking';
export const OWN_CAR = OWN_CAR_REFUSAL;
export const NOT_PAYABLE = 'This booking can no longer be paid';

// ── reads ─────────────────────────────────────────────────────────────────────

function viewQuery(em: EntityManager) {
  return kyselyOf(em)
    .selectFrom('booking as b')
    .innerJoin('car as c', 'c.id', 'b.car_id')
    .innerJoin('user as u', 'u.id', 'b.renter_id')
    .select([
      'b.id',
      'b.car_id',
      'b.renter_id',
      'b.host_id',
      sql<string>`to_char(b.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(b.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'b.driver_license',
      'b.full_name',
      'b.address',
      'b.phone',
      'b.emergency_contact',
      'b.emergency_phone',
      'b.add_insurance',
      'b.total_price',
      'b.service_fee',
      'b.insurance_fee',
      'b.payment_intent_id',
      'b.status',
      'b.refund_amount',
      'b.hold_expires_at',
      'b.created_at',
      'c.make as car_make',
      'c.model as car_model',
      'c.year as car_year',
      'c.location as car_location',
      'c.city as car_city',
      'c.state as car_state',
      sql<string | null>`c.images[1]`.as('car_image'),
      'u.first_name as renter_first_name',
      'u.last_name as renter_last_name',
    ]);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['executeTakeFirstOrThrow']>>;

function toView(row: ViewRow): BookingView {
  return {
    id: row.id,
    carId: row.car_id,
    renterId: row.renter_id,
    hostId: row.host_id,
    startDate: row.start_date,
    endDate: row.end_date,
    driverLicense: row.driver_license,
    fullName: row.full_name,
    address: row.address,
    phone: row.phone,
    emergencyContact: row.emergency_contact,
    emergencyPhone: row.emergency_phone,
    addInsurance: row.add_insurance,
    totalPrice: row.total_price,
    serviceFee: row.service_fee,
    insuranceFee: row.insurance_fee,
    paymentIntentId: row.payment_intent_id,
    status: row.status,
    createdAt: isoTimestamp(row.created_at),
    refundAmount: row.refund_amount,
    holdExpiresAt: isoTimestamp(row.hold_expires_at),
    car: {
      make: row.car_make,
      model: row.car_model,
      year: row.car_year,
      location: row.car_location,
      city: row.car_city,
      state: row.car_state,
      image: row.car_image ?? null,
    },
    renter: { fullName: fullNameOf(row.renter_first_name, row.renter_last_name) },
  };
}

export async function findBookingView(em: EntityManager, id: string): Promise<BookingView | undefined> {
  const row = await viewQuery(em).where('b.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** Bookings as `viewer` may see them (a host alone never sees the renter's private details). */
export function seenBy(viewer: PolicyActor, views: BookingView[]): BookingView[] {
  return views.map((view) => bookingSeenBy(view, bookingRoles(viewer, view)));
}

/** A renter's or a host's bookings, newest first (the first `limit` only, when given). */
export async function listBookings(
  em: EntityManager,
  by: 'renter' | 'host',
  userId: string,
  limit?: number,
): Promise<BookingView[]> {
  const rows = await viewQuery(em)
    .where(by === 'renter' ? 'b.renter_id' : 'b.host_id', '=', userId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .$if(limit !== undefined, (query) => query.limit(limit ?? 0))
    .execute();
  return rows.map(toView);
}

/**
 * A booking the user was allowed to act on, and the roles they act in. Only `authorizeBooking` makes
 * one, so the services that take it never decide a permission again.
 */
export interface BookingAccess {
  view: BookingView;
  user: User;
  roles: BookingRole[];
}

/** Applies one permission of the contracts' booking policy: 404 for a missing booking, 403 when refused. */
export async function authorizeBooking(
  em: EntityManager,
  user: User,
  id: string,
  permission: (actor: PolicyActor, booking: BookingParties) => BookingDecision,
): Promise<BookingAccess> {
  const view = await findBookingView(em, id);
  if (!view) throw notFound(BOOKING_NOT_FOUND);
  const decision = permission(user, view);
  if (!decision.ok) throw forbidden(decision.message);
  return { view, user, roles: decision.roles };
}

// ── history ───────────────────────────────────────────────────────────────────

/** GET /api/bookings/:id/events: the booking's history, oldest first. */
export async function listBookingEvents(em: EntityManager, { view }: BookingAccess): Promise<BookingEventView[]> {
  const events = await em.find(
    BookingEvent,
    { booking: view.id },
    { populate: ['actor'], orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  );
  return events.map((event) => ({
    id: event.id,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus,
    actorRole: event.actorRole,
    actor: event.actor
      ? { id: event.actor.id, fullName: fullNameOf(event.actor.$.firstName, event.actor.$.lastName) }
      : null,
    createdAt: event.createdAt.toISOString(),
  }));
}

// ── create ────────────────────────────────────────────────────────────────────

export interface CreateBookingInput {
  renter: User;
  /** Running unpaid holds a renter may have (AppConfig.maxUnpaidHolds). */
  maxUnpaidHolds: number;
  /** The key identity photos are encrypted with (AppConfig.encryptionKey). */
  encryptionKey: Buffer;
  input: BookingInsert;
  /** New identity photos (a new verification, kept on the account), or the keys of the ones on file. */
  documents: { photos: readonly DecodedPhoto[] } | { onFile: IdentityPhotoKeys };
}

/**
 * The car decides the host and the price; the amounts come from `quoteBooking` only. The insert
 * and the uploads share one transaction: an overlap (23P01 → 409) stops before any upload, and a
 * failed upload rolls the insert back (and removes what did upload). Expired holds on these dates are
 * released first, so an unpaid booking never blocks them past its checkout window; a renter with
 * `maxUnpaidHolds` running holds gets a 409.
 */
export async function createBooking(
  em: EntityManager,
  storage: StorageService,
  logger: Logger,
  { renter, input, documents, maxUnpaidHolds, encryptionKey }: CreateBookingInput,
): Promise<BookingView> {
  const car = await em.findOne(Car, { id: input.carId });
  if (!car) throw notFound(CAR_NOT_FOUND);
  if (!car.isAvailable) {
    throw new ApiError(400, CAR_UNAVAILABLE, { issues: [{ path: 'carId', message: CAR_UNAVAILABLE }] });
  }
  if (car.host.id === renter.id) {
    throw new ApiError(400, OWN_CAR, { issues: [{ path: 'carId', message: OWN_CAR }] });
  }
  const amounts = quoteAmounts(
    quoteBooking({
      pricePerDay: car.pricePerDay,
      startDate: input.startDate,
      endDate: input.endDate,
      addInsurance: input.addInsurance,
    }),
  );
  const bucket = storage.buckets.bookingDocuments;
  const now = new Date();
  if ((await liveHoldsOf(em, renter.id, now)) >= maxUnpaidHolds) throw tooManyHolds();
  // uploads happen inside the transaction; if anything fails after one (an upload, the commit), none stays
  const uploaded: string[] = [];
  const removeUploaded = () =>
    Promise.all(
      uploaded.map((key) =>
        storage.remove(bucket, key).catch((removeErr: unknown) => {
          logger.warn('could not remove a booking document after a failed booking', { key, err: removeErr });
        }),
      ),
    );
  const insert = em.transactional(async (tx) => {
    await releaseExpiredHolds(tx, now, { carId: car.id, startDate: input.startDate, endDate: input.endDate });
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
    for (const photo of photos) {
      const key = documentKey(booking.id, photo);
      uploaded.push(key);
      await storeIdentityPhoto(storage, key, photo, encryptionKey);
    }
    return booking.id;
  });
  const id = await insert.catch(async (err: unknown) => {
    await removeUploaded();
    throw err;
  });
  const view = await findBookingView(em, id);
  if (!view) throw new Error(`booking ${id} vanished after insert`);
  return view;
}

// ── payment ───────────────────────────────────────────────────────────────────

export const paymentIntentId = () => `pi_sim_${randomBytes(12).toString('hex')}`;

/**
 * The simulated provider. The row is locked for the whole decision, so two payments of one
 * booking cannot both charge: the second sees it confirmed and answers with the same intent.
 */
export async function payBooking(em: EntityManager, access: BookingAccess, card: PaymentInput): Promise<BookingView> {
  const { id } = access.view;
  const now = new Date();
  const expired = await em.transactional(async (tx) => {
    const booking = await tx.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (booking.status === 'confirmed') return false; // already paid: never charge twice
    if (checkTransition(booking, 'cancelled', 'system', now).ok) {
      releaseHold(tx, booking); // its window closed before the payment: the dates are someone else's now
      return true;
    }
    const check = checkTransition(booking, 'confirmed', 'payment', new Date());
    if (!check.ok) throw new ApiError(409, NOT_PAYABLE);
    if (card.cardNumber === DECLINED_TEST_CARD) throw new ApiError(402, CARD_DECLINED_MESSAGE);
    booking.paymentIntentId = paymentIntentId();
    moveTo(tx, booking, 'confirmed', { user: access.user, role: eventRoleOf(check.rule.actor) });
    return false;
  });
  if (expired) throw holdExpired();
  const view = await findBookingView(em, id);
  if (!view) throw notFound(BOOKING_NOT_FOUND);
  return view;
}

// ── lifecycle ─────────────────────────────────────────────────────────────────

function refusal(outcome: { reason: 'forbidden' | 'conflict'; message: string }): ApiError {
  return new ApiError(outcome.reason === 'forbidden' ? 403 : 409, outcome.message);
}

/** GET /api/bookings/:id/cancellation: the quote for this user now, or why they cannot cancel. */
export function quoteFor({ view, roles }: BookingAccess, now: Date): CancellationQuote {
  const outcome = cancellationQuote(view, now, roles);
  if (!outcome.ok) throw refusal(outcome);
  return outcome.quote;
}

/**
 * POST /api/bookings/:id/status. Cancelling records the refund of `cancellationQuote`; completing
 * adds one to the car's trip count (the seed's meaning: completed bookings of the car).
 */
export async function changeStatus(
  em: EntityManager,
  { view: { id }, user, roles }: BookingAccess,
  to: 'cancelled' | 'completed',
  now: Date,
): Promise<BookingView> {
  await em.transactional(async (tx) => {
    const booking = await tx.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (to === 'cancelled') {
      const outcome = cancellationQuote(booking, now, roles);
      if (!outcome.ok) throw refusal(outcome);
      moveTo(tx, booking, 'cancelled', { user, role: eventRoleOf(outcome.rule.actor) });
      booking.refundAmount = outcome.quote.refund;
    } else {
      const check = checkTransition(booking, 'completed', roles, now);
      if (!check.ok) throw refusal(check);
      moveTo(tx, booking, 'completed', { user, role: eventRoleOf(check.rule.actor) });
      await tx.flush();
      await kyselyOf(tx)
        .updateTable('car')
        .set((eb) => ({ trip_count: eb('trip_count', '+', 1) }))
        .where('id', '=', String(booking.car.id))
        .execute();
    }
  });
  const view = await findBookingView(em, id);
  if (!view) throw notFound(BOOKING_NOT_FOUND);
  return view;
}
