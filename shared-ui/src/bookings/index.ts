export * from './BookingStatusBadge';
export * from './booking-status';
