import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BankingSchema, isAbaRoutingNumber, ROUTING_CHECKSUM_MESSAGE } from './banking.ts';
import { CarInsertSchema, CarUpdateSchema } from './car-fields.ts';
import { canEditCar } from './car-policy.ts';
import { toApiIssues } from './errors.ts';
import {
  averageRating,
  bookedDaysIn,
  type EarningBooking,
  hostEarnings,
  hostPayout,
  hostShare,
  monthRange,
  occupancyRate,
  occupancyWindow,
} from './host-earnings.ts';
import { messageText } from './i18n/message-text.ts';
import { fromCents } from './money.ts';

// $100/day × 3 days = 300 base, 45 insurance, 34.50 fee → total 379.50
const trip = (overrides: Partial<EarningBooking>): EarningBooking => ({
  status: 'completed',
  endDate: '2026-11-05',
  totalPrice: '379.50',
  serviceFee: '34.50',
  insuranceFee: '45.00',
  refundAmount: null,
  paid: true,
  platformCommissionPercent: 15,
  ...overrides,
});

describe('hostEarnings', () => {
  it('pays the base price minus the 15% commission; fee and insurance are the platform’s', () => {
    const earnings = hostEarnings([trip({})], '2026-11-20');
    expect(earnings).toMatchObject({
      grossIncome: '300.00',
      platformCommission: '45.00',
      netPayout: '255.00',
      total: '255.00',
      thisMonth: '255.00',
      monthlyAverage: '255.00',
      upcomingPayouts: '0.00',
    });
  });

  it('counts a cancelled trip only for what was kept after the refund', () => {
    const freeCancellation = trip({ status: 'cancelled', refundAmount: '345.00' });
    const hostCancellation = trip({ status: 'cancelled', refundAmount: '379.50' });
    // late: half of the rental (345.00) refunded → 172.50 of rental kept → base share 150.00
    const late = trip({ status: 'cancelled', refundAmount: '172.50' });
    const unpaid = trip({ status: 'cancelled', refundAmount: '0.00', paid: false });
    expect(hostEarnings([freeCancellation, hostCancellation, unpaid], '2026-11-20').total).toBe('0.00');
    expect(hostEarnings([late], '2026-11-20')).toMatchObject({ grossIncome: '150.00', netPayout: '127.50' });
  });

  it('charges each booking the commission rate it was made under', () => {
    const earnings = hostEarnings([trip({}), trip({ platformCommissionPercent: 20 })], '2026-11-20');
    expect(earnings).toMatchObject({ grossIncome: '600.00', platformCommission: '105.00', netPayout: '495.00' });
  });

  it('shows confirmed trips as upcoming payouts and ignores pending ones', () => {
    const earnings = hostEarnings(
      [trip({ status: 'confirmed' }), trip({ status: 'pending', paid: false })],
      '2026-11-20',
    );
    expect(earnings).toMatchObject({ total: '0.00', upcomingPayouts: '255.00', months: [] });
  });

  it('averages over the months from the first earning through this month', () => {
    const earnings = hostEarnings([trip({ endDate: '2026-09-10' }), trip({ endDate: '2026-11-01' })], '2026-11-20');
    expect(earnings.total).toBe('510.00');
    expect(earnings.thisMonth).toBe('255.00');
    expect(earnings.monthlyAverage).toBe('170.00');
    expect(earnings.months.map((month) => month.month)).toEqual(['2026-09', '2026-10', '2026-11']);
  });

  it('spans years in month ranges', () => {
    expect(monthRange('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('hostPayout', () => {
  it("is the base after the discount minus the commission at the booking's rate, with its breakdown", () => {
    // 7 × $100 = 700, −10 % = 630, no insurance, fee 63 → total 693
    const booking = {
      totalPrice: '693.00',
      serviceFee: '63.00',
      insuranceFee: '0.00',
      discountAmount: '70.00',
      platformCommissionPercent: 15,
    };
    expect(hostPayout(booking)).toEqual({
      basePrice: '700.00',
      discount: '70.00',
      discountedBasePrice: '630.00',
      commissionPercent: 15,
      commission: '94.50',
      payout: '535.50',
    });
    // an older booking keeps its own rate
    expect(hostPayout({ ...booking, platformCommissionPercent: 20 })).toMatchObject({
      commission: '126.00',
      payout: '504.00',
    });
  });

  it('equals hostShare of a confirmed booking without a discount', () => {
    const booking = trip({ status: 'confirmed' });
    const share = hostShare(booking);
    expect(hostPayout({ ...booking, discountAmount: '0.00' })).toMatchObject({
      basePrice: '300.00',
      discount: '0.00',
      commission: fromCents(share.commissionCents),
      payout: fromCents(share.payoutCents),
    });
  });
});

describe('occupancy and rating', () => {
  it('counts the booked days of the 30 days ending today', () => {
    const window = occupancyWindow('2026-11-20');
    expect(window).toEqual({ start: '2026-10-22', end: '2026-11-21' });
    expect(bookedDaysIn(window, '2026-10-20', '2026-10-25')).toBe(3);
    expect(bookedDaysIn(window, '2026-11-19', '2026-11-30')).toBe(2);
    expect(bookedDaysIn(window, '2026-09-01', '2026-09-05')).toBe(0);
    expect(occupancyRate(15, 2)).toBe(25);
    expect(occupancyRate(0, 0)).toBe(0);
  });

  it('averages ratings to two decimals', () => {
    expect(averageRating(14, 3)).toBe('4.67');
    expect(averageRating(0, 0)).toBe('0.00');
  });
});

describe('car policy', () => {
  it('lets the host and admins edit; 401 anonymous, 403 others', () => {
    const car = { hostId: 'host' };
    expect(canEditCar({ id: 'host', isAdmin: false }, car).ok).toBe(true);
    expect(canEditCar({ id: 'admin', isAdmin: true }, car).ok).toBe(true);
    expect(canEditCar({ id: 'other', isAdmin: false }, car)).toMatchObject({ ok: false, status: 403 });
    expect(canEditCar(null, car)).toMatchObject({ ok: false, status: 401 });
  });
});

const messages = (schema: v.GenericSchema, data: unknown) => {
  const result = v.safeParse(schema, data);
  return result.success
    ? []
    : toApiIssues(result.issues).map((issue) => `${issue.path}: ${messageText(issue.message, null)}`);
};

describe('listing schemas', () => {
  it('checks the ABA routing checksum', () => {
    expect(isAbaRoutingNumber('122000661')).toBe(true);
    expect(isAbaRoutingNumber('122000662')).toBe(false);
    expect(
      messages(BankingSchema, {
        bankName: 'B',
        bankAccountName: 'A',
        bankRoutingNumber: '123456789',
        bankAccountNumber: '12345678',
      }),
    ).toEqual([`bankRoutingNumber: ${messageText(ROUTING_CHECKSUM_MESSAGE, null)}`]);
  });

  it('gives the spec messages for the car', () => {
    expect(messages(CarInsertSchema, { pricePerDay: '', year: 202, seats: undefined, images: [] })).toEqual(
      expect.arrayContaining([
        'pricePerDay: Price is required',
        'year: Year is required',
        'seats: Number of seats is required',
        'images: Please upload at least one photo of your car',
      ]),
    );
  });

  it('takes any subset of fields on edit, but not nothing', () => {
    expect(v.parse(CarUpdateSchema, { isAvailable: false })).toEqual({ isAvailable: false });
    expect(messages(CarUpdateSchema, {})).toEqual([': Nothing to update']);
    expect(messages(CarUpdateSchema, { images: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual([
      'images: You can upload at most 5 photos',
    ]);
  });

  it('takes the booking settings, refusing a discount outside 0–50 % by its field', () => {
    const settings = { instantBook: false, weeklyDiscountPercent: 0, monthlyDiscountPercent: 50 };
    expect(v.parse(CarUpdateSchema, settings)).toEqual(settings);
    expect(messages(CarUpdateSchema, { weeklyDiscountPercent: 51 })).toEqual([
      'weeklyDiscountPercent: The weekly discount must be between 0 and 50 %',
    ]);
    expect(messages(CarUpdateSchema, { monthlyDiscountPercent: -1 })).toEqual([
      'monthlyDiscountPercent: The monthly discount must be between 0 and 50 %',
    ]);
    expect(messages(CarUpdateSchema, { weeklyDiscountPercent: 12.5 })).toEqual([
      'weeklyDiscountPercent: The weekly discount must be a whole percentage',
    ]);
    expect(messages(CarUpdateSchema, { instantBook: 'yes' })).toEqual([
      'instantBook: instantBook must be true or false',
    ]);
  });
});
