import type { AdminBookingRow, AdminCarRow, AdminDashboardSummary, AdminUserRow } from '@ladrive/contracts';
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
