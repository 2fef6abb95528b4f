import type { HostDashboard } from '@ladrive/contracts';

/** A host dashboard response with every figure set; override what a test looks at. */
export function makeHostDashboard(overrides: Partial<HostDashboard> = {}): HostDashboard {
  return {
    totalEarnings: '2860.00',
    completedTrips: 7,
    avgRating: '4.67',
    occupancyRate: 42,
    carCount: 3,
    availableCarCount: 2,
    earnings: {
      thisMonth: '510.00',
      monthlyAverage: '953.33',
      total: '2860.00',
      grossIncome: '3364.71',
      platformCommission: '504.71',
      netPayout: '2860.00',
      upcomingPayouts: '382.50',
      months: [
        { month: '2031-03', netPayout: '1200.00' },
        { month: '2031-04', netPayout: '1150.00' },
        { month: '2031-05', netPayout: '510.00' },
      ],
    },
    recentBookings: [],
    ...overrides,
  };
}
