export * from './person-name';
