/**
 * GET /api/conversations/stream on one replica (decision 0035): the open server-sent event streams of its signed-in
 * users, and ONE PostgreSQL connection that LISTENs for the NOTIFY of conversation-events.ts. A notification names
 * a user; each of their streams here is sent the user's events after the last one it sent, read from
 * `conversation_event`, so a notification lost or merged with another loses nothing and sends nothing twice. The
 * same read replays what a reconnecting client missed (`Last-Event-ID`) and catches up after the listening
 * connection comes back.
 */
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import {
  CONVERSATION_STREAM_HEARTBEAT_SECONDS,
  CONVERSATION_STREAM_MAX_MINUTES,
  type UnreadEvent,
} from '@ladrive/contracts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import pg from 'pg';
import { kyselyOf } from '../../db/kysely.ts';
import type { Logger } from '../../lib/logger.ts';
import { CONVERSATION_EVENTS_CHANNEL, unreadCount } from './conversation-events.ts';

/** How long an EventSource waits before reconnecting after the stream ends (the `retry:` field). */
const RECONNECT_HINT_MS = 2_000;
/** A client that reads slower than this much is written is dropped; it reconnects and catches up from the table. */
const MAX_UNSENT_BYTES = 1 << 20;
/** Events read per query when a stream catches up. */
const PAGE = 500;
/** The listening connection's back-off after it is lost: from the first delay, doubling up to the last. */
const LISTEN_RETRY_MS = { first: 250, max: 10_000 };

interface OpenStream {
  userId: string;
  body: PassThrough;
  res: ServerResponse;
  openedAt: number;
  /** Sent the `unread` event and its starting point: events above `lastId` go to it from now on. */
  ready: boolean;
  lastId: bigint;
}

/** One server-sent event: its fields, then the blank line that dispatches it. */
function frame(event: { id?: string; type: string; data: string }): string {
  return `${event.id === undefined ? '' : `id: ${event.id}\n`}event: ${event.type}\ndata: ${event.data}\n\n`;
}

/** How often a stream gets its heartbeat and how long it lives, in ms. */
export interface StreamTiming {
  heartbeatMs: number;
  maxAgeMs: number;
}

const DEFAULT_TIMING: StreamTiming = {
  heartbeatMs: CONVERSATION_STREAM_HEARTBEAT_SECONDS * 1000,
  maxAgeMs: CONVERSATION_STREAM_MAX_MINUTES * 60_000,
};

export interface ConversationStreamsOptions {
  orm: MikroORM;
  databaseUrl: string;
  logger: Logger;
  /** Default: contracts' CONVERSATION_STREAM_HEARTBEAT_SECONDS and CONVERSATION_STREAM_MAX_MINUTES. */
  timing?: Partial<StreamTiming>;
}

/** This replica's conversation streams. `start()` before serving, `close()` on shutdown. */
export class ConversationStreams {
  readonly #orm: MikroORM;
  readonly #databaseUrl: string;
  readonly #logger: Logger;
  readonly #timing: StreamTiming;
  readonly #byUser = new Map<string, Set<OpenStream>>();
  /** Users whose streams are being sent their new events; `again` when more arrived meanwhile. */
  readonly #sending = new Map<string, { again: boolean }>();
  #listener: pg.Client | undefined;
  #listenRetry = LISTEN_RETRY_MS.first;
  #heartbeat: NodeJS.Timeout | undefined;
  #closed = false;
  #closing: Promise<void> | undefined;

  constructor({ orm, databaseUrl, logger, timing }: ConversationStreamsOptions) {
    this.#timing = { ...DEFAULT_TIMING, ...timing };
    this.#orm = orm;
    this.#databaseUrl = databaseUrl;
    this.#logger = logger;
  }

  /** Listens for new events (a failure here fails the start-up, as the database would). */
  async start(): Promise<void> {
    await this.#listen();
    this.#heartbeat = setInterval(() => this.#beat(), this.#timing.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** How many streams are open on this replica. */
  get size(): number {
    let open = 0;
    for (const streams of this.#byUser.values()) open += streams.size;
    return open;
  }

  /**
   * A stream for `userId`, to set as the response body: the reconnection hint and the `unread` event first, then
   * the kept events after `lastEventId` (if given), then each new one as it commits.
   */
  async open(userId: string, lastEventId: string | undefined, res: ServerResponse): Promise<PassThrough> {
    const stream: OpenStream = {
      userId,
      body: new PassThrough(),
      res,
      openedAt: performance.now(),
      ready: false,
      lastId: 0n,
    };
    // registered before its starting point is read, so an event committed in between is not missed
    this.#add(stream);
    stream.body.once('close', () => this.#remove(stream));
    // the client went away (or was dropped), also before the body is piped to the response
    res.once('close', () => stream.body.destroy());
    if (this.#closed) {
      this.#write(stream, `retry: ${RECONNECT_HINT_MS}\n\n`);
      this.#end(stream);
      return stream.body;
    }
    const db = kyselyOf(this.#orm.em.fork());
    const [start, unread] = await Promise.all([
      lastEventId ??
        db
          .selectFrom('conversation_event')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('recipient_id', '=', userId)
          .executeTakeFirst()
          .then((row) => row?.id ?? '0'),
      unreadCount(db, userId),
    ]);
    stream.lastId = BigInt(start);
    const data: UnreadEvent = { unread };
    this.#write(stream, `retry: ${RECONNECT_HINT_MS}\n${frame({ type: 'unread', data: JSON.stringify(data) })}`);
    stream.ready = true;
    this.#sendNew(userId);
    return stream.body;
  }

  /**
   * Ends every stream at once (their browsers reconnect, to another replica) and stops listening. Idempotent: every
   * call gets the same promise.
   */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      this.#closed = true;
      clearInterval(this.#heartbeat);
      for (const streams of this.#byUser.values()) for (const stream of streams) this.#end(stream);
      const listener = this.#listener;
      this.#listener = undefined;
      await listener?.end().catch(() => undefined);
    })();
    return this.#closing;
  }

  #add(stream: OpenStream) {
    const streams = this.#byUser.get(stream.userId) ?? new Set();
    streams.add(stream);
    this.#byUser.set(stream.userId, streams);
  }

  #remove(stream: OpenStream) {
    const streams = this.#byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.#byUser.delete(stream.userId);
  }

  #write(stream: OpenStream, text: string) {
    if (stream.body.destroyed || stream.body.writableEnded) return;
    stream.body.write(text);
    // a client that stopped reading: cut it rather than hold its backlog
    if (stream.body.writableLength > MAX_UNSENT_BYTES) stream.res.destroy();
  }

