import type { TripRecordInsert } from '@ladrive/contracts';
import { apiQuery, apiRequest } from '@ladrive/platform';
import { useQuery } from '@ladrive/server-state';

/** GET /api/bookings/:id/check-ins: both sides' records of the car, what the reader may record, the differences. */
export function useTripRecords(bookingId: string) {
  return useQuery({ ...apiQuery('GET /api/bookings/:id/check-ins', { id: bookingId }), retry: false });
}

export const tripRecordsKey = (bookingId: string) =>
  apiQuery('GET /api/bookings/:id/check-ins', { id: bookingId }).queryKey;

/** POST /api/bookings/:id/check-ins: 201 stored, 200 already stored under this id (a retry). */
export function postTripRecord(bookingId: string, record: TripRecordInsert) {
  return apiRequest('POST /api/bookings/:id/check-ins', { params: { id: bookingId }, json: record }).json();
}
