export { ConversationStream } from './components/ConversationStream';
export {
  type ConversationStreamConnector,
  type ConversationStreamHandlers,
  eventSourceConversationStream,
} from './event-source-stream';
