export * from './bookings';
export * from './calendar';
export * from './cars';
export * from './conversations';
export * from './people';
export * from './search';
