export * from './bookings';
export * from './cars';
export * from './conversations';
export * from './search';
