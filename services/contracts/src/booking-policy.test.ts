import { describe, expect, it } from 'vitest';
import {
  BOOKING_POLICY_MESSAGES,
  bookingRoles,
  bookingSeenBy,
  canChangeBookingStatus,
  canListBookingsOf,
  canPayBooking,
  canReadBooking,
} from './booking-policy.ts';
import { actsForUser, type PolicyActor } from './user-policy.ts';

const booking = { renterId: 'renter-id', hostId: 'host-id' };
const renter: PolicyActor = { id: 'renter-id', isAdmin: false };
const host: PolicyActor = { id: 'host-id', isAdmin: false };
const admin: PolicyActor = { id: 'admin-id', isAdmin: true };
const adminHost: PolicyActor = { id: 'host-id', isAdmin: true };
const stranger: PolicyActor = { id: 'stranger-id', isAdmin: false };

const refused = (message: string) => ({ ok: false, reason: 'forbidden', message });

describe('bookingRoles', () => {
  it('names every role the user has, most powerful first', () => {
    expect(bookingRoles(renter, booking)).toEqual(['renter']);
    expect(bookingRoles(host, booking)).toEqual(['host']);
    expect(bookingRoles(admin, booking)).toEqual(['admin']);
    expect(bookingRoles(adminHost, booking)).toEqual(['admin', 'host']);
    expect(bookingRoles(stranger, booking)).toEqual([]);
  });
});

describe('canReadBooking', () => {
  it('lets the renter, the host and an admin read it, in their roles', () => {
    expect(canReadBooking(renter, booking)).toEqual({ ok: true, roles: ['renter'] });
    expect(canReadBooking(host, booking)).toEqual({ ok: true, roles: ['host'] });
    expect(canReadBooking(admin, booking)).toEqual({ ok: true, roles: ['admin'] });
  });

  it('refuses anyone else', () => {
    expect(canReadBooking(stranger, booking)).toEqual(refused(BOOKING_POLICY_MESSAGES.readOwnOnly));
  });
});

describe('canPayBooking', () => {
  it('lets the renter pay', () => {
    expect(canPayBooking(renter, booking)).toEqual({ ok: true, roles: ['renter'] });
  });

  it.each([
    ['the host', host],
    ['an admin', admin],
    ['a stranger', stranger],
  ])('refuses %s', (_, actor) => {
    expect(canPayBooking(actor, booking)).toEqual(refused(BOOKING_POLICY_MESSAGES.renterPaysOnly));
  });
});

describe('canChangeBookingStatus', () => {
  it('lets the renter, the host and an admin ask, with the roles the lifecycle then checks', () => {
    expect(canChangeBookingStatus(renter, booking)).toEqual({ ok: true, roles: ['renter'] });
    expect(canChangeBookingStatus(host, booking)).toEqual({ ok: true, roles: ['host'] });
    expect(canChangeBookingStatus(adminHost, booking)).toEqual({ ok: true, roles: ['admin', 'host'] });
  });

  it('refuses anyone else', () => {
    expect(canChangeBookingStatus(stranger, booking)).toEqual(refused(BOOKING_POLICY_MESSAGES.changeOwnOnly));
  });
});

describe('canListBookingsOf', () => {
  it('lets a user list their own bookings, whatever the case of the id', () => {
    expect(canListBookingsOf(renter, 'renter-id')).toEqual({ ok: true });
    expect(canListBookingsOf(renter, 'RENTER-ID')).toEqual({ ok: true });
  });

  it("lets an admin list anyone's, and refuses other users", () => {
    expect(canListBookingsOf(admin, 'renter-id')).toEqual({ ok: true });
    expect(canListBookingsOf(stranger, 'renter-id')).toEqual(refused(BOOKING_POLICY_MESSAGES.readOwnOnly));
  });
});

describe('actsForUser', () => {
  it('is the user themself or an admin', () => {
    expect(actsForUser(host, 'host-id')).toBe(true);
    expect(actsForUser(admin, 'host-id')).toBe(true);
    expect(actsForUser(renter, 'host-id')).toBe(false);
  });
});

describe('bookingSeenBy', () => {
  const booking = {
    renterId: 'renter',
    hostId: 'host',
    status: 'confirmed',
    fullName: 'Ana García',
    driverLicense: 'D1234567',
    address: '1 Main St',
    phone: '(213) 555-0100',
    emergencyContact: 'Luis',
    emergencyPhone: '(213) 555-0101',
  };

  it('shows everything to the renter and to admins', () => {
    expect(bookingSeenBy(booking, ['renter'])).toEqual(booking);
    expect(bookingSeenBy(booking, ['admin', 'host'])).toEqual(booking);
  });

  it('shows the host the name and, once confirmed, the phone; never licence, address or emergency contacts', () => {
    expect(bookingSeenBy(booking, ['host'])).toEqual({
      ...booking,
      driverLicense: '',
      address: '',
      emergencyContact: '',
      emergencyPhone: '',
    });
    for (const status of ['pending', 'cancelled', 'completed']) {
      expect(bookingSeenBy({ ...booking, status }, ['host'])).toMatchObject({ fullName: 'Ana García', phone: '' });
    }
  });

  it("shows the host's payout to the host and admins only", () => {
    const withPayout = { ...booking, hostPayout: { payout: '535.50' } };
    expect(bookingSeenBy(withPayout, ['host']).hostPayout).toEqual({ payout: '535.50' });
    expect(bookingSeenBy(withPayout, ['admin']).hostPayout).toEqual({ payout: '535.50' });
    expect(bookingSeenBy(withPayout, ['renter'])).toEqual({ ...withPayout, hostPayout: null });
  });
});
