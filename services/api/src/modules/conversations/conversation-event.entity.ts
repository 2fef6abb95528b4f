import { KEPT_CONVERSATION_STREAM_EVENTS, type MessageEvent, type ReadEvent } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../users/index.ts';

/**
 * One event of a user's conversation stream (decision 0035), as that user sees it: written in the transaction of
 * the message or the read it reports, sent to the user's open streams on every replica, and kept
 * CONVERSATION_EVENTS_KEPT_HOURS for a client reconnecting with `Last-Event-ID`. The id is the stream's event id:
 * a sequence with the default cache of 1, so ids grow in the order they are taken, and a recipient's events are
 * written under a lock per recipient held until commit, so they also commit in id order.
 */
export const ConversationEvent = defineEntity({
  name: 'ConversationEvent',
  tableName: 'conversation_event',
  indexes: [
    // a stream's events after the last one it sent
    { name: 'conversation_event_recipient_id_index', properties: ['recipient', 'id'] },
    // the pruning job
    { name: 'conversation_event_created_at_index', properties: ['createdAt'] },
  ],
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    recipient: () => p.manyToOne(User).ref().deleteRule('cascade'),
    type: p.enum(KEPT_CONVERSATION_STREAM_EVENTS),
    payload: p.json<MessageEvent | ReadEvent>(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type ConversationEvent = InferEntity<typeof ConversationEvent>;
