/**
 * Conversations between a renter and a car's host (decision 0033): opening one, the inbox, reading a page of
 * messages (which marks the other party's read, or records an administrator's read) and sending one. Who may
 * do what is `conversationAccess` in contracts, asked once by `authorizeConversation`. Reads are kysely; writes
 * go through the entities. A message and a read also record the stream events of both parties in their
 * transaction (conversation-events.ts).
 */
import {
  ADMIN_READS_ONLY_MESSAGE,
  CAR_NOT_FOUND,
  CAR_REMOVED,
  CONTACT_SHOWN_STATUSES,
  CONVERSATION_NOT_FOUND,
  type ConversationAccess,
  type ConversationParties,
  type ConversationSummary,
  canReadConversation,
  canWriteConversation,
  conversationAccess,
  MESSAGES_PER_MINUTE,
  MESSAGES_RATE_LIMIT_MESSAGE,
  type Message,
  type MessageInsert,
  type MessagesQuery,
  maskContactDetails,
  OWN_CAR_CONVERSATION_MESSAGE,
  type PolicyActor,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, sql } from 'kysely';
import { type Db, isoTimestamp, kyselyOf } from '../../db/kysely.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { uuidParam } from '../../http/validate.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { Conversation, ConversationMessage, ConversationView } from './conversation.entity.ts';
import { recordEvents, unreadBy } from './conversation-events.ts';
import { queueUnreadMessageEmail } from './unread-message-check.ts';

const RATE_WINDOW_MS = 60_000;

/** The conversation of `renter` and the car, started if there is none; `created` says which. */
export async function openConversation(
  em: EntityManager,
  renter: PolicyActor,
  carId: string,
): Promise<{ id: string; created: boolean }> {
  const car = await kyselyOf(em)
    .selectFrom('car')
    .select(['host_id', 'deleted_at'])
    .where('id', '=', carId)
    .executeTakeFirst();
  if (!car) throw notFound(CAR_NOT_FOUND);
  if (car.host_id === renter.id) throw new ApiError(400, OWN_CAR_CONVERSATION_MESSAGE);
  if (car.deleted_at) {
    // a removed listing starts no new conversation; one already started goes on (its trips may need it)
    const existing = await conversationIdOf(em, renter.id, carId);
    if (!existing) throw new ApiError(410, CAR_REMOVED);
    return { id: existing, created: false };
  }
  return startConversation(em, renter.id, carId);
}

async function conversationIdOf(em: EntityManager, renterId: string, carId: string): Promise<string | undefined> {
  const row = await kyselyOf(em)
    .selectFrom('conversation')
    .select('id')
    .where('renter_id', '=', renterId)
    .where('car_id', '=', carId)
    .executeTakeFirst();
  return row?.id;
}

/**
 * The conversation of the renter and the car, inserted when there is none (booking a car starts it too, so the
 * host's 'Mensaje' always has one). Insert-or-nothing in one statement: two requests racing never answer a
 * unique violation.
 */