  /**
   * Ends the response, then its connection: the browser reconnects, and a kept-alive connection would otherwise
   * hold a closing server open until its idle timeout.
   */
  #end(stream: OpenStream) {
    const { socket } = stream.res;
    stream.res.once('finish', () => socket?.end());
    stream.body.end();
  }

  #beat() {
    const now = performance.now();
    for (const streams of this.#byUser.values()) {
      for (const stream of streams) {
        if (now - stream.openedAt >= this.#timing.maxAgeMs) this.#end(stream);
        else this.#write(stream, ':\n\n');
      }
    }
  }

  /**
   * Sends the user's streams here the events after the last each one sent. One run per user at a time: a
   * notification during a run asks for one more run, so a burst costs a few queries, not one per event.
   */
  #sendNew(userId: string) {
    const running = this.#sending.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const run = { again: false };
    this.#sending.set(userId, run);
    void (async () => {
      try {
        do {
          run.again = false;
          await this.#catchUp(userId);
        } while (run.again);
      } catch (err) {
        // the events stay in the table: the next notification or reconnection sends them
        this.#logger.warn('conversation stream: reading events failed', { userId, err });
      } finally {
        this.#sending.delete(userId);
      }
    })();
  }

  async #catchUp(userId: string) {
    const db = kyselyOf(this.#orm.em.fork());
    for (;;) {
      const streams = [...(this.#byUser.get(userId) ?? [])].filter((stream) => stream.ready);
      if (streams.length === 0) return;
      // ids are bigints: no Math.min
      let after = streams[0]!.lastId;
      for (const stream of streams) if (stream.lastId < after) after = stream.lastId;
      const events = await db
        .selectFrom('conversation_event')
        .select(['id', 'type', sql<string>`payload::text`.as('data')])
        .where('recipient_id', '=', userId)
        .where('id', '>', String(after))
        .orderBy('id')
        .limit(PAGE)
        .execute();
      for (const event of events) {
        const id = BigInt(event.id);
        const text = frame({ id: event.id, type: event.type, data: event.data });
        for (const stream of streams) {
          if (id <= stream.lastId) continue;
          this.#write(stream, text);
          stream.lastId = id;
        }
      }
      if (events.length < PAGE) return;
    }
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#databaseUrl, application_name: 'ladrive-stream' });
    client.on('notification', (notification) => {
      if (notification.payload && this.#byUser.has(notification.payload)) this.#sendNew(notification.payload);
    });
    // a lost connection emits 'error' (logged) then 'end' (listen again)
    client.on('error', (err) => this.#logger.warn('conversation stream: listening connection failed', { err }));
    client.once('end', () => {
      if (this.#listener !== client) return;
      this.#listener = undefined;
      this.#relisten();
    });
    this.#listener = client;
    try {
      await client.connect();
      await client.query(`listen ${CONVERSATION_EVENTS_CHANNEL}`);
    } catch (err) {
      this.#listener = undefined;
      await client.end().catch(() => undefined);
      throw err;
    }
  }

  /** Listens again after a back-off, then sends every stream what it missed meanwhile. */
  #relisten() {
    if (this.#closed) return;
    const delay = this.#listenRetry;
    this.#listenRetry = Math.min(delay * 2, LISTEN_RETRY_MS.max);
    setTimeout(() => {
      if (this.#closed) return;
      this.#listen().then(
        () => {
          this.#listenRetry = LISTEN_RETRY_MS.first;
          this.#logger.info('conversation stream: listening again', { streams: this.size });
          for (const userId of this.#byUser.keys()) this.#sendNew(userId);
        },
        (err: unknown) => {
          this.#logger.warn('conversation stream: listening again failed', { err, retryMs: this.#listenRetry });
          this.#relisten();
        },
      );
    }, delay).unref();
  }
}
