/** This remote's test car: a Tesla with a fixed id, on top of the shared fixtures. */
import type { CarDetail } from '@ladrive/contracts';
import { makeCarDetail } from '@ladrive/platform/testing';

export { makeBooking, makeUser, uuid } from '@ladrive/platform/testing';

export function makeCar(overrides: Partial<CarDetail> = {}): CarDetail {
  return makeCarDetail({
    id: '00000000-0000-4000-8000-00000000c0de',
    make: 'Tesla',
    model: 'Model 3',
    year: 2023,
    category: 'electric',
    fuelType: 'electric',
    pricePerDay: '89.50',
    description: 'Quiet and quick.',
    features: ['bluetooth'],
    images: ['/api/photos/cars/a.webp'],
    rating: '4.80',
    reviewCount: 10,
    tripCount: 12,
    ...overrides,
  });
}
