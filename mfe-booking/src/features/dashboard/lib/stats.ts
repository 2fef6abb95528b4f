import type { BookingView } from '@ladrive/contracts';

export interface RenterStats {
  /** Bookings not cancelled. */
  totalTrips: number;
  /** The soonest confirmed or pending booking starting today or later. */
  nextTrip: { car: string; startDate: string } | null;
  /** The make and model booked most often (not counting cancellations); ties go to the most recent. */
  favouriteCar: { car: string; trips: number } | null;
  /** Distinct cities of confirmed and completed trips, in order of first appearance. */
  citiesVisited: string[];
}

const makeModel = (booking: BookingView) => `${booking.car.make} ${booking.car.model}`;

/** The dashboard's stat tiles, from the renter's own bookings (newest first, as the API sends them). */
export function renterStats(bookings: readonly BookingView[], today: string): RenterStats {
  const active = bookings.filter((booking) => booking.status !== 'cancelled');

  const upcoming = bookings
    .filter((b) => (b.status === 'confirmed' || b.status === 'pending') && b.startDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const next = upcoming[0];

  const counts = new Map<string, number>();
  for (const booking of active) counts.set(makeModel(booking), (counts.get(makeModel(booking)) ?? 0) + 1);
  let favouriteCar: RenterStats['favouriteCar'] = null;
  for (const [car, trips] of counts) if (!favouriteCar || trips > favouriteCar.trips) favouriteCar = { car, trips };

  const cities = new Set<string>();
  for (const booking of bookings) {
    if ((booking.status === 'confirmed' || booking.status === 'completed') && booking.car.city.trim()) {
      cities.add(booking.car.city.trim());
    }
  }

  return {
    totalTrips: active.length,
    nextTrip: next ? { car: makeModel(next), startDate: next.startDate } : null,
    favouriteCar,
    citiesVisited: [...cities],
  };
}
