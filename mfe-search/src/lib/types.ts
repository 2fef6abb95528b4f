import type { Car } from '@ladrive/contracts';

/**
 * `GET /api/cars/:id`: the car plus its host. Defined here until `@ladrive/contracts` exports
 * `CarDetail` (the API team adds it); then switch to the contracts type.
 */
export interface CarHost {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  profileImageUrl: string | null;
  memberSince: string;
  rating: string;
  reviewCount: number;
}

export interface CarDetail extends Car {
  host: CarHost;
}

/** `GET /api/cars/:id/booked-dates`: pending and confirmed bookings from today on; end date exclusive. */
export interface BookedRange {
  startDate: string;
  endDate: string;
}
