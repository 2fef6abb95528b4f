import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../../db/columns.ts';
import { User } from '../users/index.ts';
import { Conversation } from './conversation.entity.ts';

/**
 * The last unread-message email of one conversation to one of its parties (unread-message-email.ts): when it was
 * sent, by the job queue's clock (at most one an interval), and the newest message it covered (the next one tells
 * only what came after).
 */
export const ConversationEmailNotice = defineEntity({
  name: 'ConversationEmailNotice',
  tableName: 'conversation_email_notice',
  uniques: [
    { name: 'conversation_email_notice_conversation_recipient_unique', properties: ['conversation', 'recipient'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    conversation: () => p.manyToOne(Conversation).ref().deleteRule('cascade'),
    recipient: () => p.manyToOne(User).ref().deleteRule('cascade'),
    emailedAt: p.datetime(),
    /** `sent_at` of the newest message the email showed. */
    lastMessageAt: p.datetime(),
  },
});
export type ConversationEmailNotice = InferEntity<typeof ConversationEmailNotice>;
