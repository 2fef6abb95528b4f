import type { ConversationStreamEvent, ConversationSummary } from '@ladrive/contracts';
import { create } from 'zustand';

/**
 * The signed-in user's conversations as they happen: the shell holds the tab's one stream
 * (GET /api/conversations/stream) and publishes each event here; any app reads the unread count or listens to the
 * events. It lives in @ladrive/shared-state, which every app shares as a singleton, so a remote hears the shell's
 * stream.
 */
export interface ConversationEventsState {
  /** Unread messages across the user's conversations; null until the stream or the inbox has said. */
  unread: number | null;
  /** True once the stream has said the count: from then on it is the stream's, more recent than any inbox read. */
  live: boolean;
}

export type ConversationEventListener = (event: ConversationStreamEvent) => void;

const NOTHING_KNOWN: ConversationEventsState = { unread: null, live: false };

export const useConversationEvents = create<ConversationEventsState>(() => NOTHING_KNOWN);

const listeners = new Set<ConversationEventListener>();

/** The shell: an event of the stream, already checked against the contracts' schemas. */
export function publishConversationEvent(event: ConversationStreamEvent): void {
  useConversationEvents.setState({ unread: event.data.unread, live: true });
  for (const listener of [...listeners]) listener(event);
}

/**
 * The inbox as read (GET /api/conversations): its unread messages are the count while the stream has not said it
 * (the stream is down or not there yet), so an older inbox read never overwrites a live figure.
 */
export function reportInbox(conversations: readonly Pick<ConversationSummary, 'unread'>[]): void {
  if (useConversationEvents.getState().live) return;
  useConversationEvents.setState({ unread: conversations.reduce((sum, { unread }) => sum + unread, 0) });
}

/** Signed out, or another user: nothing is known any more. */
export function forgetConversationEvents(): void {
  useConversationEvents.setState(NOTHING_KNOWN);
}

/** Every event from now on (a page that shows conversations); returns the function that stops listening. */
export function listenToConversationEvents(listener: ConversationEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
