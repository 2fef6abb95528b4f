import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money.ts';
import { percentOf, platformCommissionCents, quoteAmounts, quoteBooking } from './pricing.ts';

describe('quoteBooking', () => {
  it('charges whole days at the daily price plus a 10% service fee', () => {
    const quote = quoteBooking({
      pricePerDay: '45.00',
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      addInsurance: false,
    });
    expect(quote).toEqual({ days: 3, baseCents: 13500, insuranceCents: 0, serviceFeeCents: 1350, totalCents: 14850 });
  });

  it('adds $15 per day of insurance when chosen, and the fee covers it too', () => {
    const quote = quoteBooking({
      pricePerDay: '100.00',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      addInsurance: true,
    });
    expect(quote).toEqual({
      days: 2,
      baseCents: 20000,
      insuranceCents: 3000,
      serviceFeeCents: 2300,
      totalCents: 25300,
    });
  });

  it('charges at least one day when the dates are equal or reversed', () => {
    expect(
      quoteBooking({ pricePerDay: '30', startDate: '2026-12-01', endDate: '2026-12-01', addInsurance: false }).days,
    ).toBe(1);
    expect(
      quoteBooking({ pricePerDay: '30', startDate: '2026-12-05', endDate: '2026-12-01', addInsurance: false }).days,
    ).toBe(1);
  });

  it('rounds the service fee to the nearest cent', () => {
    const quote = quoteBooking({
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
      pricePerDay: '10',
      startDate: '2026-11-01',
      endDate: '2026-11-03',
      addInsurance: false,
    });
    expect(quote.days).toBe(2);
  });

  it('gives the stored decimal strings', () => {
    const quote = quoteBooking({
      pricePerDay: '89.99',
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      addInsurance: true,
    });
    expect(quoteAmounts(quote)).toEqual({ totalPrice: '808.42', serviceFee: '73.49', insuranceFee: '105.00' });
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
