import type { InferKyselyDB } from '@mikro-orm/postgresql';
import type { TablesAsRead } from '../db/kysely.ts';
import { BookingDocumentView } from './admin/document-view.entity.ts';
import { PlatformRevenueMonth } from './admin/platform-revenue-month.entity.ts';
import { Session } from './auth/session.entity.ts';
import { SignInFailure } from './auth/sign-in-failure.entity.ts';
import { Booking } from './bookings/booking.entity.ts';
import { BookingEvent } from './bookings/booking-event.entity.ts';
import { Car } from './cars/car.entity.ts';
import { Favourite } from './favourites/favourite.entity.ts';
import { HostEarningsMonth } from './host/host-earnings-month.entity.ts';
import { Review } from './reviews/review.entity.ts';
import { User } from './users/user.entity.ts';
import { UserIdentity } from './users/user-identity.entity.ts';

export {
  Booking,
  BookingDocumentView,
  BookingEvent,
  Car,
  Favourite,
  HostEarningsMonth,
  PlatformRevenueMonth,
  Review,
  Session,
  SignInFailure,
  User,
  UserIdentity,
};
export const entities = [
  User,
  Car,
  Booking,
  BookingEvent,
  Review,
  Session,
  BookingDocumentView,
  PlatformRevenueMonth,
  SignInFailure,
  HostEarningsMonth,
  Favourite,
  UserIdentity,
];

// The query layer's tables are these entities' (db/kysely.ts): one description of the schema.
declare module '../db/kysely.ts' {
  interface Db extends TablesAsRead<InferKyselyDB<(typeof entities)[number]>> {}
}
