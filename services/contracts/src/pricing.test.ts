import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { fromCents, toCents } from './money.ts';
import { MONTHLY_DISCOUNT_MIN_DAYS, WEEKLY_DISCOUNT_MIN_DAYS } from './policy.ts';
import {
  discountLabel,
  percentOf,
  platformCommissionCents,
  quoteAmounts,
  quoteBooking,
  storedDiscount,
} from './pricing.ts';

/** A car without discounts. */
const NO_DISCOUNTS = { weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 };

describe('quoteBooking', () => {
  it('charges whole days at the daily price plus a 10% service fee', () => {
    const quote = quoteBooking({
      ...NO_DISCOUNTS,
      pricePerDay: '45.00',
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      addInsurance: false,
    });
    expect(quote).toEqual({
      days: 3,
      baseCents: 13500,
      discountKind: null,
      discountPercent: 0,
      discountCents: 0,
      discountedBaseCents: 13500,
      insuranceCents: 0,
      serviceFeeCents: 1350,
      totalCents: 14850,
    });
  });

  it('adds $15 per day of insurance when chosen, and the fee covers it too', () => {
    const quote = quoteBooking({
      ...NO_DISCOUNTS,
      pricePerDay: '100.00',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      addInsurance: true,
    });
    expect(quote).toEqual({
      days: 2,
      baseCents: 20000,
      discountKind: null,
      discountPercent: 0,
      discountCents: 0,
      discountedBaseCents: 20000,
      insuranceCents: 3000,
      serviceFeeCents: 2300,
      totalCents: 25300,
    });
  });

  it('charges at least one day when the dates are equal or reversed', () => {
    expect(
      quoteBooking({
        ...NO_DISCOUNTS,
        pricePerDay: '30',
        startDate: '2026-12-01',
        endDate: '2026-12-01',
        addInsurance: false,
      }).days,
    ).toBe(1);
    expect(
      quoteBooking({
        ...NO_DISCOUNTS,
        pricePerDay: '30',
        startDate: '2026-12-05',
        endDate: '2026-12-01',
        addInsurance: false,
      }).days,
    ).toBe(1);
  });

  it('rounds the service fee to the nearest cent', () => {
    const quote = quoteBooking({
      ...NO_DISCOUNTS,
      pricePerDay: '33.33',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      addInsurance: false,
    });
    expect(quote.serviceFeeCents).toBe(333);
    expect(quote.totalCents).toBe(3666);
  });

  it('counts days across a daylight-saving change as calendar days', () => {
    const quote = quoteBooking({
      ...NO_DISCOUNTS,
      pricePerDay: '10',
      startDate: '2026-11-01',
      endDate: '2026-11-03',
      addInsurance: false,
    });
    expect(quote.days).toBe(2);
  });

  it('gives the stored decimal strings', () => {
    const quote = quoteBooking({
      ...NO_DISCOUNTS,
      pricePerDay: '89.99',
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      addInsurance: true,
    });
    expect(quoteAmounts(quote)).toEqual({
      totalPrice: '808.42',
      serviceFee: '73.49',
      insuranceFee: '105.00',
      discountAmount: '0.00',
    });
  });

  it('takes a 15% platform commission from the base price', () => {
    expect(platformCommissionCents(10000, 15)).toBe(1500);
  });

  it('rounds a percentage to the cent, a half cent up (as PostgreSQL does)', () => {
    expect(percentOf(10, 15)).toBe(2); // 1.5 cents
    expect(percentOf(30, 15)).toBe(5); // 4.5 cents
    expect(percentOf(101, 50)).toBe(51);
    expect(percentOf(50, 29)).toBe(15); // 14.5 cents; 50 × 0.29 is 14.499999999999998 in floating point
  });
});

