export * from './BookingStatusBadge';
export * from './booking-status';
export * from './PriceBreakdown';
