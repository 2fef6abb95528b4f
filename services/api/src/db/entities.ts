import { BookingDocumentView } from '../modules/admin/document-view.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { SignInFailure } from '../modules/auth/sign-in-failure.entity.ts';
import { Booking } from '../modules/bookings/booking.entity.ts';
import { BookingEvent } from '../modules/bookings/booking-event.entity.ts';
import { Car } from '../modules/cars/car.entity.ts';
import { Review } from '../modules/reviews/review.entity.ts';
import { User } from '../modules/users/user.entity.ts';

export { Booking, BookingDocumentView, BookingEvent, Car, Review, Session, SignInFailure, User };
export const entities = [User, Car, Booking, BookingEvent, Review, Session, BookingDocumentView, SignInFailure];
