/**
 * GET /api/conversations/stream: a server-sent events stream of the signed-in user's conversations (decision
 * 0035). The browser keeps one per tab (the shell's), and pages listen to it through the cross-app store.
 *
 * - `unread` (no id): sent first on every connection, the reader's unread messages across conversations.
 * - `message` (with an id): a message in one of the reader's conversations, as the reader may see it (masked as
 *   GET /api/conversations/:id/messages masks it), and the reader's unread count after it.
 * - `read` (with an id): messages of a conversation were read — by the other party (a read receipt for the
 *   reader's messages) or by the reader elsewhere (another tab); `unread` is the reader's count after it.
 *
 * Ids grow; a client that reconnects with `Last-Event-ID` is sent every event after it that is still kept
 * (CONVERSATION_EVENTS_KEPT_HOURS), then the live ones.
 */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';
import { MessageSchema } from './message-response.ts';

export const CONVERSATION_STREAM_EVENTS = { unread: 'unread', message: 'message', read: 'read' } as const;
export type ConversationStreamEventName = keyof typeof CONVERSATION_STREAM_EVENTS;
/**
 * The server writes a comment line this often, so proxies keep an idle stream open (most close one after 60 s
 * without a byte) and a client can tell a dead connection from a quiet one.
 */
export const CONVERSATION_STREAM_HEARTBEAT_SECONDS = 25;
/**
 * A stream ends after this long and the browser reconnects at once with its Last-Event-ID, so the session is
 * checked again: someone signed out elsewhere stops receiving within this time.
 */
export const CONVERSATION_STREAM_MAX_MINUTES = 30;
/** The events with an id: kept (CONVERSATION_EVENTS_KEPT_HOURS) and replayed after `Last-Event-ID`. */
export const KEPT_CONVERSATION_STREAM_EVENTS = ['message', 'read'] as const satisfies ConversationStreamEventName[];
export type KeptConversationStreamEventName = (typeof KEPT_CONVERSATION_STREAM_EVENTS)[number];

const unread = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.description("The reader's unread messages, all conversations"),
);
const conversationId = v.pipe(v.string(), v.uuid());

export const UnreadEventSchema = v.strictObject({ unread });
export const MessageEventSchema = v.strictObject({ conversationId, message: MessageSchema, unread });
export const ReadEventSchema = v.strictObject({
  conversationId,
  messageIds: v.pipe(
    v.array(v.pipe(v.string(), v.uuid())),
    v.description(
      "The messages that became read, oldest first: the reader's own for a receipt, the other party's when the reader read them",
    ),
  ),
  readAt: v.pipe(v.string(), v.isoTimestamp()),
  by: v.pipe(
    v.picklist(['me', 'other']),
    v.description(
      "'other': the other party read the reader's messages (a receipt); 'me': the reader read them elsewhere",
    ),
  ),
  unread,
});

const LAST_EVENT_ID_MESSAGE = message('conversations.lastEventId');

/** The request headers of GET /api/conversations/stream: a reconnecting EventSource sends the last id it got. */
export const ConversationStreamHeadersSchema = v.object({
  'Last-Event-ID': v.optional(
    v.pipe(
      v.string(LAST_EVENT_ID_MESSAGE),
      v.regex(/^\d{1,18}$/, LAST_EVENT_ID_MESSAGE),
      v.description('The id of the last event received: the kept events after it are sent first'),
    ),
  ),
});
export type ConversationStreamHeaders = v.InferOutput<typeof ConversationStreamHeadersSchema>;

export type UnreadEvent = v.InferOutput<typeof UnreadEventSchema>;
export type MessageEvent = v.InferOutput<typeof MessageEventSchema>;
export type ReadEvent = v.InferOutput<typeof ReadEventSchema>;
export type ConversationStreamEvent =
  | { type: 'unread'; data: UnreadEvent }
  | { type: 'message'; data: MessageEvent }
  | { type: 'read'; data: ReadEvent };
