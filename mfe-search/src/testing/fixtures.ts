import type { Car, CarDetail, Review } from '@ladrive/contracts';

let counter = 0;
const uuid = () => {
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
    ...overrides,
  };
}
