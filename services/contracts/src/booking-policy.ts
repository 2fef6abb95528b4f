/**
 * Who may do what with a booking, decided once: the API's routes and services call these functions and
 * nothing else compares user ids for bookings. Pure functions of the signed-in user and the booking's
 * parties; *which* status change a role may make, and when, stays in the lifecycle table
 * (`booking-lifecycle.ts`), applied by `checkTransition`.
 *
 *   read (GET /:id, GET /:id/cancellation, the event history)  renter, host, admin
 *   pay  (POST /:id/payment)                                    renter only (not even an admin pays for someone)
 *   change status (POST /:id/status)                            renter, host, admin; then the lifecycle decides
 *   list (GET /renter/:userId, GET /host/:userId)               that user, admin (see `actsForUser`)
 */
import type { BookingActor } from './booking-lifecycle.ts';
import { message } from './i18n/messages.ts';
import { actsForUser, type PolicyActor, type PolicyRefusal } from './user-policy.ts';

/** The parties of a booking, fixed at creation. */
export interface BookingParties {
  renterId: string;
  hostId: string;
}

/** A person's roles on a booking: the lifecycle actors other than the payment provider. */
export type BookingRole = Exclude<BookingActor, 'payment'>;

export const BOOKING_POLICY_MESSAGES = {
  readOwnOnly: message('bookingPolicy.readOwnOnly'),
  renterPaysOnly: message('bookingPolicy.renterPaysOnly'),
  changeOwnOnly: message('bookingPolicy.changeOwnOnly'),
};

/** Allowed, with the roles the user acts in (most powerful first), or refused (403) with its message. */
export type BookingDecision = { ok: true; roles: BookingRole[] } | PolicyRefusal;

/** The roles `actor` has on this booking, most powerful first (the lifecycle takes the first allowed). */
export function bookingRoles(actor: PolicyActor, booking: BookingParties): BookingRole[] {
  const roles: BookingRole[] = [];
  if (actor.isAdmin) roles.push('admin');
  if (actor.id === booking.hostId) roles.push('host');
  if (actor.id === booking.renterId) roles.push('renter');
  return roles;
}

function partiesOnly(actor: PolicyActor, booking: BookingParties, message: string): BookingDecision {
  const roles = bookingRoles(actor, booking);
  return roles.length > 0 ? { ok: true, roles } : { ok: false, reason: 'forbidden', message };
}

/** Seeing a booking (its details, its cancellation quote, its history): its renter, its host, an admin. */
export function canReadBooking(actor: PolicyActor, booking: BookingParties): BookingDecision {
  return partiesOnly(actor, booking, BOOKING_POLICY_MESSAGES.readOwnOnly);
}

/** Paying for a booking: its renter only. */
export function canPayBooking(actor: PolicyActor, booking: BookingParties): BookingDecision {
  return actor.id === booking.renterId
    ? { ok: true, roles: ['renter'] }
    : { ok: false, reason: 'forbidden', message: BOOKING_POLICY_MESSAGES.renterPaysOnly };
}

/** Asking for a status change: its renter, its host, an admin; the roles then go to `checkTransition`. */
export function canChangeBookingStatus(actor: PolicyActor, booking: BookingParties): BookingDecision {
  return partiesOnly(actor, booking, BOOKING_POLICY_MESSAGES.changeOwnOnly);
}

/** Listing a renter's or a host's bookings: that user or an admin. */
export function canListBookingsOf(actor: PolicyActor, userId: string): { ok: true } | PolicyRefusal {
  return actsForUser(actor, userId)
    ? { ok: true }
    : { ok: false, reason: 'forbidden', message: BOOKING_POLICY_MESSAGES.readOwnOnly };
}

/** The renter's details a booking's host never sees: identity checks are the platform's (its admins). */
const RENTER_PRIVATE_FIELDS = ['driverLicense', 'address', 'emergencyContact', 'emergencyPhone'] as const;

type RenterDetails = { [K in (typeof RENTER_PRIVATE_FIELDS)[number] | 'phone']: string } & {
  status: string;
  /** The host's payout (what the platform keeps shows in it): for the host and admins only. */
  hostPayout?: unknown;
};

/**
 * The parties see each other's phone while the trip is confirmed (the renter's to the host, the host's to the
 * renter): before, payment stays on the platform; after, the trip is over and the conversation remains.
 */
export const phonesShownFor = (status: string) => status === 'confirmed';

/**
 * A booking as the person reading it may see it. Admins see everything; its renter everything but the host's
 * payout (null); someone who is only its host sees the renter's name and the dates, and the renter's phone once
 * the trip is confirmed — never the licence number, address or emergency contacts (those fields come back empty).
 */
export function bookingSeenBy<T extends RenterDetails>(booking: T, roles: readonly BookingRole[]): T {
  if (roles.includes('admin')) return booking;
  if (!roles.includes('host')) return 'hostPayout' in booking ? { ...booking, hostPayout: null } : booking;
  if (roles.includes('renter')) return booking;
  const seen = { ...booking };
  for (const field of RENTER_PRIVATE_FIELDS) seen[field] = '' as T[typeof field];
  if (!phonesShownFor(booking.status)) seen.phone = '' as T['phone'];
  return seen;
}
