export * from './CarCard';
export * from './car-image-fallback';
export * from './rating';
