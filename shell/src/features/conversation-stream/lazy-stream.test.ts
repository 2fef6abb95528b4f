import { waitFor } from '@testing-library/react';
import { lazyEventSourceStream } from './lazy-stream';

/** Counts the EventSources opened; nothing more is needed to see whether the connector opened one. */
class CountedEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: CountedEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    CountedEventSource.opened.push(this);
  }
  close() {
    this.readyState = CountedEventSource.CLOSED;
  }
}

describe('the stream connector downloaded on sign-in', () => {
  beforeEach(() => {
    CountedEventSource.opened = [];
    vi.stubGlobal('EventSource', CountedEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the stream once its code has arrived, and closes it', async () => {
    const disconnect = lazyEventSourceStream({ onEvent: vi.fn(), onUnavailable: vi.fn() });
    await waitFor(() => expect(CountedEventSource.opened).toHaveLength(1));
    disconnect();
    expect(CountedEventSource.opened[0]?.readyState).toBe(CountedEventSource.CLOSED);
  });

  it('opens nothing when closed before its code arrived (signed out at once)', async () => {
    lazyEventSourceStream({ onEvent: vi.fn(), onUnavailable: vi.fn() })();
    // the same import resolving proves the connector had its chance to open one
    await import('./event-source-stream');
    await Promise.resolve();
    expect(CountedEventSource.opened).toHaveLength(0);
  });
});
