import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdminBookingsQuerySchema, AdminUsersQuerySchema } from './admin.ts';
import { cancellationQuote } from './cancellation.ts';
import { toApiIssues } from './errors.ts';
import { messageText } from './i18n/message-text.ts';
import { adminSummary, isActiveTrip, platformRevenue } from './platform-revenue.ts';
import { quoteAmounts, quoteBooking } from './pricing.ts';

const paid = { paid: true, refundAmount: null };
const NO_DISCOUNTS = { weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 };
// the spec's rate, stored on each booking (a rate change leaves these bookings at 15%)
const bookedAt15 = { platformCommissionPercent: 15 };
// 3 days at $100 with insurance: base 300, insurance 45, fee 34.50, total 379.50
const amounts = {
  ...quoteAmounts(
    quoteBooking({
      ...NO_DISCOUNTS,
      pricePerDay: '100.00',
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      addInsurance: true,
    }),
  ),
  ...bookedAt15,
};
const trip = { startDate: '2026-12-10', endDate: '2026-12-13' };

describe('platformRevenue', () => {
  it('is the service fee plus 15% of the base price for a completed trip (insurance is not revenue)', () => {
    expect(platformRevenue({ ...amounts, ...paid, ...trip, status: 'completed' })).toEqual({
      serviceFeeCents: 3450,
      commissionCents: 4500,
      revenueCents: 7950,
    });
  });

  it('is nothing yet for pending and confirmed trips, and nothing for unpaid cancellations', () => {
    for (const status of ['pending', 'confirmed'] as const)
      expect(platformRevenue({ ...amounts, ...paid, ...trip, status }).revenueCents).toBe(0);
    const unpaid = { ...amounts, ...trip, status: 'cancelled' as const, paid: false, refundAmount: '0.00' };
    expect(platformRevenue(unpaid).revenueCents).toBe(0);
  });

  it('keeps the fee after a free cancellation, fee + half the commission after a late one, nothing after a full refund', () => {
    const booking = { ...amounts, ...paid, ...trip, status: 'confirmed' as const };
    const afterCancelling = (iso: string, actor: 'renter' | 'admin') => {
      const outcome = cancellationQuote(booking, new Date(iso), actor);
      if (!outcome.ok) throw new Error(outcome.message);
      return platformRevenue({ ...booking, status: 'cancelled', refundAmount: outcome.quote.refund });
    };
    expect(afterCancelling('2026-12-01T12:00:00Z', 'renter')).toEqual({
      serviceFeeCents: 3450,
      commissionCents: 0,
      revenueCents: 3450,
    });
    // kept = 34.50 fee + half of 345.00; base kept = 300 × 172.50 / 345 = 150.00 → commission 22.50
    expect(afterCancelling('2026-12-09T20:00:00Z', 'renter')).toEqual({
      serviceFeeCents: 3450,
      commissionCents: 2250,
      revenueCents: 5700,
    });
    expect(afterCancelling('2026-12-01T12:00:00Z', 'admin').revenueCents).toBe(0);
  });

  it('takes the commission at the rate the booking stores, not the rate of the day', () => {
    const bookedAt20 = { ...amounts, ...paid, ...trip, status: 'completed' as const, platformCommissionPercent: 20 };
    expect(platformRevenue(bookedAt20)).toEqual({ serviceFeeCents: 3450, commissionCents: 6000, revenueCents: 9450 });
  });
});

describe('isActiveTrip', () => {
  it('counts a confirmed trip from its start day through its return day', () => {
    const trip = { status: 'confirmed' as const, startDate: '2026-12-01', endDate: '2026-12-03' };
    expect(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04'].map((day) => isActiveTrip(trip, day))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isActiveTrip({ ...trip, status: 'completed' }, '2026-12-02')).toBe(false);
  });
});

describe('adminSummary', () => {
  it('adds up every figure and picks the five best rated cars, trips breaking ties', () => {
    const car = (id: string, rating: string, tripCount: number, isAvailable = true, hostId = 'h1') => ({
      id,
      year: 2022,
      make: 'Toyota',
      model: id,
      city: 'Los Angeles',
      state: 'CA',
      rating,
      tripCount,
      isAvailable,
      hostId,
    });
    const data = {
      users: [{ id: 'h1' }, { id: 'h2' }, { id: 'r' }],
      cars: [
        car('a', '4.50', 1),
        car('b', '4.90', 2),
        car('c', '4.90', 7, false, 'h2'),
        car('d', '3.00', 9),
        car('e', '5.00', 0),
        car('f', '1.00', 40),
      ],
      bookings: [
        { ...amounts, ...paid, status: 'completed', startDate: '2026-12-01', endDate: '2026-12-04' },
        // base 100, fee 10: revenue 25.00
        {
          ...quoteAmounts(
            quoteBooking({
              ...NO_DISCOUNTS,
              pricePerDay: '50.00',
              startDate: '2026-11-27',
              endDate: '2026-11-29',
              addInsurance: false,
            }),
          ),
          ...bookedAt15,
          ...paid,
          status: 'completed',
          startDate: '2026-11-27',
          endDate: '2026-11-29',
        },
        { ...amounts, ...paid, status: 'confirmed', startDate: '2026-11-30', endDate: '2026-12-15' },
        {
          ...amounts,
          paid: false,
          refundAmount: null,
          status: 'pending',
          startDate: '2026-12-20',
          endDate: '2026-12-21',
        },
      ],
    } as const;
    const summary = adminSummary(data, new Date('2026-12-10T20:00:00Z'));
    expect(summary).toMatchObject({
      totalRevenue: '104.50',
      platformCommission: '60.00',
      monthlyRevenue: '79.50',
      totalUsers: 3,
      activeHosts: 1,
      totalVehicles: 6,
      availableVehicles: 5,
      completedTrips: 2,
      activeTrips: 1,
    });
    expect(summary.topCars.map((top) => top.id)).toEqual(['e', 'c', 'b', 'a', 'd']);
    // 05:00 UTC on 1 December is still 30 November in Los Angeles: November's trip is this month's
    expect(adminSummary(data, new Date('2026-12-01T05:00:00Z')).monthlyRevenue).toBe('25.00');
  });
});

describe('admin list queries', () => {
  const issues = (schema: v.GenericSchema, query: Record<string, unknown>) => {
    const result = v.safeParse(schema, query);
    return result.success ? [] : toApiIssues(result.issues);
  };

  it('fills in the defaults and drops empty values', () => {
    expect(v.parse(AdminBookingsQuerySchema, { q: '', status: 'pending' })).toEqual({
      page: 1,
      pageSize: 25,
      sort: '-createdAt',
      status: 'pending',
    });
  });

  it('names every bad parameter', () => {
    expect(
      issues(AdminBookingsQuerySchema, {
        page: '0',
        pageSize: '101',
        sort: 'price',
        status: 'lost',
        colour: 'red',
      }).map((issue) => issue.path),
    ).toEqual(expect.arrayContaining(['page', 'pageSize', 'sort', 'status', 'colour']));
    expect(issues(AdminUsersQuerySchema, { page: ['1', '2'] })[0]?.path).toBe('page');
    expect(messageText(issues(AdminUsersQuerySchema, { q: 'x'.repeat(101) })[0]?.message ?? '', null)).toBe(
      'Search must be at most 100 characters',
    );
  });
});
