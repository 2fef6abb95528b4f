import type { ConversationStreamConnector } from './event-source-stream';

/**
 * The EventSource connector, downloaded once someone is signed in: a visitor's pages do not carry its code and
 * the event schemas. If it cannot be downloaded, the count comes from the inbox as when the stream is down.
 */
export const lazyEventSourceStream: ConversationStreamConnector = (handlers) => {
  let disconnect: (() => void) | undefined;
  let closed = false;
  import('./event-source-stream').then(
    ({ eventSourceConversationStream }) => {
      if (!closed) disconnect = eventSourceConversationStream(handlers);
    },
    () => {
      if (!closed) handlers.onUnavailable();
    },
  );
  return () => {
    closed = true;
    disconnect?.();
  };
};
