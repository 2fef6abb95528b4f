/**
 * What a renter's bookings amount to, counted only from what happened (the My Bookings tiles, its list and the
 * trip page's receipt):
 *
 * - a trip is a paid booking that was not cancelled (confirmed or completed); an unpaid hold is not a trip;
 * - a trip has ended when it is completed, or confirmed and its end date has come (Los Angeles day);
 * - charged is what the card paid (nothing for an unpaid booking); a cancellation refunds `refundAmount` of it
 *   and the platform keeps the rest (cancellation.ts is the rule that set it).
 */
import { daysBetween } from './dates.ts';
import type { BookingView } from './models.ts';
import { fromCents, toCents } from './money.ts';
import { storedDiscount } from './pricing.ts';

type StatsBooking = Pick<BookingView, 'status' | 'startDate' | 'endDate'> & {
  car: Pick<BookingView['car'], 'make' | 'model' | 'city'>;
};
type ChargedBooking = Pick<BookingView, 'status' | 'totalPrice' | 'paymentIntentId' | 'refundAmount'>;

/** A booking that is (or was) a real trip: paid and not cancelled. */
export function isTrip(booking: Pick<BookingView, 'status'>): boolean {
  return booking.status === 'confirmed' || booking.status === 'completed';
}

/** A trip that has taken place: completed, or confirmed with its end date reached. */
export function isPastTrip(booking: Pick<BookingView, 'status' | 'endDate'>, today: string): boolean {
  return booking.status === 'completed' || (booking.status === 'confirmed' && booking.endDate <= today);
}

export interface RenterTripStats {
  /** Paid trips, not cancelled (confirmed or completed). */
  totalTrips: number;
  /** The soonest confirmed trip starting today or later. */
  nextTrip: { car: string; startDate: string } | null;
  /** The make and model of the most trips; ties go to the most recent booking. */
  favouriteCar: { car: string; trips: number } | null;
  /** Distinct cities of trips that have taken place, in order of first appearance (newest first). */
  citiesVisited: string[];
}

const makeModel = (booking: StatsBooking) => `${booking.car.make} ${booking.car.model}`;

/** The My Bookings tiles, from the renter's bookings (newest first, as the API sends them). */
export function renterTripStats(bookings: readonly StatsBooking[], today: string): RenterTripStats {
  const trips = bookings.filter(isTrip);

  const next = trips
    .filter((booking) => booking.status === 'confirmed' && booking.startDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];

  const counts = new Map<string, number>();
  for (const booking of trips) counts.set(makeModel(booking), (counts.get(makeModel(booking)) ?? 0) + 1);
  let favouriteCar: RenterTripStats['favouriteCar'] = null;
  for (const [car, trips] of counts) if (!favouriteCar || trips > favouriteCar.trips) favouriteCar = { car, trips };

  const cities = new Set<string>();
  for (const booking of trips) {
    if (isPastTrip(booking, today) && booking.car.city.trim()) cities.add(booking.car.city.trim());
  }

  return {
    totalTrips: trips.length,
    nextTrip: next ? { car: makeModel(next), startDate: next.startDate } : null,
    favouriteCar,
    citiesVisited: [...cities],
  };
}

export interface BookingCharges {
  /** What the card paid ("0.00" for a booking never paid). */
  paid: string;
  /** Given back at cancellation; null when not cancelled. */
  refunded: string | null;
  /** What the renter is finally charged: paid − refunded. */
  kept: string;
}

/** What a booking actually cost the renter, as stored. */
export function bookingCharges(booking: ChargedBooking): BookingCharges {
  const paid = booking.paymentIntentId ? toCents(booking.totalPrice) : 0;
  if (booking.status !== 'cancelled') return { paid: fromCents(paid), refunded: null, kept: fromCents(paid) };
  const refunded = Math.min(paid, booking.refundAmount ? toCents(booking.refundAmount) : 0);
  return { paid: fromCents(paid), refunded: fromCents(refunded), kept: fromCents(paid - refunded) };
}

export interface BookingReceipt extends BookingCharges {
  days: number;
  /** The daily price as charged: base ÷ days. */
  pricePerDay: string;
  /** Days × the daily price, before the discount. */
  base: string;
  /** The car's weekly or monthly discount taken off the base ("0.00" without one), and which it was. */
  discount: string;
  discountRate: ReturnType<typeof storedDiscount>;
  insurance: string;
  serviceFee: string;
  total: string;
}

/** The trip page's receipt: the line items as stored on the booking (pricing.ts made them), then the charges. */
export function bookingReceipt(
  booking: ChargedBooking &
    Pick<BookingView, 'startDate' | 'endDate' | 'serviceFee' | 'insuranceFee' | 'discountAmount'>,
): BookingReceipt {
  const days = Math.max(1, daysBetween(booking.startDate, booking.endDate) || 0);
  const total = toCents(booking.totalPrice);
  const insurance = toCents(booking.insuranceFee);
  const serviceFee = toCents(booking.serviceFee);
  const discount = toCents(booking.discountAmount);
  const base = Math.max(0, total - insurance - serviceFee) + discount;
  return {
    days,
    pricePerDay: fromCents(Math.round(base / days)),
    base: fromCents(base),
    discount: fromCents(discount),
    discountRate: storedDiscount({ ...booking, baseCents: base }),
    insurance: fromCents(insurance),
    serviceFee: fromCents(serviceFee),
    total: fromCents(total),
    ...bookingCharges(booking),
  };
}
