/** Sample API data for component tests, shaped by the contracts models. */
import type { AuthUser, BookingView, Car, CarDetail, Review } from '@ladrive/contracts';

let counter = 0;
export const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function makeCar(overrides: Partial<Car> = {}): Car {
  return {
    id: uuid(),
    hostId: '11111111-1111-4111-8111-111111111111',
    make: 'Toyota',
    model: 'Corolla',
    year: 2022,
    category: 'economy',
    seats: 5,
    transmission: 'automatic',
    fuelType: 'hybrid',
    pricePerDay: '45.00',
    location: '123 Ocean Ave',
    city: 'Santa Monica',
    state: 'CA',
    description: 'Clean and efficient.',
    features: ['bluetooth', 'backup_camera'],
    images: ['/api/photos/cars/a.webp', '/api/photos/cars/b.webp', '/api/photos/cars/c.webp'],
    isAvailable: true,
    instantBook: true,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
    rating: '4.70',
    reviewCount: 12,
    tripCount: 20,
    createdAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCarDetail(overrides: Partial<CarDetail> = {}): CarDetail {
  return {
    ...makeCar(),
    instantBook: true,
    host: {
      id: '11111111-1111-4111-8111-111111111111',
      firstName: 'Lucía',
      lastName: 'Méndez',
      fullName: 'Lucía Méndez',
      profileImageUrl: null,
      memberSince: '2024-03-15T12:00:00.000Z',
      rating: '4.90',
      reviewCount: 23,
    },
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: uuid(),
    bookingId: uuid(),
    carId: uuid(),
    reviewerId: uuid(),
    revieweeId: uuid(),
    rating: 5,
    comment: 'Great car!',
    createdAt: '2026-01-20T10:00:00.000Z',
    reviewer: { fullName: 'Ana García', profileImageUrl: null },
    answer: null,
    answeredAt: null,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    email: 'renter@example.com',
    firstName: 'Ana',
    lastName: 'García',
    profileImageUrl: null,
    phone: '(310) 555-0100',
    isHost: false,
    isAdmin: false,
    rating: '0.00',
    reviewCount: 0,
    banking: null,
    language: null,
    createdAt: '2025-02-03T10:00:00.000Z',
    updatedAt: '2025-02-03T10:00:00.000Z',
    ...overrides,
  };
}

export type BookingOverrides = Omit<Partial<BookingView>, 'car' | 'renter'> & {
  car?: Partial<BookingView['car']>;
  renter?: Partial<BookingView['renter']>;
};

export function makeBooking(overrides: BookingOverrides = {}): BookingView {
  const { car, renter, ...rest } = overrides;
  return {
    id: uuid(),
    carId: '00000000-0000-4000-8000-00000000c0de',
    renterId: '22222222-2222-4222-8222-222222222222',
    hostId: '11111111-1111-4111-8111-111111111111',
    startDate: '2031-05-01',
    endDate: '2031-05-04',
    fullName: 'Ana García',
    driverLicense: 'D1234567',
    address: '1 Main St, Los Angeles, CA',
    phone: '(310) 555-0100',
    emergencyContact: 'Luis García',
    emergencyPhone: '(310) 555-0101',
    addInsurance: false,
    totalPrice: '295.35',
    serviceFee: '26.85',
    insuranceFee: '0.00',
    discountAmount: '0.00',
    paymentIntentId: null,
    status: 'pending',
    createdAt: '2031-04-01T10:00:00.000Z',
    refundAmount: null,
    holdExpiresAt: '2031-04-01T10:15:00.000Z',
    requiresApproval: false,
    awaitingHost: false,
    respondBy: null,
    conversationId: null,
    hostPhone: null,
    hostPayout: null,
    ...rest,
    renter: { fullName: 'Ana García', rating: '0.00', reviewCount: 0, verified: false, ...renter },
    car: {
      make: 'Tesla',
      model: 'Model 3',
      year: 2023,
      location: '123 Ocean Ave',
      city: 'Santa Monica',
      state: 'CA',
      image: null,
      ...car,
    },
  };
}
