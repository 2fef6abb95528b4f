export * from './ConversationLink';
