import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../../db/columns.ts';
import { Car } from '../cars/index.ts';
import { User } from '../users/index.ts';

/**
 * The conversation of one renter and one car (decision 0033): at most one per pair, so it continues through
 * every booking of that car. The host is the car's. `lastMessageAt` orders the inbox (newest activity first).
 */
export const Conversation = defineEntity({
  name: 'Conversation',
  tableName: 'conversation',
  uniques: [{ name: 'conversation_renter_id_car_id_unique', properties: ['renter', 'car'] }],
  indexes: [{ name: 'conversation_car_id_index', properties: ['car'] }],
  properties: {
    id: uuidPrimaryKey(),
    renter: () => p.manyToOne(User).ref().deleteRule('cascade'),
    car: () => p.manyToOne(Car).ref().deleteRule('cascade'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
    /** When the last message was sent; the creation time until then. */
    lastMessageAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type Conversation = InferEntity<typeof Conversation>;

/** One message, stored as its sender wrote it (trimmed); masking happens when another party reads it. */
export const ConversationMessage = defineEntity({
  name: 'ConversationMessage',
  tableName: 'conversation_message',
  indexes: [
    // a conversation's messages in order, and its unread ones
    { name: 'conversation_message_conversation_sent_index', properties: ['conversation', 'sentAt', 'id'] },
    // the sender's last minute (the rate limit)
    { name: 'conversation_message_sender_sent_index', properties: ['sender', 'sentAt'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    conversation: () => p.manyToOne(Conversation).ref().deleteRule('cascade'),
    sender: () => p.manyToOne(User).ref().deleteRule('cascade'),
    body: p.text(),
    sentAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
    /** When the other party first read it. */
    readAt: p.datetime().nullable(),
  },
});
export type ConversationMessage = InferEntity<typeof ConversationMessage>;

/** One administrator's read of a conversation: the audit trail, as for identity documents. Only ever added. */
export const ConversationView = defineEntity({
  name: 'ConversationView',
  tableName: 'conversation_view',
  indexes: [{ name: 'conversation_view_conversation_viewed_index', properties: ['conversation', 'viewedAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    conversation: () => p.manyToOne(Conversation).ref().deleteRule('cascade'),
    admin: () => p.manyToOne(User).ref(),
    viewedAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type ConversationView = InferEntity<typeof ConversationView>;