export async function startConversation(
  em: EntityManager,
  renterId: string,
  carId: string,
): Promise<{ id: string; created: boolean }> {
  const inserted = await kyselyOf(em)
    .insertInto('conversation')
    .values({ id: crypto.randomUUID(), renter_id: renterId, car_id: carId })
    .onConflict((conflict) => conflict.columns(['renter_id', 'car_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await conversationIdOf(em, renterId, carId);
  if (!existing) throw new Error(`conversation of ${renterId} and ${carId} vanished after a conflict`);
  return { id: existing, created: false };
}

/** A conversation the user may read, and how they take part. Only `authorizeConversation` makes one. */
export interface ConversationGrant {
  id: string;
  parties: ConversationParties;
  access: Exclude<ConversationAccess, 'none'>;
  /** A booking of its renter and car is confirmed: contacts show as written. */
  contactShown: boolean;
}

/** The party the grant's holder talks to: who reads what they write, and gets the receipt of what they read. */
const otherPartyOf = ({ access, parties }: ConversationGrant) =>
  access === 'renter' ? parties.hostId : parties.renterId;

/** True once a booking of the conversation's renter and car is confirmed (or completed): contacts show as written. */
const contactShown = (eb: ExpressionBuilder<Db & { cv: Db['conversation'] }, 'cv'>) =>
  eb.exists(
    eb
      .selectFrom('booking as b')
      .select(sql.lit(1).as('one'))
      .whereRef('b.renter_id', '=', 'cv.renter_id')
      .whereRef('b.car_id', '=', 'cv.car_id')
      .where('b.status', 'in', CONTACT_SHOWN_STATUSES),
  );

/** 404 for a malformed or unknown id and for anyone who is neither a party nor an administrator. */
export async function authorizeConversation(
  em: EntityManager,
  actor: PolicyActor,
  idParam: string | undefined,
): Promise<ConversationGrant> {
  const id = uuidParam(idParam, CONVERSATION_NOT_FOUND);
  const row = await kyselyOf(em)
    .selectFrom('conversation as cv')
    .innerJoin('car as c', 'c.id', 'cv.car_id')
    .select((eb) => ['cv.renter_id', 'c.host_id', contactShown(eb).as('contact_shown')])
    .where('cv.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  const parties = { renterId: row.renter_id, hostId: row.host_id };
  const access = conversationAccess(actor, parties);
  if (!canReadConversation(access)) throw notFound(CONVERSATION_NOT_FOUND);
  return { id, parties, access, contactShown: Boolean(row.contact_shown) };
}

/** What `reader` sees of a message's body: their own text and, after confirmation, everyone's as written. */
function bodySeen(body: string, mine: boolean, shownAsWritten: boolean): string {
  return mine || shownAsWritten ? body : maskContactDetails(body);
}

/**
 * Conversations as `readerId` sees them: the other person (for an administrator, the renter), the car, the last
 * message if any and the reader's unread count. The callers choose which.
 */
function summaryQuery(em: EntityManager, readerId: string) {
  return kyselyOf(em)
    .selectFrom('conversation as cv')
    .innerJoin('car as c', 'c.id', 'cv.car_id')
    .innerJoin('user as other', (join) =>
      join.on((eb) =>
        eb(
          'other.id',
          '=',
          eb.case().when('cv.renter_id', '=', readerId).then(eb.ref('c.host_id')).else(eb.ref('cv.renter_id')).end(),
        ),
      ),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('conversation_message as m')
          .select(['m.body', 'm.sent_at', 'm.sender_id'])
          .whereRef('m.conversation_id', '=', 'cv.id')
          .orderBy('m.sent_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'cv.id',
      'c.id as car_id',
      'c.make',
      'c.model',
      'c.year',
      sql<string | null>`c.images[1]`.as('car_image'),
      'other.first_name',
      'other.profile_image_url',
      'last.body',
      'last.sent_at',
      'last.sender_id',
      eb
        .selectFrom('conversation_message as m')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('m.conversation_id', '=', 'cv.id')
        .where((unread) => unreadBy(unread, readerId))
        .as('unread'),
      contactShown(eb).as('contact_shown'),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

/** A summary row as `readerId` may read it (`asWritten`: an administrator's read, nothing masked). */
function toSummary(row: SummaryRow, readerId: string, asWritten = false): ConversationSummary {
  const mine = row.sender_id === readerId;
  return {
    id: row.id,
    car: { id: row.car_id, make: row.make, model: row.model, year: row.year, image: row.car_image ?? null },
    otherParty: { firstName: row.first_name, photo: row.profile_image_url ?? null },
    lastMessage:
      row.body === null || row.sent_at === null
        ? null
        : {
            body: bodySeen(row.body, mine || asWritten, Boolean(row.contact_shown)),
            sentAt: isoTimestamp(row.sent_at),
            mine,
          },
    unread: Number(row.unread ?? 0),
  };
}

/** The user's conversations with at least one message, as renter or host, newest activity first. */
export async function listConversations(em: EntityManager, userId: string): Promise<ConversationSummary[]> {
  const rows = await summaryQuery(em, userId)
    .where('last.sent_at', 'is not', null)
    .where((eb) => eb.or([eb('cv.renter_id', '=', userId), eb('c.host_id', '=', userId)]))
    .orderBy('cv.last_message_at', 'desc')
    .orderBy('cv.id', 'desc')
    .execute();
  return rows.map((row) => toSummary(row, userId));
}

/** One conversation the reader may read, with or without messages yet (the page of a conversation just opened). */
export async function conversationSummary(
  em: EntityManager,
  reader: PolicyActor,
  grant: ConversationGrant,
): Promise<ConversationSummary> {
  const row = await summaryQuery(em, reader.id).where('cv.id', '=', grant.id).executeTakeFirstOrThrow();
  return toSummary(row, reader.id, grant.access === 'admin');
}

/**
 * One page of a conversation, oldest first, with the total. A party's read marks the other party's messages
 * on the page read; an administrator's read marks nothing and is recorded (who, which conversation, when).
 */
export async function readMessages(
  em: EntityManager,
  reader: PolicyActor,
  grant: ConversationGrant,
  { page, pageSize }: MessagesQuery,
): Promise<{ messages: Message[]; total: number }> {
  if (grant.access === 'admin') {
    em.create(ConversationView, { conversation: grant.id, admin: reader.id });
    await em.flush();
  }
  const db = kyselyOf(em);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('conversation_message as m')
      .select(['m.id', 'm.body', 'm.sent_at', 'm.sender_id', 'm.read_at'])
      .where('m.conversation_id', '=', grant.id)
      .orderBy('m.sent_at', 'asc')
      .orderBy('m.id', 'asc')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    db
      .selectFrom('conversation_message')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('conversation_id', '=', grant.id)
      .executeTakeFirstOrThrow(),
  ]);
  const readNow = new Date();
  const toMark = rows.filter((row) => row.sender_id !== reader.id && row.read_at === null).map((row) => row.id);
  if (grant.access !== 'admin' && toMark.length > 0) {
    await em.transactional(async (tx) => {
      // another tab of the reader may have marked some of them a moment ago: the receipt names only these
      const marked = await kyselyOf(tx)
        .updateTable('conversation_message')
        .set({ read_at: readNow })
        .where('id', 'in', toMark)
        .where('read_at', 'is', null)
        .returning('id')
        .execute();
      if (marked.length === 0) return;
      const markedIds = new Set(marked.map((row) => row.id));
      const receipt = {
        conversationId: grant.id,
        // in the order they were sent
        messageIds: toMark.filter((id) => markedIds.has(id)),
        readAt: readNow.toISOString(),
      };
      await recordEvents(tx, [
        { recipientId: reader.id, type: 'read', data: { ...receipt, by: 'me' } },
        { recipientId: otherPartyOf(grant), type: 'read', data: { ...receipt, by: 'other' } },
      ]);
    });
  }
  const messages = rows.map((row): Message => {
    const mine = row.sender_id === reader.id;
    const readAt = row.read_at ?? (grant.access !== 'admin' && !mine ? readNow : null);
    return {
      id: row.id,
      body: grant.access === 'admin' ? row.body : bodySeen(row.body, mine, grant.contactShown),
      sentAt: isoTimestamp(row.sent_at),
      mine,
      readAt: readAt === null ? null : isoTimestamp(readAt),
    };
  });
  return { messages, total: Number(counted.n) };
}

/**
 * `sender` writes in the conversation: its parties only (an administrator reads only, 403). At most
 * MESSAGES_PER_MINUTE a minute per sender, counted in PostgreSQL under a lock per sender, so replicas agree and
 * two requests at once cannot both take the last place (429 otherwise, nothing written).
 */
export async function sendMessage(
  em: EntityManager,
  sender: PolicyActor,
  grant: ConversationGrant,
  { body }: MessageInsert,
  jobs: JobQueue,
): Promise<Message> {
  if (!canWriteConversation(grant.access)) throw forbidden(ADMIN_READS_ONLY_MESSAGE);
  return em.transactional(async (tx) => {
    const db = kyselyOf(tx);
    await sql`select pg_advisory_xact_lock(hashtextextended(${`conversation-sender:${sender.id}`}, 0))`.execute(db);
    const sentAt = new Date();
    const recent = await db
      .selectFrom('conversation_message')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sender_id', '=', sender.id)
      .where('sent_at', '>', new Date(sentAt.getTime() - RATE_WINDOW_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= MESSAGES_PER_MINUTE) {
      throw new ApiError(429, MESSAGES_RATE_LIMIT_MESSAGE, {
        headers: { 'Retry-After': String(RATE_WINDOW_MS / 1000) },
      });
    }
    const created = tx.create(ConversationMessage, { conversation: grant.id, sender: sender.id, body, sentAt });
    await tx.flush();
    await tx.nativeUpdate(Conversation, { id: grant.id }, { lastMessageAt: sentAt });
    const message: Message = { id: created.id, body, sentAt: sentAt.toISOString(), mine: true, readAt: null };
    // the sender's other tabs see it as written; the other party as GET …/messages shows it to them
    const seen = { ...message, body: bodySeen(body, false, grant.contactShown), mine: false };
    await recordEvents(tx, [
      { recipientId: sender.id, type: 'message', data: { conversationId: grant.id, message } },
      { recipientId: otherPartyOf(grant), type: 'message', data: { conversationId: grant.id, message: seen } },
    ]);
    await queueUnreadMessageEmail(tx, jobs, grant.id, otherPartyOf(grant));
    return message;
  });
}
