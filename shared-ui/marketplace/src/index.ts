export * from './bookings';
export * from './cars';
export * from './search';
