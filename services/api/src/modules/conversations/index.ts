/** The conversations module's face: a renter and a car's host talking, one conversation per renter and car. */
export { Conversation, ConversationMessage, ConversationView } from './conversation.entity.ts';
export { ConversationEmailNotice } from './conversation-email-notice.entity.ts';
export { ConversationEvent } from './conversation-event.entity.ts';
export { streamEventsPruneJob } from './conversation-events.ts';
export { ConversationStreams, type StreamTiming } from './conversation-stream.ts';
export { conversationsRoutes } from './conversations.routes.ts';
export { startConversation } from './conversations.service.ts';
export { unreadMessageEmailJob } from './unread-message-email.ts';
