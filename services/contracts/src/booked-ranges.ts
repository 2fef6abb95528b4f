import { message } from './i18n/messages.ts';
import type { BookedDateRange } from './models.ts';

/**
 * Whether the trip [startDate, endDate) overlaps a booking [start, end). End dates are exclusive:
 * a booking ending on a day leaves that day free to start (ISO dates compare as strings).
 */
export function rangesOverlap(trip: BookedDateRange, booked: BookedDateRange): boolean {
  return trip.startDate < booked.endDate && booked.startDate < trip.endDate;
}

/** The bookings a trip collides with, earliest first (what the car page and the booking page refuse). */
export function conflictingRanges(trip: BookedDateRange, booked: readonly BookedDateRange[]): BookedDateRange[] {
  return sortRanges(booked.filter((range) => rangesOverlap(trip, range)));
}

export function sortRanges(ranges: readonly BookedDateRange[]): BookedDateRange[] {
  return [...ranges].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}

/** A host cannot rent their own listing: the server refuses it with this, and both pages say it up front. */
export const OWN_CAR_REFUSAL = message('booking.ownCar');
