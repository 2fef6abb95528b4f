import type {
  AdminBookingRow,
  AdminCarRow,
  AdminDashboardSummary,
  AdminReleases,
  AdminUserRow,
  RumRollup,
  VersionHealth,
} from '@ladrive/contracts';
import { uuid } from '@ladrive/platform/testing';

export function makeSummary(overrides: Partial<AdminDashboardSummary> = {}): AdminDashboardSummary {
  return {
    totalRevenue: '12345.60',
    platformCommission: '8000.00',
    monthlyRevenue: '987.65',
    totalUsers: 120,
    activeHosts: 14,
    totalVehicles: 40,
    availableVehicles: 33,
    completedTrips: 210,
    activeTrips: 3,
    topCars: [
      {
        id: uuid(),
        year: 2023,
        make: 'Tesla',
        model: 'Model 3',
        city: 'Los Angeles',
        state: 'CA',
        rating: '4.95',
        tripCount: 31,
      },
    ],
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: uuid(),
    firstName: 'Ana',
    lastName: 'García',
    fullName: 'Ana García',
    email: 'ana@example.com',
    isHost: false,
    isAdmin: false,
    createdAt: '2026-03-14T18:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminCar(overrides: Partial<AdminCarRow> = {}): AdminCarRow {
  return {
    id: uuid(),
    year: 2022,
    make: 'Toyota',
    model: 'Camry',
    city: 'Los Angeles',
    state: 'CA',
    hostId: uuid(),
    hostName: 'Hugo Host',
    hostEmail: 'hugo@example.com',
    isAvailable: true,
    category: 'midsize',
    pricePerDay: '65.00',
    rating: '4.80',
    tripCount: 12,
    createdAt: '2026-01-02T18:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminBooking(overrides: Partial<AdminBookingRow> = {}): AdminBookingRow {
  return {
    id: uuid(),
    carId: uuid(),
    carYear: 2022,
    carMake: 'Toyota',
    carModel: 'Camry',
    renterId: uuid(),
    renterName: 'Rosa Renter',
    renterEmail: 'rosa@example.com',
    startDate: '2026-12-01',
    endDate: '2026-12-04',
    status: 'confirmed',
    totalPrice: '214.50',
    serviceFee: '19.50',
    createdAt: '2026-11-20T18:00:00.000Z',
    documents: ['license', 'selfie'],
    lastDocumentView: null,
    ...overrides,
  };
}

type AppRelease = AdminReleases['apps'][number];

/** mfe-static as `pnpm release mfe-static --canary 10` leaves it, after a release and a rollback. */
export function makeAppRelease(overrides: Partial<AppRelease> = {}): AppRelease {
  return {
    app: 'mfe-static',
    remote: 'mfe_static',
    inUse: '1.0.0-aaa',
    canary: { version: '1.0.0-ccc', percent: 10, since: '2026-11-27T08:05:00.000Z' },
    switches: [
      { at: '2026-11-26T18:00:00.000Z', from: null, to: '1.0.0-aaa', kind: 'release', by: 'Ana' },
      { at: '2026-11-26T19:00:00.000Z', from: '1.0.0-aaa', to: '1.0.0-bbb', kind: 'release', by: 'Ana' },
      {
        at: '2026-11-26T19:30:00.000Z',
        from: '1.0.0-bbb',
        to: '1.0.0-aaa',
        kind: 'rollback',
        by: 'Hugo',
        reason: 'contact form broken',
      },
      { at: '2026-11-27T08:05:00.000Z', from: '1.0.0-aaa', to: '1.0.0-ccc', kind: 'canary', by: 'Ana', percent: 10 },
    ],
    ...overrides,
  };
}

export function makeVersionHealth(overrides: Partial<VersionHealth> = {}): VersionHealth {
  return {
    remote: 'mfe_static',
    version: '1.0.0-aaa',
    sessions: 40,
    failingSessions: 1,
    errorSessions: 1,
    failedLoadSessions: 0,
    errorRate: 0.025,
    p75: { LCP: 1834.4, INP: 96, CLS: 0.0123 },
    ...overrides,
  };
}

export function makeRumRollup(versions: VersionHealth[], window: RumRollup['window'] = '1h'): RumRollup {
  return { window, since: '2026-11-27T07:30:00.000Z', until: '2026-11-27T08:30:00.000Z', versions };
}
