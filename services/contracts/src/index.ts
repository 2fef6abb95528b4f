export * from './dates.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './models.ts';
export * from './money.ts';
export * from './photos.ts';
export * from './pricing.ts';
export * from './schemas.ts';
