export * from './artifact.ts';
export * from './origin.ts';
export * from './release.ts';