describe('quoteBooking: the weekly and monthly discounts', () => {
  const start = '2026-12-01';
  const trip = (days: number, weeklyDiscountPercent: number, monthlyDiscountPercent: number) =>
    quoteBooking({
      pricePerDay: '100.00',
      weeklyDiscountPercent,
      monthlyDiscountPercent,
      startDate: start,
      endDate: addDays(start, days),
      addInsurance: false,
    });

  it('gives no discount below a week, the weekly one from 7 days', () => {
    expect(WEEKLY_DISCOUNT_MIN_DAYS).toBe(7);
    expect(trip(6, 10, 20)).toMatchObject({ discountKind: null, discountCents: 0, totalCents: 66000 });
    // 7 × $100 = $700, −10 % = $630, + 10 % fee = $693
    expect(trip(7, 10, 20)).toMatchObject({
      baseCents: 70000,
      discountKind: 'weekly',
      discountPercent: 10,
      discountCents: 7000,
      discountedBaseCents: 63000,
      serviceFeeCents: 6300,
      totalCents: 69300,
    });
  });

  it('gives the larger of the monthly and weekly ones from 28 days', () => {
    expect(MONTHLY_DISCOUNT_MIN_DAYS).toBe(28);
    expect(trip(27, 10, 20)).toMatchObject({ discountKind: 'weekly', discountCents: 27000 });
    expect(trip(28, 10, 20)).toMatchObject({ discountKind: 'monthly', discountPercent: 20, discountCents: 56000 });
    expect(trip(28, 25, 20)).toMatchObject({ discountKind: 'monthly', discountPercent: 25, discountCents: 70000 });
    expect(trip(28, 0, 15)).toMatchObject({ discountKind: 'monthly', discountCents: 42000 });
    // a monthly discount alone does not reach shorter trips
    expect(trip(27, 0, 15)).toMatchObject({ discountKind: null, discountCents: 0 });
    expect(trip(30, 0, 0)).toMatchObject({ discountKind: null, discountPercent: 0, discountCents: 0 });
  });

  it('counts the days of a trip across a daylight-saving change as calendar days (March and November)', () => {
    // Los Angeles springs forward on 2027-03-14 and falls back on 2026-11-01: a week is still 7 days
    const from = (startDate: string, days: number) =>
      quoteBooking({
        pricePerDay: '100.00',
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 20,
        startDate,
        endDate: addDays(startDate, days),
        addInsurance: false,
      });
    for (const startDate of ['2027-03-10', '2026-10-29']) {
      expect(from(startDate, 6)).toMatchObject({ days: 6, discountKind: null });
      expect(from(startDate, 7)).toMatchObject({ days: 7, discountKind: 'weekly', discountCents: 7000 });
    }
  });

  it('rounds the discount to the cent (half a cent up) and the fee on the base after it, with insurance', () => {
    // 7 × $33.33 = $233.31; 15 % = 3499.65 cents → 3500; base after discount 19831 + insurance 10500
    const quote = quoteBooking({
      pricePerDay: '33.33',
      weeklyDiscountPercent: 15,
      monthlyDiscountPercent: 0,
      startDate: start,
      endDate: addDays(start, 7),
      addInsurance: true,
    });
    expect(quote).toMatchObject({ baseCents: 23331, discountCents: 3500, discountedBaseCents: 19831 });
    // fee: 10 % of (19831 + 10500) = 3033.1 cents → 3033
    expect(quoteAmounts(quote)).toEqual({
      totalPrice: '333.64',
      serviceFee: '30.33',
      insuranceFee: '105.00',
      discountAmount: '35.00',
    });
  });
});

describe('the discount line', () => {
  it('is named by the trip and the page language', () => {
    expect(discountLabel('weekly', 10, 'es')).toBe('Descuento semanal (10 %)');
    expect(discountLabel('monthly', 20, 'en')).toBe('Monthly discount (20%)');
  });

  it("is read back from a booking's stored amounts", () => {
    const quote = quoteBooking({
      pricePerDay: '33.33',
      weeklyDiscountPercent: 15,
      monthlyDiscountPercent: 0,
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      addInsurance: false,
    });
    const stored = { startDate: '2026-12-01', endDate: '2026-12-08', baseCents: quote.baseCents };
    expect(storedDiscount({ ...stored, discountAmount: quoteAmounts(quote).discountAmount })).toEqual({
      kind: 'weekly',
      percent: 15,
    });
    expect(storedDiscount({ ...stored, discountAmount: '0.00' })).toBeNull();
    expect(
      storedDiscount({ startDate: '2026-12-01', endDate: '2026-12-29', baseCents: 280000, discountAmount: '560.00' }),
    ).toEqual({ kind: 'monthly', percent: 20 });
  });
});

describe('money', () => {
  it('converts decimal strings to cents and back exactly', () => {
    expect(toCents('0.1')).toBe(10);
    expect(toCents('1234.56')).toBe(123456);
    expect(fromCents(123456)).toBe('1234.56');
    expect(fromCents(5)).toBe('0.05');
  });

  it('rejects what is not a money amount', () => {
    expect(() => toCents('-1')).toThrow();
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('abc')).toThrow();
    expect(() => fromCents(1.5)).toThrow();
  });
});
