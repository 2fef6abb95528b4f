/**
 * When a car is taken, in SQL: the bookings that hold its dates. The checkout hold itself (contracts
 * booking-rules, released by bookings/booking-holds.ts) is the bookings module's; this condition lives with the
 * car reads that ask it (search by dates, booked dates) because bookings build on cars, not the other way round.
 */
import { sql } from 'kysely';

/** SQL condition on a booking aliased `b`: it holds its dates (paid, or unpaid inside its checkout window). */
export const holdsItsDates = sql<boolean>`(b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > now()))`;
