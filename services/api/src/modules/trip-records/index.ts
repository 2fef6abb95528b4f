/** The trip-records module's face: check-in and check-out, the car recorded by both sides of a trip. */
export { TripRecord, TripRecordView } from './trip-record.entity.ts';
export { parsesOwnTripRecordBody, tripRecordsRoutes } from './trip-records.routes.ts';
