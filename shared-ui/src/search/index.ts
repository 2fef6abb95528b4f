export * from './PlaceCombobox';
export * from './trip-search';
