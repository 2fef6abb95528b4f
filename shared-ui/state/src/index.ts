export * from './conversation-events.ts';
export * from './language-choice.ts';
export * from './spec-language.ts';
export * from './toast-store.ts';
