/**
 * Verify once per account (Turo's way): the first booking's licence, address, emergency contact and the two
 * identity photos are kept on the renter's account; later bookings reuse them. The renter verifies again only
 * with another licence (its number or its expiry changed: a renewed card is a new document) — an expired one
 * cannot book at all (`LICENSE_EXPIRES_DURING_TRIP`), so it is always replaced.
 */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';

/** GET /api/users/identity: what the account has on file (the photos themselves never leave the server). */
export const VerifiedIdentitySchema = v.strictObject({
  driverLicense: v.string(),
  licenseExpiry: v.pipe(v.string(), v.isoDate()),
  address: v.string(),
  phone: v.string(),
  emergencyContact: v.string(),
  emergencyPhone: v.string(),
  verifiedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type VerifiedIdentity = v.InferOutput<typeof VerifiedIdentitySchema>;

export const LICENSE_EXPIRES_DURING_TRIP = message('bookings.licenseExpiresDuringTrip');

/** The licence must still be valid on the day the car is returned (checked with the trip's own date rules). */
export const licenseExpiresDuringTrip = (licenseExpiry: string, endDate: string) => licenseExpiry < endDate;

/** A licence number as issued: "d123 4567" and "D1234567" are one licence. */
export const normalizeLicense = (number: string) => number.replace(/[\s-]/g, '').toUpperCase();

/** Whether the identity on file verifies this licence: the same number and the same expiry. */
export function identityCovers(
  identity: Pick<VerifiedIdentity, 'driverLicense' | 'licenseExpiry'> | null | undefined,
  license: { driverLicense: string; licenseExpiry: string },
): boolean {
  return (
    !!identity &&
    normalizeLicense(identity.driverLicense) === normalizeLicense(license.driverLicense) &&
    identity.licenseExpiry === license.licenseExpiry
  );
}
