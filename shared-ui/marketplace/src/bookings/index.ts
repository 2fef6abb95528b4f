export * from './BookingStatusBadge';
export * from './booking-page';
export * from './booking-status';
export * from './CancelBookingDialog';
export * from './cancellation-sentence';
export * from './PriceBreakdown';
export * from './phone-link';
