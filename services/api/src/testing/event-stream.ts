/**
 * A server-sent events client for tests and benchmarks, as a browser's EventSource reads a stream: the cookie and
 * `Last-Event-ID` of a reconnection sent, every event parsed as it arrives (with its arrival time), comments
 * counted. Waiting is for events, never for time.
 */

export interface ServerSentEvent {
  /** The `id:` field; absent on events without one. */
  id?: string;
  /** The `event:` field ('message' when absent, as EventSource dispatches it). */
  type: string;
  data: string;
  /** performance.now() when its blank line arrived. */
  receivedAt: number;
}

export interface OpenEventStreamOptions {
  cookie?: string;
  lastEventId?: string;
  headers?: Record<string, string>;
}

export class EventStreamClient {
  readonly status: number;
  readonly headers: Headers;
  readonly events: ServerSentEvent[] = [];
  /** Comment lines received (the heartbeats). */
  comments = 0;
  /** The last `retry:` the server sent. */
  retry: number | undefined;
  /** Why the stream ended, when the connection failed rather than the server ending the response. */
  error: unknown;
  /** Resolves when the server ends the stream (or it is closed here, or the connection is cut). */
  readonly ended: Promise<void>;
  readonly #abort: AbortController;
  readonly #listeners = new Set<() => void>();
  #done = false;

  private constructor(response: Response, abort: AbortController) {
    this.status = response.status;
    this.headers = response.headers;
    this.#abort = abort;
    this.ended = this.#read(response.body!).finally(() => {
      this.#done = true;
      this.#notify();
    });
  }

  /** Opens `url` and resolves once the response headers arrived; `status` says whether it is a stream. */
  static async open(url: string, options: OpenEventStreamOptions = {}): Promise<EventStreamClient> {
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
    const abort = new AbortController();
    const response = await fetch(url, { headers, signal: abort.signal });
    return new EventStreamClient(response, abort);
  }

  /** The parsed `data` of every event of `type` so far. */
  data<T>(type: string): T[] {
    return this.events.filter((event) => event.type === type).map((event) => JSON.parse(event.data) as T);
  }

  /**
   * Resolves with the first event from index `from` on that `matches` (now or when it arrives); rejects if the
   * stream ends first.
   */
  next(matches: (event: ServerSentEvent) => boolean, from = 0): Promise<ServerSentEvent> {
    return this.until(() => this.events.slice(from).find(matches));
  }

  /** Resolves with `check()`'s first value that is not undefined, checked now and after every event. */
  until<T>(check: () => T | undefined): Promise<T> {
    return new Promise((resolve, reject) => {
      const listener = () => {
        const found = check();
        if (found !== undefined) {
          this.#listeners.delete(listener);
          resolve(found);
        } else if (this.#done) {
          this.#listeners.delete(listener);
          reject(new Error(`the stream ended first; it sent: ${JSON.stringify(this.events)}`));
        }
      };
      this.#listeners.add(listener);
      listener();
    });
  }

  /** Closes the connection, as a tab that goes away. */
  close(): Promise<void> {
    this.#abort.abort();
    return this.ended;
  }

  #notify() {
    for (const listener of [...this.#listeners]) listener();
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    let fields: { id?: string; type?: string; data: string[] } = { data: [] };
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
          const line = buffer.slice(0, end).replace(/\r$/, '');
          buffer = buffer.slice(end + 1);
          if (line === '') {
            if (fields.data.length) {
              this.events.push({
                id: fields.id,
                type: fields.type ?? 'message',
                data: fields.data.join('\n'),
                receivedAt: performance.now(),
              });
              this.#notify();
            }
            fields = { data: [] };
            continue;
          }
          if (line.startsWith(':')) {
            this.comments++;
            this.#notify();
            continue;
          }
          const colon = line.indexOf(':');
          const name = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (name === 'id') fields.id = value;
          else if (name === 'event') fields.type = value;
          else if (name === 'data') fields.data.push(value);
          else if (name === 'retry') this.retry = Number(value);
        }
      }
    } catch (err) {
      // closed here, or the connection was cut: either way the stream has ended
      if (!this.#abort.signal.aborted) this.error = err;
    }
  }
}
