export * from './toast-store.ts';
