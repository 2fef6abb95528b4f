/**
 * The events of the conversation stream (decision 0035), written where they happen: in the transaction of the
 * message or the read, one row per recipient as that recipient sees it, with a NOTIFY that PostgreSQL delivers to
 * every replica's listener on commit (and never for a transaction rolled back). Pruned after
 * CONVERSATION_EVENTS_KEPT_HOURS by a scheduled job.
 */
import {
  CONVERSATION_EVENTS_KEPT_HOURS,
  type KeptConversationStreamEventName,
  type MessageEvent,
  type ReadEvent,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { kyselyOf } from '../../db/kysely.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';

/** The NOTIFY channel; the payload is the id of a user who has new events. */
export const CONVERSATION_EVENTS_CHANNEL = 'conversation_events';

/** A message is unread by `userId` when the other party sent it and nobody has read it yet. */
export const unreadBy = (eb: ExpressionBuilder<Db & { m: Db['conversation_message'] }, 'm'>, userId: string) =>
  eb.and([eb('m.sender_id', '<>', userId), eb('m.read_at', 'is', null)]);

/** The user's unread messages across every conversation they take part in (as renter or as host). */
export async function unreadCount(db: Kysely<Db>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_message as m')
    .innerJoin('conversation as cv', 'cv.id', 'm.conversation_id')
    .innerJoin('car as c', 'c.id', 'cv.car_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => eb.or([eb('cv.renter_id', '=', userId), eb('c.host_id', '=', userId)]))
    .where((eb) => unreadBy(eb, userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type EventData<T extends KeptConversationStreamEventName> = Omit<
  T extends 'message' ? MessageEvent : ReadEvent,
  'unread'
>;

/** One event to record: its recipient, and what they see of it (their unread count is added here). */
export type EventDraft = {
  [T in KeptConversationStreamEventName]: { recipientId: string; type: T; data: EventData<T> };
}[KeptConversationStreamEventName];

/** The transaction lock of one recipient's events (see `recordEvents`). */
const recipientLock = (recipientId: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`conversation-events:${recipientId}`}, 0))`;

/**
 * Records the events in `tx`'s transaction and notifies their recipients on commit. Each recipient's events are
 * written under a lock per recipient held until commit, so a recipient's events commit in the order of their ids
 * (a stream that sent id n never sees an event below n appear later), and the unread count each carries is the
 * one after it. The locks are taken in one order (by id), after any row the caller changed, so two transactions
 * never wait on each other in a circle.
 */
export async function recordEvents(tx: EntityManager, drafts: readonly EventDraft[]): Promise<void> {
  const db = kyselyOf(tx);
  const recipients = [...new Set(drafts.map((draft) => draft.recipientId))].sort();
  const unread = new Map<string, number>();
  for (const recipientId of recipients) {
    await recipientLock(recipientId).execute(db);
    unread.set(recipientId, await unreadCount(db, recipientId));
  }
  await db
    .insertInto('conversation_event')
    .values(
      drafts.map((draft) => ({
        recipient_id: draft.recipientId,
        type: draft.type,
        payload: { ...draft.data, unread: unread.get(draft.recipientId)! },
      })),
    )
    .execute();
  await sql`select pg_notify(${CONVERSATION_EVENTS_CHANNEL}, recipient) from unnest(${recipients}::text[]) as recipient`.execute(
    db,
  );
}

/** Forgets the events no reconnecting client may ask for any more, every hour, on one replica. */
export function streamEventsPruneJob(em: EntityManager, logger: Logger): ScheduledJob {
  return {
    name: 'conversations.prune-stream-events',
    cron: '45 * * * *',
    async run(now) {
      const cutoff = new Date(now.getTime() - CONVERSATION_EVENTS_KEPT_HOURS * 3_600_000);
      const { numDeletedRows } = await kyselyOf(em.fork())
        .deleteFrom('conversation_event')
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      if (numDeletedRows) logger.info('pruned conversation stream events', { events: Number(numDeletedRows) });
    },
  };
}
