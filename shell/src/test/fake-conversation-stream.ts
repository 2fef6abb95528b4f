import type { ConversationStreamEvent } from '@ladrive/contracts';
import { act } from '@testing-library/react';
import type { ConversationStreamConnector, ConversationStreamHandlers } from '../features/conversation-stream';

/** A stream the test drives: what the shell connected, and events or a failure sent down the open connection. */
export function fakeConversationStream() {
  let open: ConversationStreamHandlers | null = null;
  const stream = {
    connections: 0,
    get isOpen() {
      return open !== null;
    },
    connect: ((handlers) => {
      stream.connections += 1;
      open = handlers;
      return () => {
        open = null;
      };
    }) satisfies ConversationStreamConnector,
    send(event: ConversationStreamEvent) {
      act(() => open?.onEvent(event));
    },
    fail() {
      act(() => open?.onUnavailable());
    },
  };
  return stream;
}
