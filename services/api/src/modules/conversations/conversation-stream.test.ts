/**
 * GET /api/conversations/stream (decision 0035): the `unread` event first, each party's messages and read receipts
 * as that party sees them, only one's own conversations, `Last-Event-ID` replay of exactly what was missed, nothing
 * from a rolled-back transaction, a lost listening connection caught up, heartbeats, the longest life and a clean
 * shutdown. (Two replicas: src/replicas.test.ts.)
 */
import {
  CONVERSATION_EVENTS_KEPT_HOURS,
  MASKED_CONTACT,
  type Message,
  type MessageEvent,
  MessageEventSchema,
  type ReadEvent,
  ReadEventSchema,
  type UnreadEvent,
  UnreadEventSchema,
} from '@ladrive/contracts';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IN_FLIGHT_GRACE_MS, type RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { EventStreamClient, type OpenEventStreamOptions, type ServerSentEvent } from '../../testing/event-stream.ts';
import { createParties, openConversation, postMessage, type TestParties } from '../../testing/fixtures.ts';
import { query, startTestApi, TestClient, useTestApi } from '../../testing/helpers.ts';
import { authorizeConversation, sendMessage } from './conversations.service.ts';

let api: RunningApi;
let dbUrl = '';
useTestApi((started) => {
  api = started.api;
  dbUrl = started.db.url;
});

let clients: TestParties['clients'];
let users: TestParties['users'];
let cars: TestParties['cars'];
const contract = sharedContractChecker();

beforeAll(async () => {
  ({ clients, users, cars } = await createParties(api, {
    domain: 'stream.conversations.test',
    people: [
      { key: 'host', isHost: true, firstName: 'Hana' },
      { key: 'renter', firstName: 'Rita' },
      { key: 'other', firstName: 'Otto' },
      { key: 'stranger', firstName: 'Stan' },
    ],
    cars: 2,
    contract,
  }));
});

const streams: EventStreamClient[] = [];
afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});

/** `client`'s stream on `on` (this file's API by default), closed after the test. */
async function streamOf(client: TestClient, options: OpenEventStreamOptions & { on?: RunningApi } = {}) {
  const stream = await EventStreamClient.open(`${(options.on ?? api).url}/api/conversations/stream`, {
    ...options,
    cookie: client.cookieHeader(),
  });
  expect(stream.status).toBe(200);
  streams.push(stream);
  // the stream is live once its first event is there
  await stream.next((event) => event.type === 'unread');
  return stream;
}

const unreadOf = async (client: TestClient) =>
  (await client.get('/api/conversations'))
    .json<{ unread: number }[]>()
    .reduce((sum, conversation) => sum + conversation.unread, 0);

const messageEvent = (stream: EventStreamClient, messageId: string) =>
  stream
    .next(
      (event) =>
        event.type === 'message' && v.parse(MessageEventSchema, JSON.parse(event.data)).message.id === messageId,
    )
    .then((event) => ({ id: event.id, ...(JSON.parse(event.data) as MessageEvent) }));

const readEvent = (stream: EventStreamClient, conversationId: string) =>
  stream
    .next(
      (event) =>
        event.type === 'read' && v.parse(ReadEventSchema, JSON.parse(event.data)).conversationId === conversationId,
    )
    .then((event) => JSON.parse(event.data) as ReadEvent);

/** The events after the first (`unread`), as type and message or receipt. */
const sequence = (events: ServerSentEvent[]) =>
  events.slice(1).map((event) => {
    const data = JSON.parse(event.data) as MessageEvent | ReadEvent;
    return 'message' in data ? `message ${data.message.body}` : `read by ${data.by}`;
  });

