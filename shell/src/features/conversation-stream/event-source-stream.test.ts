import type { ConversationStreamEvent } from '@ladrive/contracts';
import {
  CONVERSATION_STREAM_URL,
  eventSourceConversationStream,
  parseStreamEvent,
  RECONNECT_FIRST_MS,
} from './event-source-stream';

/** The browser's EventSource as far as the stream uses it: the test plays the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(type: string, data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  /** A dropped connection (the browser tries again) or an HTTP error answer (it gives up: CLOSED). */
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';
const message = {
  conversationId: CONVERSATION,
  message: {
    id: '00000000-0000-4000-8000-0000000000a1',
    body: 'Hola',
    sentAt: '2031-05-01T17:00:00.000Z',
    mine: false,
    readAt: null,
  },
  unread: 1,
};

function connect() {
  const events: ConversationStreamEvent[] = [];
  const onUnavailable = vi.fn();
  const disconnect = eventSourceConversationStream({ onEvent: (event) => events.push(event), onUnavailable });
  return { events, onUnavailable, disconnect, source: () => FakeEventSource.made.at(-1)! };
}

describe('the conversations stream over EventSource', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens one connection to the stream and hands on its three events, parsed by the contracts', () => {
    const { events, source, disconnect } = connect();
    expect(FakeEventSource.made.map((made) => made.url)).toEqual([CONVERSATION_STREAM_URL]);
    source().send('unread', { unread: 2 });
    source().send('message', message);
    source().send('read', {
      conversationId: CONVERSATION,
      messageIds: [message.message.id],
      readAt: '2031-05-01T17:01:00.000Z',
      by: 'other',
      unread: 1,
    });
    expect(events.map((event) => [event.type, event.data.unread])).toEqual([
      ['unread', 2],
      ['message', 1],
      ['read', 1],
    ]);
    disconnect();
    expect(source().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('ignores what the contracts do not describe', () => {
    const { events, source } = connect();
    source().send('unread', 'not json');
    source().send('unread', { unread: -1 });
    source().send('message', { ...message, extra: true });
    expect(events).toEqual([]);
  });

  it('says the stream is unavailable when it fails before saying anything, once', () => {
    const { onUnavailable, source } = connect();
    source().fail(false);
    source().fail(false);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('leaves reconnecting after a dropped connection to the browser (which sends Last-Event-ID)', () => {
    vi.useFakeTimers();
    const { onUnavailable, source } = connect();
    source().send('unread', { unread: 0 });
    source().fail(false);
    vi.advanceTimersByTime(RECONNECT_FIRST_MS * 20);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it('opens a new connection after an error answer closed it, waiting longer each time', () => {
    vi.useFakeTimers();
    const { events, source, disconnect } = connect();
    source().fail(true);
    vi.advanceTimersByTime(RECONNECT_FIRST_MS - 1);
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);
    source().fail(true);
    vi.advanceTimersByTime(RECONNECT_FIRST_MS);
    expect(FakeEventSource.made).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_FIRST_MS);
    expect(FakeEventSource.made).toHaveLength(3);
    source().send('unread', { unread: 4 });
    expect(events.at(-1)).toEqual({ type: 'unread', data: { unread: 4 } });

    // closed by its owner (signed out): no new connection after that
    source().fail(true);
    disconnect();
    vi.advanceTimersByTime(RECONNECT_FIRST_MS * 20);
    expect(FakeEventSource.made).toHaveLength(3);
  });

  it('counts another way where the browser has no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const { onUnavailable } = connect();
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });
});

describe('parseStreamEvent', () => {
  it('reads an event as the contracts describe it', () => {
    expect(parseStreamEvent('message', JSON.stringify(message))).toEqual({ type: 'message', data: message });
    expect(parseStreamEvent('read', JSON.stringify(message))).toBeNull();
  });
});
