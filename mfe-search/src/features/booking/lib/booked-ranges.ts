import type { BookedDateRange } from '@ladrive/contracts';

/**
 * Whether the trip [startDate, endDate) overlaps a booking [start, end). End dates are exclusive:
 * a booking ending on a day leaves that day free to start (ISO dates compare as strings).
 */
export function overlaps(trip: BookedDateRange, booked: BookedDateRange): boolean {
  return trip.startDate < booked.endDate && booked.startDate < trip.endDate;
}

/** The bookings a trip collides with, earliest first. */
export function conflictingRanges(trip: BookedDateRange, booked: readonly BookedDateRange[]): BookedDateRange[] {
  return sortRanges(booked.filter((range) => overlaps(trip, range)));
}

export function sortRanges(ranges: readonly BookedDateRange[]): BookedDateRange[] {
  return [...ranges].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}
