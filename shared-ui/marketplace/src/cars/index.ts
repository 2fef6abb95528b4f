export * from './CarCard';
export * from './car-image-fallback';
export * from './car-labels';
export * from './FavouriteButton';
export * from './favourites';
export * from './ReviewStars';
export * from './rating';
