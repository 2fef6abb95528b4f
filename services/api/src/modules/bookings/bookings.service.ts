/**
 * Bookings: read as `BookingView`, the access check every booking route starts with, and the moves through
 * the lifecycle table of contracts (cancel, complete). Creating and paying are use cases of their own
 * (create-booking.ts, pay-booking.ts). Reads are kysely; writes go through the entities.
 */
import {
  approvalOf,
  awaitingHost,
  BOOKING_NOT_FOUND,
  type BookingDecision,
  type BookingEventView,
  type BookingParties,
  type BookingRole,
  type BookingStatusChange,
  type BookingView,
  bookingRoles,
  bookingSeenBy,
  type CancellationQuote,
  cancellationQuote,
  checkTransition,
  eventRoleOf,
  hostPayout,
  type PolicyActor,
  phonesShownFor,
} from '@ladrive/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { isoTimestamp, kyselyOf } from '../../db/kysely.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { fullNameOf, type User } from '../users/index.ts';
import { Booking } from './booking.entity.ts';
import {
  type CompletionMail,
  queueCancellationEmails,
  queueCompletionEmails,
  queueRequestAcceptedEmail,
  queueRequestDeclinedEmail,
} from './booking-emails.ts';
import { BookingEvent } from './booking-event.entity.ts';
import { moveTo } from './booking-history.ts';

// ── reads ─────────────────────────────────────────────────────────────────────

/**
 * A booking with its car, its renter (and their rating from hosts), its host's phone and the conversation of that
 * renter and car (booking starts it).
 */
function viewQuery(em: EntityManager) {
  return kyselyOf(em)
    .selectFrom('booking as b')
    .innerJoin('car as c', 'c.id', 'b.car_id')
    .innerJoin('user as u', 'u.id', 'b.renter_id')
    .innerJoin('user as h', 'h.id', 'b.host_id')
    .leftJoin('conversation as cv', (join) =>
      join.onRef('cv.renter_id', '=', 'b.renter_id').onRef('cv.car_id', '=', 'b.car_id'),
    )
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
      'b.discount_amount',
      'b.platform_commission_percent',
      'b.payment_intent_id',
      'b.status',
      'b.refund_amount',
      'b.hold_expires_at',
      'b.requires_approval',
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
      'u.rating as renter_rating',
      'u.review_count as renter_review_count',
      sql<boolean>`exists (select 1 from user_identity ui where ui.user_id = b.renter_id)`.as('renter_verified'),
      'cv.id as conversation_id',
      'h.phone as host_phone',
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
    discountAmount: row.discount_amount,
    paymentIntentId: row.payment_intent_id,
    status: row.status,
    createdAt: isoTimestamp(row.created_at),
    refundAmount: row.refund_amount,
    holdExpiresAt: isoTimestamp(row.hold_expires_at),
    ...approvalOf({
      status: row.status,
      requiresApproval: row.requires_approval,
      paymentIntentId: row.payment_intent_id,
      holdExpiresAt: row.hold_expires_at,
    }),
    car: {
      make: row.car_make,
      model: row.car_model,
      year: row.car_year,
      location: row.car_location,
      city: row.car_city,
      state: row.car_state,
      image: row.car_image ?? null,
    },
    renter: {
      fullName: fullNameOf(row.renter_first_name, row.renter_last_name),
      rating: row.renter_rating,
      reviewCount: row.renter_review_count,
      verified: row.renter_verified,
    },
    // bookingSeenBy leaves it to the host and admins
    hostPayout: hostPayout({
      totalPrice: row.total_price,
      serviceFee: row.service_fee,
      insuranceFee: row.insurance_fee,
      discountAmount: row.discount_amount,
      platformCommissionPercent: row.platform_commission_percent,
    }),
    conversationId: row.conversation_id,
    hostPhone: phonesShownFor(row.status) ? (row.host_phone ?? null) : null,
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
 * POST /api/bookings/:id/status. Cancelling records the refund of `cancellationQuote` and, for a paid booking,
 * queues the emails with it (a host declining a request tells the renter it was declined; any other cancellation
 * tells both sides); accepting a request (a host or an admin, before its deadline) confirms it and sends the renter
 * the receipt; completing moves the car's trip count (the `car_trip_count_rollup` trigger counts completed bookings)
 * and queues both sides' review requests.
 */
export async function changeStatus(
  em: EntityManager,
  mail: CompletionMail,
  { view: { id }, user, roles }: BookingAccess,
  to: BookingStatusChange['status'],
  now: Date,
): Promise<BookingView> {
  await em.transactional(async (tx) => {
    const booking = await tx.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (to === 'cancelled') {
      const outcome = cancellationQuote(booking, now, roles);
      if (!outcome.ok) throw refusal(outcome);
      const request = awaitingHost(booking);
      const wasPaid = booking.status === 'confirmed' || request;
      const role = eventRoleOf(outcome.rule.actor);
      moveTo(tx, booking, 'cancelled', { user, role });
      booking.refundAmount = outcome.quote.refund;
      if (wasPaid) {
        await tx.flush();
        if (request && role === 'host') await queueRequestDeclinedEmail(tx, mail.outbox, id);
        else await queueCancellationEmails(tx, mail.outbox, id, role);
      }
    } else {
      const check = checkTransition(booking, to, roles, now);
      if (!check.ok) throw refusal(check);
      moveTo(tx, booking, to, { user, role: eventRoleOf(check.rule.actor) });
      await tx.flush();
      if (to === 'confirmed') await queueRequestAcceptedEmail(tx, mail.outbox, id);
      else await queueCompletionEmails(tx, mail, id, now);
    }
  });
  const view = await findBookingView(em, id);
  if (!view) throw notFound(BOOKING_NOT_FOUND);
  return view;
}
