export * from './day-calendar';
