export { ConversationStream } from './components/ConversationStream';
export type { ConversationStreamConnector, ConversationStreamHandlers } from './event-source-stream';
export { lazyEventSourceStream } from './lazy-stream';
