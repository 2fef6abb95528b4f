import { CONTACT_SUBJECTS } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../../db/columns.ts';
import { User } from '../users/index.ts';

/**
 * A message of the contact form (contracts ContactMessageSchema), as received: support's copy of record beside the
 * emails it sends. The address (or the account, when signed in) is what the hourly limit counts.
 */
export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_message',
  indexes: [
    { name: 'contact_message_ip_received_index', properties: ['ip', 'receivedAt'] },
    { name: 'contact_message_sender_received_index', properties: ['sender', 'receivedAt'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(120),
    email: p.string().length(254),
    subject: p.enum(CONTACT_SUBJECTS),
    message: p.text(),
    /** The account that sent it, when signed in. */
    sender: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    /** The client address our proxy saw. */
    ip: p.string().length(64),
    receivedAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessage>;
