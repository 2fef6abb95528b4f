export * from './conversation-events.ts';
export * from './toast-store.ts';
