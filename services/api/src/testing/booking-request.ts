/**
 * A booking request the API accepts, as the booking form sends it: for the API tests (through fixtures.ts) and the
 * contention bench (bench/bookings.ts), so both send the same body. No test runner here: the bench imports it.
 */
import type { BookingInsert } from '@ladrive/contracts';

/** The expiry of the test licence: valid through every trip the tests book. */
export const LICENSE_EXPIRY = '2036-06-30';

/** A booking request the API accepts (identity photos included), with any field replaced. */
export function bookingRequest(
  trip: Pick<BookingInsert, 'carId' | 'startDate' | 'endDate'>,
  photo: string,
  overrides: Partial<Record<keyof BookingInsert, unknown>> = {},
) {
  return {
    ...trip,
    fullName: 'Rita Renter',
    driverLicense: 'D1234567',
    licenseExpiry: LICENSE_EXPIRY,
    address: '1 Main St, Los Angeles, CA',
    phone: '(213) 555-0100',
    emergencyContact: 'Ed Renter',
    emergencyPhone: '(213) 555-0101',
    addInsurance: false,
    agreesToTerms: true,
    licensePhoto: photo,
    selfieWithLicense: photo,
    ...overrides,
  };
}
