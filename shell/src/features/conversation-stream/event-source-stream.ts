import {
  type ConversationStreamEvent,
  type ConversationStreamEventName,
  MessageEventSchema,
  ReadEventSchema,
  UnreadEventSchema,
} from '@ladrive/contracts';
import * as v from 'valibot';

/** GET /api/conversations/stream: server-sent events, not JSON, so not in the apps' endpoint table. */
export const CONVERSATION_STREAM_URL = '/api/conversations/stream';

/** What a connection to the stream tells its owner. */
export interface ConversationStreamHandlers {
  onEvent: (event: ConversationStreamEvent) => void;
  /** The stream failed before it said anything (no such route, a proxy in the way): count some other way. */
  onUnavailable: () => void;
}

/** Opens the stream and returns the function that closes it. Tests pass a fake; the site uses EventSource. */
export type ConversationStreamConnector = (handlers: ConversationStreamHandlers) => () => void;

const EVENT_SCHEMAS = {
  unread: UnreadEventSchema,
  message: MessageEventSchema,
  read: ReadEventSchema,
} satisfies Record<ConversationStreamEventName, v.GenericSchema>;

const EVENT_NAMES = Object.keys(EVENT_SCHEMAS) as ConversationStreamEventName[];

/** An event's data as the contracts describe it, or null for anything else (it is ignored, not trusted). */
export function parseStreamEvent(type: ConversationStreamEventName, data: string): ConversationStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = v.safeParse(EVENT_SCHEMAS[type], json);
  return parsed.success ? ({ type, data: parsed.output } as ConversationStreamEvent) : null;
}

/** After a refused connection, the first try again waits this long, each next one twice as long up to the most. */
export const RECONNECT_FIRST_MS = 5_000;
const RECONNECT_MOST_MS = 60_000;

/**
 * The tab's one EventSource. The browser reconnects it by itself after a dropped connection, sending the last
 * event's id (`Last-Event-ID`), so the API replays what was missed; but an HTTP error answer (a proxy's 502 while
 * the API restarts, a 401) closes it for good, so then a new one is opened after a pause.
 */
export const eventSourceConversationStream: ConversationStreamConnector = ({ onEvent, onUnavailable }) => {
  if (typeof EventSource === 'undefined') {
    onUnavailable();
    return () => {};
  }
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = RECONNECT_FIRST_MS;
  let heard = false;
  let toldUnavailable = false;

  function open() {
    const current = new EventSource(CONVERSATION_STREAM_URL);
    source = current;
    for (const name of EVENT_NAMES) {
      current.addEventListener(name, (message) => {
        const event = parseStreamEvent(name, (message as MessageEvent<string>).data);
        if (!event) return;
        heard = true;
        pause = RECONNECT_FIRST_MS;
        onEvent(event);
      });
    }
    current.addEventListener('error', () => {
      if (!heard && !toldUnavailable) {
        toldUnavailable = true;
        onUnavailable();
      }
      if (current.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(open, pause);
      pause = Math.min(pause * 2, RECONNECT_MOST_MS);
    });
  }

  open();
  return () => {
    clearTimeout(retry);
    source?.close();
  };
};
