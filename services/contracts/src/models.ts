/** Shapes the API returns (spec section 3). Money and ratings are decimal strings. */
import type { BookingStatus, CarCategory, CarFeature, FuelType, Transmission } from './enums.ts';

/** The signed-in user as `GET /api/auth/user` returns it: never the password hash or bank numbers. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  phone: string | null;
  isHost: boolean;
  isAdmin: boolean;
  rating: string;
  reviewCount: number;
  /** Bank details on file (null = none saved yet), masked: never the routing number, only the account's last 4 digits. */
  banking: SavedBanking | null;
  createdAt: string;
  updatedAt: string;
}

/** Saved bank details as every response shows them (`PUT /api/users/banking` answers `{ saved: true, banking }`). */
export interface SavedBanking {
  bankName: string;
  bankAccountName: string;
  bankAccountLast4: string;
}

export interface Car {
  id: string;
  hostId: string;
  make: string;
  model: string;
  year: number;
  category: CarCategory;
  seats: number;
  transmission: Transmission;
  fuelType: FuelType;
  pricePerDay: string;
  location: string;
  city: string;
  state: string;
  description: string | null;
  features: CarFeature[];
  images: string[];
  isAvailable: boolean;
  rating: string;
  reviewCount: number;
  tripCount: number;
  createdAt: string;
}

/** The host card of GET /api/cars/:id: public profile only (no email, phone or banking). */
export interface CarHost {
  id: string;
  firstName: string;
  lastName: string;
  /** "First Last", trimmed; 'Usuario' when both are empty. */
  fullName: string;
  profileImageUrl: string | null;
  /** ISO timestamp of the account's creation. */
  memberSince: string;
  rating: string;
  reviewCount: number;
}

/** GET /api/cars/:id: the car plus its host's public profile. */
export interface CarDetail extends Car {
  host: CarHost;
}

/**
 * One item of GET /api/cars/:id/booked-dates: a pending or confirmed booking's days,
 * [startDate, endDate) like every booking (endDate itself is free for a new pickup).
 */
export interface BookedDateRange {
  startDate: string;
  endDate: string;
}

/** Response headers of GET /api/cars (the body is the page: a JSON array of `Car`). */
export const CAR_SEARCH_HEADERS = {
  totalCount: 'X-Total-Count',
  page: 'X-Page',
  pageSize: 'X-Page-Size',
} as const;

export interface Booking {
  id: string;
  carId: string;
  renterId: string;
  hostId: string;
  startDate: string;
  endDate: string;
  driverLicense: string;
  fullName: string;
  address: string;
  phone: string;
  emergencyContact: string;
  emergencyPhone: string;
  addInsurance: boolean;
  totalPrice: string;
  serviceFee: string;
  insuranceFee: string;
  paymentIntentId: string | null;
  status: BookingStatus;
  createdAt: string;
}

export interface Review {
  id: string;
  bookingId: string;
  carId: string;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  reviewer: { fullName: string; profileImageUrl: string | null };
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
  objectStore: 'ok' | 'down';
}

/**
 * A booking as every bookings route returns it: the `Booking` fields (never the identity photo
 * keys), the refund recorded at cancellation, and what lists show of the car and the renter.
 */
export interface BookingView extends Booking {
  /** Set when the booking was cancelled after being paid ("0.00" for an unpaid one); null otherwise. */
  refundAmount: string | null;
  /** ISO 8601: until when the unpaid booking holds its dates (the checkout window, booking-rules.ts). */
  holdExpiresAt: string;
  car: {
    make: string;
    model: string;
    year: number;
    location: string;
    city: string;
    state: string;
    /** The car's first photo, or null. */
    image: string | null;
  };
  /** The renter's account name ('Usuario' when empty). */
  renter: { fullName: string };
}

/** GET /api/bookings/:id/cancellation: what cancelling now would refund and charge. */
export interface CancellationQuote {
  refund: string;
  charged: string;
  policy: 'unpaid' | 'full' | 'half';
  message: string;
}
