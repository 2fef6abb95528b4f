/**
 * Conversations: one per renter and car, only its parties write, an administrator reads (recorded), anyone else
 * is told it does not exist; bad input and the rate limit write nothing; unread counts, read receipts, paging,
 * contact details masked until a booking is confirmed, and the booking's conversation.
 */
import {
  ADMIN_READS_ONLY_MESSAGE,
  addDays,
  type BookingView,
  CAR_REMOVED,
  CONVERSATION_NOT_FOUND,
  type ConversationRef,
  type ConversationSummary,
  earliestStartDate,
  MASKED_CONTACT,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_MINUTE,
  MESSAGES_RATE_LIMIT_MESSAGE,
  type Message,
  OWN_CAR_CONVERSATION_MESSAGE,
  PLAIN_TEXT_MESSAGE,
} from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import {
  bookingRequest,
  createParties,
  insertBooking,
  jpegDataUrl,
  openConversation,
  postMessage,
  type TestParties,
} from '../../testing/fixtures.ts';
import { defaultText, query, TestClient, useTestApi } from '../../testing/helpers.ts';

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
const anonymous = () => new TestClient(api.url, { contract });
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ clients, users, cars } = await createParties(api, {
    domain: 'conversations.test',
    people: [
      { key: 'host', isHost: true, firstName: 'Hana' },
      { key: 'renter', firstName: 'Rita' },
      { key: 'chatty', firstName: 'Chad' },
      { key: 'booker', firstName: 'Bea' },
      { key: 'admin', isAdmin: true },
      { key: 'stranger' },
    ],
    cars: 4,
    contract,
  }));
});

const count = async (table: string) =>
  (await query<{ n: number }>(dbUrl, `select count(*)::int as n from ${table}`))[0]!.n;
const rows = async () => ({
  conversations: await count('conversation'),
  messages: await count('conversation_message'),
  views: await count('conversation_view'),
});

const read = async (client: TestClient, id: string, search = '') =>
  (await client.get(`/api/conversations/${id}/messages${search}`)).json<Message[]>();

const inbox = async (client: TestClient) => (await client.get('/api/conversations')).json<ConversationSummary[]>();

/** Two days from `daysAhead` days after the earliest start. */
const tripIn = (daysAhead: number) => {
  const startDate = addDays(earliestStartDate(), daysAhead);
  return { startDate, endDate: addDays(startDate, 2) };
};

describe('opening a conversation (POST /api/cars/:id/conversation)', () => {
  it('starts one per renter and car, and answers the same one every time after', async () => {
    const before = await rows();
    const first = await clients.renter!.postJson(`/api/cars/${cars[0]!.id}/conversation`, undefined);
    expect(first.status).toBe(201);
    const { id } = first.json<ConversationRef>();
    const again = await Promise.all([
      clients.renter!.postJson(`/api/cars/${cars[0]!.id}/conversation`, undefined),
      clients.renter!.postJson(`/api/cars/${cars[0]!.id}/conversation`, undefined),
    ]);
    expect(again.map((res) => [res.status, res.json<ConversationRef>().id])).toEqual([
      [200, id],
      [200, id],
    ]);
    expect((await rows()).conversations).toBe(before.conversations + 1);
    // another renter of the same car has a conversation of their own
    expect(await openConversation(clients.chatty!, cars[0]!.id)).not.toBe(id);
  });

  it("refuses the car's own host (400), an unknown car (404) and a visitor (401), writing nothing", async () => {
    const before = await rows();
    const own = await clients.host!.postJson(`/api/cars/${cars[0]!.id}/conversation`, undefined);
    expect(own.status).toBe(400);
    expect(own.json()).toMatchObject({ message: defaultText(OWN_CAR_CONVERSATION_MESSAGE) });
    for (const carId of [NO_SUCH_ID, 'not-a-car']) {
      const res = await clients.renter!.postJson(`/api/cars/${carId}/conversation`, undefined);
      expect(res.status).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Auto no encontrado' });
    }
    const visitor = await anonymous().postJson(`/api/cars/${cars[0]!.id}/conversation`, undefined);
    expect(visitor.status).toBe(401);
    expect(visitor.text).toContain('Unauthorized');
    expect(await rows()).toEqual(before);
  });

  it('refuses a new conversation about a removed listing (410); one already started goes on', async () => {
    const removed = cars[3]!.id;
    const started = await openConversation(clients.renter!, removed);
    expect((await clients.host!.request('DELETE', `/api/cars/${removed}`)).status).toBe(200);
    const before = await rows();
    const refused = await clients.chatty!.postJson(`/api/cars/${removed}/conversation`, undefined);
    expect(refused.status).toBe(410);
    expect(refused.json()).toMatchObject({ message: defaultText(CAR_REMOVED) });
    expect(await rows()).toEqual(before);
    const again = await clients.renter!.postJson(`/api/cars/${removed}/conversation`, undefined);
    expect([again.status, again.json<ConversationRef>().id]).toEqual([200, started]);
    await postMessage(clients.renter!, started, 'Still there?');
  });
});

