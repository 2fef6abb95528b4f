import { describe, expect, it } from 'vitest';
import { bookingCharges, bookingReceipt, isPastTrip, isTrip, renterTripStats } from './renter-trips.ts';

const today = '2031-05-10';
type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled';
const booking = (status: Status, startDate: string, make: string, model: string, city = 'Los Angeles', days = 3) => {
  const end = new Date(Date.parse(`${startDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { status, startDate, endDate: end, car: { make, model, city } };
};

describe('isTrip / isPastTrip', () => {
  it('counts paid, not cancelled bookings as trips, and ended ones as past', () => {
    expect(['pending', 'confirmed', 'completed', 'cancelled'].filter((s) => isTrip({ status: s as Status }))).toEqual([
      'confirmed',
      'completed',
    ]);
    expect(isPastTrip({ status: 'confirmed', endDate: today }, today)).toBe(true);
    expect(isPastTrip({ status: 'confirmed', endDate: '2031-05-11' }, today)).toBe(false);
    expect(isPastTrip({ status: 'completed', endDate: '2031-05-11' }, today)).toBe(true);
    expect(isPastTrip({ status: 'cancelled', endDate: '2031-01-01' }, today)).toBe(false);
  });
});

describe('renterTripStats', () => {
  it('is empty without bookings', () => {
    expect(renterTripStats([], today)).toEqual({
      totalTrips: 0,
      nextTrip: null,
      favouriteCar: null,
      citiesVisited: [],
    });
  });

  it('counts neither unpaid holds nor cancellations, and visits only cities of trips that took place', () => {
    const stats = renterTripStats(
      [
        booking('pending', '2031-06-01', 'Tesla', 'Model 3', 'Malibu'),
        booking('confirmed', '2031-05-20', 'BMW', 'X5', 'Pasadena'),
        booking('cancelled', '2031-04-12', 'Ford', 'Mustang', 'Burbank'),
        booking('completed', '2031-04-01', 'Tesla', 'Model 3', 'Santa Monica'),
        booking('completed', '2031-03-01', 'Tesla', 'Model 3', 'Santa Monica'),
        booking('confirmed', '2031-05-01', 'BMW', 'X5', 'Long Beach'),
      ],
      today,
    );
    expect(stats).toEqual({
      totalTrips: 4,
      nextTrip: { car: 'BMW X5', startDate: '2031-05-20' },
      favouriteCar: { car: 'BMW X5', trips: 2 },
      citiesVisited: ['Santa Monica', 'Long Beach'],
    });
  });

  it('takes a confirmed trip starting today as next, never an unpaid one', () => {
    const stats = renterTripStats(
      [booking('pending', today, 'Kia', 'EV6'), booking('confirmed', '2031-05-12', 'Honda', 'Civic')],
      today,
    );
    expect(stats.nextTrip).toEqual({ car: 'Honda Civic', startDate: '2031-05-12' });
    expect(stats.totalTrips).toBe(1);
    expect(stats.citiesVisited).toEqual([]);
  });
});

const stored = {
  discountAmount: '0.00',
  startDate: '2031-05-01',
  endDate: '2031-05-04',
  totalPrice: '344.85',
  serviceFee: '31.35',
  insuranceFee: '45.00',
};

describe('bookingCharges', () => {
  it('charges nothing for an unpaid booking, cancelled or not', () => {
    const unpaid = { ...stored, paymentIntentId: null, refundAmount: null };
    expect(bookingCharges({ ...unpaid, status: 'pending' })).toEqual({ paid: '0.00', refunded: null, kept: '0.00' });
    expect(bookingCharges({ ...unpaid, status: 'cancelled', refundAmount: '0.00' })).toEqual({
      paid: '0.00',
      refunded: '0.00',
      kept: '0.00',
    });
  });

  it('keeps what a paid cancellation did not refund', () => {
    const paid = { ...stored, paymentIntentId: 'pi_1', status: 'cancelled' as const, refundAmount: '313.50' };
    expect(bookingCharges(paid)).toEqual({ paid: '344.85', refunded: '313.50', kept: '31.35' });
    expect(bookingCharges({ ...paid, status: 'confirmed', refundAmount: null })).toEqual({
      paid: '344.85',
      refunded: null,
      kept: '344.85',
    });
  });
});

describe('bookingReceipt', () => {
  it('gives the line items as stored: base, insurance, service fee and total', () => {
    expect(bookingReceipt({ ...stored, status: 'completed', paymentIntentId: 'pi_1', refundAmount: null })).toEqual({
      days: 3,
      pricePerDay: '89.50',
      base: '268.50',
      discount: '0.00',
      discountRate: null,
      insurance: '45.00',
      serviceFee: '31.35',
      total: '344.85',
      paid: '344.85',
      refunded: null,
      kept: '344.85',
    });
  });

  it('gives the discount as its own line, off the base of days × the daily price', () => {
    // 7 × $100 = 700, weekly 10 % = 70 off, no insurance, fee 63 → 693
    const weekly = {
      ...stored,
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      totalPrice: '693.00',
      serviceFee: '63.00',
      insuranceFee: '0.00',
      discountAmount: '70.00',
    };
    expect(
      bookingReceipt({ ...weekly, status: 'confirmed', paymentIntentId: 'pi_1', refundAmount: null }),
    ).toMatchObject({
      days: 7,
      pricePerDay: '100.00',
      base: '700.00',
      discount: '70.00',
      discountRate: { kind: 'weekly', percent: 10 },
      total: '693.00',
    });
  });
});