describe('opening the stream', () => {
  it('answers a visitor 401 and a malformed Last-Event-ID 400, as JSON', async () => {
    const visitor = await new TestClient(api.url, { contract }).get('/api/conversations/stream');
    expect(visitor.status).toBe(401);
    expect(visitor.text).toContain('Unauthorized');
    const reader = new TestClient(api.url, { contract });
    for (const [name, value] of clients.renter!.cookies) reader.cookies.set(name, value);
    const malformed = await reader.get('/api/conversations/stream', { 'Last-Event-ID': 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toMatchObject({ issues: [{ path: 'Last-Event-ID' }] });
  });

  it('starts with the reader’s unread count (no id) and a reconnection hint, uncompressed, uncached', async () => {
    const id = await openConversation(clients.renter!, cars[0]!.id);
    await postMessage(clients.renter!, id, 'Hello');
    await postMessage(clients.renter!, id, 'Is it free?');
    const stream = await streamOf(clients.host!, { headers: { 'accept-encoding': 'gzip, br' } });
    const [first] = stream.events;
    expect(first!.id).toBeUndefined();
    expect(v.parse(UnreadEventSchema, JSON.parse(first!.data))).toEqual({ unread: await unreadOf(clients.host!) });
    expect(first!.data).toBe(JSON.stringify({ unread: 2 } satisfies UnreadEvent));
    expect(stream.retry).toBeGreaterThan(0);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    contract.check('GET', '/api/conversations/stream', { status: stream.status, headers: stream.headers, text: '' });
  });
});

describe('messages and read receipts', () => {
  const written = 'Call me at (213) 555-0100 please';

  it("sends the other party a message as they read it (masked before a confirmed booking), the sender's tabs as written", async () => {
    const id = await openConversation(clients.renter!, cars[1]!.id);
    const [host, renterTab] = [await streamOf(clients.host!), await streamOf(clients.renter!)];
    const unreadBefore = await unreadOf(clients.host!);
    const sent = await postMessage(clients.renter!, id, written);

    const seen = await messageEvent(host, sent.id);
    expect(seen).toEqual({
      id: expect.stringMatching(/^\d+$/),
      conversationId: id,
      message: {
        id: sent.id,
        body: `Call me at ${MASKED_CONTACT} please`,
        sentAt: sent.sentAt,
        mine: false,
        readAt: null,
      },
      unread: unreadBefore + 1,
    });
    const own = await messageEvent(renterTab, sent.id);
    expect(own.message).toEqual(sent);
    expect(own.message.body).toBe(written);
    // what the stream showed is what reading the conversation shows
    const page = (await clients.host!.get(`/api/conversations/${id}/messages`)).json<Message[]>();
    expect(page.find((message) => message.id === sent.id)?.body).toBe(seen.message.body);
  });

  it("tells the sender their messages were read, and the reader's other tabs, with the reader's unread count", async () => {
    const id = await openConversation(clients.other!, cars[1]!.id);
    const first = await postMessage(clients.other!, id, 'First');
    const second = await postMessage(clients.other!, id, 'Second');
    const [sender, readerTab] = [await streamOf(clients.other!), await streamOf(clients.host!)];

    const page = (await clients.host!.get(`/api/conversations/${id}/messages`)).json<Message[]>();
    const receipt = await readEvent(sender, id);
    expect(receipt).toEqual({
      conversationId: id,
      messageIds: [first.id, second.id],
      readAt: page[0]!.readAt,
      by: 'other',
      unread: await unreadOf(clients.other!),
    });
    const mine = await readEvent(readerTab, id);
    expect(mine).toEqual({ ...receipt, by: 'me', unread: await unreadOf(clients.host!) });

    // reading again marks nothing and sends nothing: the next event is the next message
    await clients.host!.get(`/api/conversations/${id}/messages`);
    await postMessage(clients.host!, id, 'Answer');
    await sender.next((event) => event.type === 'message');
    expect(sequence(sender.events)).toEqual(['read by other', 'message Answer']);
  });

  it("sends nothing of a conversation to anyone but its parties, and nothing of an administrator's read", async () => {
    const id = await openConversation(clients.other!, cars[0]!.id);
    const stranger = await streamOf(clients.stranger!);
    const renter = await streamOf(clients.renter!);
    await postMessage(clients.other!, id, 'Private question');
    await postMessage(clients.host!, id, 'Private answer');
    // the stranger's and the renter's own next events come after those: nothing else came before them
    const own = await openConversation(clients.stranger!, cars[0]!.id);
    await postMessage(clients.stranger!, own, 'My own question');
    await stranger.next((event) => event.type === 'message');
    expect(sequence(stranger.events)).toEqual(['message My own question']);
    const renters = await openConversation(clients.renter!, cars[0]!.id);
    await postMessage(clients.renter!, renters, 'Mine too');
    await renter.next((event) => event.type === 'message');
    expect(sequence(renter.events)).toEqual(['message Mine too']);
  });
});

describe('reconnecting with Last-Event-ID', () => {
  it('replays exactly the events missed, then the live ones', async () => {
    const id = await openConversation(clients.renter!, cars[0]!.id);
    const first = await streamOf(clients.host!);
    const before = await postMessage(clients.renter!, id, 'Before the drop');
    const last = await messageEvent(first, before.id);
    await first.close();

    await postMessage(clients.renter!, id, 'Missed one');
    await postMessage(clients.renter!, id, 'Missed two');
    const again = await streamOf(clients.host!, { lastEventId: last.id });
    await again.next((event) => event.type === 'message' && event.data.includes('Missed two'));
    await postMessage(clients.renter!, id, 'Live');
    await again.next((event) => event.type === 'message' && event.data.includes('Live'));
    expect(sequence(again.events)).toEqual(['message Missed one', 'message Missed two', 'message Live']);
    // ids grow, and the unread count sent first is the count now
    const ids = again.events.slice(1).map((event) => BigInt(event.id!));
    expect(ids.every((eventId, i) => i === 0 || eventId > ids[i - 1]!)).toBe(true);
    expect(ids[0]! > BigInt(last.id!)).toBe(true);
  });

  it('without Last-Event-ID, replays nothing', async () => {
    const id = await openConversation(clients.renter!, cars[0]!.id);
    await postMessage(clients.renter!, id, 'Already there');
    const stream = await streamOf(clients.host!);
    await postMessage(clients.renter!, id, 'New');
    await stream.next((event) => event.type === 'message');
    expect(sequence(stream.events)).toEqual(['message New']);
  });
});

describe('what is never sent, and what is never lost', () => {
  it('sends nothing of a transaction rolled back', async () => {
    const id = await openConversation(clients.renter!, cars[1]!.id);
    const stream = await streamOf(clients.host!);
    const em = api.orm.em.fork();
    const renter = { id: users.renter!.id, isAdmin: false };
    await expect(
      em.transactional(async (tx) => {
        await sendMessage(tx, renter, await authorizeConversation(tx, renter, id), { body: 'Rolled back' }, api.jobs);
        throw new Error('roll it back');
      }),
    ).rejects.toThrow('roll it back');
    expect(await query(dbUrl, `select 1 from conversation_event where payload::text like '%Rolled back%'`)).toEqual([]);

    await postMessage(clients.renter!, id, 'Committed');
    await stream.next((event) => event.type === 'message');
    expect(sequence(stream.events)).toEqual(['message Committed']);
  });

  it('sends a burst of messages from many senders at once each exactly once, in order, each with the count after it', async () => {
    const { clients: senders } = await createParties(api, {
      domain: 'burst.stream.conversations.test',
      people: ['a', 'b', 'c', 'd'].map((key) => ({ key })),
      contract,
    });
    const ids = await Promise.all(Object.values(senders).map((sender) => openConversation(sender, cars[0]!.id)));
    const stream = await streamOf(clients.host!);
    const unreadBefore = await unreadOf(clients.host!);
    const sent = await Promise.all(
      Object.values(senders).flatMap((sender, i) =>
        Array.from({ length: 5 }, (_, n) => postMessage(sender, ids[i]!, `Burst ${i}.${n}`)),
      ),
    );
    const received = await stream.until(() => {
      const messages = stream.events.filter((event) => event.type === 'message');
      return messages.length >= sent.length ? messages : undefined;
    });
    expect(received).toHaveLength(sent.length);
    const data = received.map((event) => JSON.parse(event.data) as MessageEvent);
    expect(new Set(data.map((event) => event.message.id))).toEqual(new Set(sent.map((message) => message.id)));
    const eventIds = received.map((event) => BigInt(event.id!));
    expect(eventIds.every((id, i) => i === 0 || id > eventIds[i - 1]!)).toBe(true);
    expect(data.map((event) => event.unread)).toEqual(sent.map((_, i) => unreadBefore + i + 1));
  });

  it('catches up when the listening connection is lost: it listens again and sends what was missed', async () => {
    const id = await openConversation(clients.renter!, cars[1]!.id);
    const stream = await streamOf(clients.host!);
    const listeners = () =>
      query<{ pid: number }>(
        dbUrl,
        `select pid from pg_stat_activity where application_name = 'ladrive-stream' and datname = current_database()`,
      );
    const [{ pid }] = (await listeners()) as [{ pid: number }];
    // returns once that connection is gone
    expect(await query(dbUrl, 'select pg_terminate_backend($1, 10000) as gone', [pid])).toEqual([{ gone: true }]);
    // sent while nobody listens (or once it listens again): the catch-up after listening again finds it
    const sent = await postMessage(clients.renter!, id, 'While you were away');
    await messageEvent(stream, sent.id);
    const listening = await listeners();
    expect(listening).toHaveLength(1);
    expect(listening[0]!.pid).not.toBe(pid);
  });
});

describe('keeping events', () => {
  it(`forgets events older than ${CONVERSATION_EVENTS_KEPT_HOURS} hours, on the job queue`, async () => {
    const insert = (hoursAgo: number) =>
      query<{ id: string }>(
        dbUrl,
        `insert into conversation_event (recipient_id, type, payload, created_at)
         values ($1, 'read', '{}', now() - make_interval(hours => $2)) returning id`,
        [users.stranger!.id, hoursAgo],
      );
    const [[old], [kept]] = [
      await insert(CONVERSATION_EVENTS_KEPT_HOURS + 1),
      await insert(CONVERSATION_EVENTS_KEPT_HOURS - 1),
    ];
    await api.jobs.runNow('conversations.prune-stream-events');
    const left = await query<{ id: string }>(dbUrl, 'select id from conversation_event where id = any($1::bigint[])', [
      [old!.id, kept!.id],
    ]);
    expect(left).toEqual([{ id: kept!.id }]);
  });
});

describe("a replica's streams over time", () => {
  let short: RunningApi;
  beforeAll(async () => {
    short = await startTestApi(dbUrl, { streamTiming: { heartbeatMs: 50, maxAgeMs: 400 } });
  });
  afterAll(() => short?.close());

  it('sends a comment as heartbeat, and ends a stream at its longest life so the browser reconnects', async () => {
    const stream = await streamOf(clients.host!, { on: short });
    await stream.until(() => (stream.comments >= 2 ? true : undefined));
    await stream.ended;
    expect(stream.error).toBeUndefined();
    expect(short.conversationStreams.size).toBe(0);
  });

  it('ends every open stream and its connection when the API stops, so stopping does not wait for them', async () => {
    const stopping = await startTestApi(dbUrl);
    const open = [await streamOf(clients.host!, { on: stopping }), await streamOf(clients.renter!, { on: stopping })];
    const started = performance.now();
    await stopping.close();
    const closeMs = performance.now() - started;
    console.log(`API closed with 2 open streams in ${Math.round(closeMs)} ms`);
    // a connection kept alive after its stream would hold the server until the cut-off for requests in flight
    expect(closeMs).toBeLessThan(IN_FLIGHT_GRACE_MS);
    for (const stream of open) {
      await stream.ended;
      // ended by the server (the browser reconnects elsewhere), not cut
      expect(stream.error).toBeUndefined();
    }
  });
});