describe('who may read and write', () => {
  let id = '';
  beforeAll(async () => {
    id = await openConversation(clients.renter!, cars[1]!.id);
  });

  it('lets the renter and the host write and read', async () => {
    expect((await postMessage(clients.renter!, id, 'Is the car free next week?')).mine).toBe(true);
    expect((await postMessage(clients.host!, id, 'Yes it is')).mine).toBe(true);
    for (const party of [clients.renter!, clients.host!]) {
      const res = await party.get(`/api/conversations/${id}/messages`);
      expect(res.status).toBe(200);
      expect(res.json<Message[]>().map((message) => message.body)).toEqual(['Is the car free next week?', 'Yes it is']);
    }
  });

  it('lets an administrator read, recording each read, but not write (403)', async () => {
    const before = await rows();
    const res = await clients.admin!.get(`/api/conversations/${id}/messages`);
    expect(res.status).toBe(200);
    expect(res.json<Message[]>().map((message) => message.mine)).toEqual([false, false]);
    const views = await query(dbUrl, 'select admin_id from conversation_view where conversation_id = $1', [id]);
    expect(views).toEqual([{ admin_id: users.admin!.id }]);
    const post = await clients.admin!.postJson(`/api/conversations/${id}/messages`, { body: 'Hello' });
    expect(post.status).toBe(403);
    expect(post.json()).toMatchObject({ message: defaultText(ADMIN_READS_ONLY_MESSAGE) });
    expect(await rows()).toEqual({ ...before, views: before.views + 1 });
  });

  it('tells anyone else the conversation does not exist (404), and a visitor 401, writing nothing', async () => {
    const before = await rows();
    for (const [client, path] of [
      [clients.stranger!, id],
      [clients.renter!, NO_SUCH_ID],
      [clients.renter!, 'not-an-id'],
    ] as const) {
      for (const res of [
        await client.get(`/api/conversations/${path}/messages`),
        await client.postJson(`/api/conversations/${path}/messages`, { body: 'Hi' }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.json()).toMatchObject({ message: defaultText(CONVERSATION_NOT_FOUND) });
      }
    }
    for (const res of [
      await anonymous().get('/api/conversations'),
      await anonymous().get(`/api/conversations/${id}/messages`),
      await anonymous().postJson(`/api/conversations/${id}/messages`, { body: 'Hi' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.text).toContain('Unauthorized');
    }
    expect(await inbox(clients.stranger!)).toEqual([]);
    expect(await rows()).toEqual(before);
  });
});

describe('bad input (400 naming the field, nothing written)', () => {
  it.each([
    ['an empty body', ''],
    ['only whitespace', ' \n\t '],
    ['too long', 'x'.repeat(MESSAGE_MAX_LENGTH + 1)],
    ['a control character', 'Hello\u0007'],
    ['a text-direction override', 'Hello \u202eolleH'],
    ['not text', 42],
    ['nothing', undefined],
  ])('refuses %s', async (_what, body) => {
    const id = await openConversation(clients.renter!, cars[1]!.id);
    const before = await rows();
    const res = await clients.renter!.postJson(`/api/conversations/${id}/messages`, { body });
    expect(res.status).toBe(400);
    const error = res.json<{ message: string; issues: { path: string }[] }>();
    expect(error.issues.map((issue) => issue.path)).toEqual(['body']);
    if (typeof body === 'string' && body.includes('\u0007'))
      expect(error.message).toBe(defaultText(PLAIN_TEXT_MESSAGE));
    expect(await rows()).toEqual(before);
  });

  it('keeps line breaks, trims the ends and takes exactly the longest message', async () => {
    const id = await openConversation(clients.renter!, cars[1]!.id);
    expect((await postMessage(clients.renter!, id, '  Line one\nline two  ')).body).toBe('Line one\nline two');
    expect((await postMessage(clients.renter!, id, 'y'.repeat(MESSAGE_MAX_LENGTH))).body).toHaveLength(
      MESSAGE_MAX_LENGTH,
    );
  });

  it.each(['?page=0', '?pageSize=101', '?page=abc'])('refuses the page %s', async (search) => {
    const id = await openConversation(clients.renter!, cars[1]!.id);
    const res = await clients.renter!.get(`/api/conversations/${id}/messages${search}`);
    expect(res.status).toBe(400);
  });
});

describe('the inbox, unread counts and read receipts', () => {
  it('lists each side its conversations with the other party, the car and the last message, newest first', async () => {
    const older = await openConversation(clients.booker!, cars[0]!.id);
    const newer = await openConversation(clients.booker!, cars[2]!.id);
    await postMessage(clients.booker!, older, 'First question');
    await postMessage(clients.booker!, newer, 'Second question');
    const mine = await inbox(clients.booker!);
    expect(mine.map((conversation) => conversation.id)).toEqual([newer, older]);
    expect(mine[0]).toEqual({
      id: newer,
      car: { id: cars[2]!.id, make: 'Test', model: 'Car 2', year: 2024, image: null },
      otherParty: { firstName: 'Hana', photo: null },
      lastMessage: { body: 'Second question', sentAt: expect.any(String), mine: true },
      unread: 0,
    });
    const hosts = await inbox(clients.host!);
    expect(hosts.find((conversation) => conversation.id === newer)).toMatchObject({
      otherParty: { firstName: 'Bea' },
      lastMessage: { body: 'Second question', mine: false },
      unread: 1,
    });
    // an answer moves the older conversation to the top
    await postMessage(clients.host!, older, 'An answer');
    expect((await inbox(clients.booker!)).map((conversation) => conversation.id)).toEqual([older, newer]);
  });

  it("leaves a conversation without messages out of the host's inbox", async () => {
    const id = await openConversation(clients.stranger!, cars[2]!.id);
    expect((await inbox(clients.host!)).map((conversation) => conversation.id)).not.toContain(id);
  });

  it('shows one conversation (GET /api/conversations/:id) to its parties before its first message, and to an admin', async () => {
    const id = await openConversation(clients.chatty!, cars[0]!.id);
    const one = async (client: TestClient) =>
      (await client.get(`/api/conversations/${id}`)).json<ConversationSummary>();
    expect(await one(clients.chatty!)).toEqual({
      id,
      car: { id: cars[0]!.id, make: 'Test', model: 'Car 0', year: 2024, image: null },
      otherParty: { firstName: 'Hana', photo: null },
      lastMessage: null,
      unread: 0,
    });
    await postMessage(clients.chatty!, id, 'Text me on 213 555 0100');
    expect(await one(clients.host!)).toMatchObject({
      otherParty: { firstName: 'Chad' },
      lastMessage: { body: `Text me on ${MASKED_CONTACT}`, mine: false },
      unread: 1,
    });
    // an administrator: the renter as the other person, the text as written, and nothing marked read
    expect(await one(clients.admin!)).toMatchObject({
      otherParty: { firstName: 'Chad' },
      lastMessage: { body: 'Text me on 213 555 0100', mine: false },
    });
    expect((await one(clients.host!)).unread).toBe(1);
    for (const [client, path, status] of [
      [clients.stranger!, id, 404],
      [clients.chatty!, NO_SUCH_ID, 404],
      [clients.chatty!, 'not-an-id', 404],
      [anonymous(), id, 401],
    ] as const) {
      expect((await client.get(`/api/conversations/${path}`)).status).toBe(status);
    }
  });

  it("counts the other party's unread messages; reading marks them read, an administrator's read does not", async () => {
    const id = await openConversation(clients.booker!, cars[2]!.id);
    await postMessage(clients.host!, id, 'One');
    await postMessage(clients.host!, id, 'Two');
    const unread = async () => (await inbox(clients.booker!)).find((conversation) => conversation.id === id)!.unread;
    expect(await unread()).toBe(2);
    await read(clients.admin!, id);
    expect(await unread()).toBe(2);

    const seen = await read(clients.booker!, id);
    expect(seen.filter((message) => !message.mine).every((message) => message.readAt !== null)).toBe(true);
    expect(await unread()).toBe(0);
    // the host sees when their messages were read; the booker's own message is unread by the host until then
    const hostView = await read(clients.host!, id);
    expect(hostView.filter((message) => message.mine).map((message) => message.readAt !== null)).toEqual([true, true]);
  });

  it('pages oldest first, with the total in X-Total-Count', async () => {
    const id = await openConversation(clients.booker!, cars[1]!.id);
    for (const body of ['m1', 'm2', 'm3', 'm4', 'm5']) await postMessage(clients.booker!, id, body);
    const res = await clients.host!.get(`/api/conversations/${id}/messages?page=2&pageSize=2`);
    expect(res.status).toBe(200);
    expect(res.json<Message[]>().map((message) => message.body)).toEqual(['m3', 'm4']);
    expect([res.headers.get('x-total-count'), res.headers.get('x-page'), res.headers.get('x-page-size')]).toEqual([
      '5',
      '2',
      '2',
    ]);
    expect(await read(clients.host!, id, '?page=4&pageSize=2')).toEqual([]);
    // only the page read is marked read
    const left = (await inbox(clients.host!)).find((conversation) => conversation.id === id)!;
    expect(left.unread).toBe(3);
  });
});

describe('contact details before and after a confirmed booking', () => {
  const written = 'Call me at (213) 555-0100 or write to rita@mail.example.com. It is $45.00 from 2026-12-01.';
  const masked = `Call me at ${MASKED_CONTACT} or write to ${MASKED_CONTACT}. It is $45.00 from 2026-12-01.`;

  it('masks them for the other party until a booking of that renter and car is confirmed', async () => {
    const id = await openConversation(clients.chatty!, cars[2]!.id);
    expect((await postMessage(clients.chatty!, id, written)).body).toBe(written);
    await postMessage(clients.host!, id, 'Mine is 310.555.0199');
    const last = (messages: Message[]) => messages.map((message) => message.body);

    expect(last(await read(clients.chatty!, id))).toEqual([written, `Mine is ${MASKED_CONTACT}`]);
    expect(last(await read(clients.host!, id))).toEqual([masked, 'Mine is 310.555.0199']);
    expect(last(await read(clients.admin!, id))).toEqual([written, 'Mine is 310.555.0199']);
    expect((await inbox(clients.chatty!)).find((c) => c.id === id)!.lastMessage!.body).toBe(
      `Mine is ${MASKED_CONTACT}`,
    );

    // a pending booking, or one of another car, shows nothing yet
    await insertBooking(api, { car: cars[2]!, renter: users.chatty!, ...tripIn(60), status: 'pending' });
    await insertBooking(api, { car: cars[1]!, renter: users.chatty!, ...tripIn(60), status: 'confirmed' });
    expect(last(await read(clients.host!, id))).toEqual([masked, 'Mine is 310.555.0199']);

    await insertBooking(api, { car: cars[2]!, renter: users.chatty!, ...tripIn(80), status: 'confirmed' });
    expect(last(await read(clients.host!, id))).toEqual([written, 'Mine is 310.555.0199']);
    expect(last(await read(clients.chatty!, id))).toEqual([written, 'Mine is 310.555.0199']);
    expect((await inbox(clients.chatty!)).find((c) => c.id === id)!.lastMessage!.body).toBe('Mine is 310.555.0199');
  });
});

describe('the rate limit', () => {
  it(`takes ${MESSAGES_PER_MINUTE} messages a minute from one sender, then answers 429 writing nothing`, async () => {
    const { clients: own } = await createParties(api, {
      domain: 'rate.conversations.test',
      people: [{ key: 'sender' }],
      contract,
    });
    const [first, second] = [
      await openConversation(own.sender!, cars[0]!.id),
      await openConversation(own.sender!, cars[1]!.id),
    ];
    // across conversations, and sent at once: the count is taken under a lock, so none slips through
    const answers = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 3 }, (_, i) =>
        own.sender!.postJson(`/api/conversations/${i % 2 ? first : second}/messages`, { body: `Message ${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MESSAGES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(answers.find((res) => res.status === 429)!.json()).toMatchObject({
      message: defaultText(MESSAGES_RATE_LIMIT_MESSAGE),
    });
    const stored = await query(
      dbUrl,
      'select count(*)::int as n from conversation_message where conversation_id in ($1, $2)',
      [first, second],
    );
    expect(stored).toEqual([{ n: MESSAGES_PER_MINUTE }]);
    // the host answering is another sender
    await postMessage(clients.host!, first, 'Slow down please');
  });
});

describe("the booking's conversation", () => {
  it('is started by booking the car, is the one the renter opens, and continues through later bookings', async () => {
    const { clients: own } = await createParties(api, {
      domain: 'booking.conversations.test',
      people: [{ key: 'guest' }],
      contract,
    });
    const photo = await jpegDataUrl();
    const start = addDays(earliestStartDate(), 120);
    const created = await own.guest!.postJson(
      '/api/bookings',
      bookingRequest({ carId: cars[1]!.id, startDate: start, endDate: addDays(start, 2) }, photo),
    );
    expect(created.status).toBe(201);
    const booking = created.json<BookingView>();
    expect(booking.conversationId).toEqual(expect.any(String));
    const opened = await own.guest!.postJson(`/api/cars/${cars[1]!.id}/conversation`, undefined);
    expect(opened.status).toBe(200);
    expect(opened.json<ConversationRef>().id).toBe(booking.conversationId);
    for (const party of [own.guest!, clients.host!, clients.admin!]) {
      expect((await party.get(`/api/bookings/${booking.id}`)).json<BookingView>().conversationId).toBe(
        booking.conversationId,
      );
    }

    const later = addDays(start, 10);
    const again = await own.guest!.postJson(
      '/api/bookings',
      bookingRequest({ carId: cars[1]!.id, startDate: later, endDate: addDays(later, 2) }, photo),
    );
    expect(again.status).toBe(201);
    expect(again.json<BookingView>().conversationId).toBe(booking.conversationId);
  });
});
