export * from './PlaceCombobox';
export * from './trip-links';
export * from './trip-search';
