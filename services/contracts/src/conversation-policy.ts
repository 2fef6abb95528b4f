/**
 * Who may read and write a conversation (decision 0033), decided once: the API calls these and nothing else
 * compares user ids for conversations. Its two parties read and write; an administrator reads only (each read
 * is recorded); anyone else is told it does not exist (404), so conversation ids reveal nothing.
 */
import type { PolicyActor } from './user-policy.ts';

/** The parties of a conversation: the renter who started it and the host of its car. */
export interface ConversationParties {
  renterId: string;
  hostId: string;
}

/** How `actor` takes part: a party (renter or host), an administrator reading, or nobody. */
export type ConversationAccess = 'renter' | 'host' | 'admin' | 'none';

export function conversationAccess(actor: PolicyActor, conversation: ConversationParties): ConversationAccess {
  const id = actor.id.toLowerCase();
  if (id === conversation.renterId.toLowerCase()) return 'renter';
  if (id === conversation.hostId.toLowerCase()) return 'host';
  return actor.isAdmin ? 'admin' : 'none';
}

export const canReadConversation = (access: ConversationAccess): access is Exclude<ConversationAccess, 'none'> =>
  access !== 'none';
export const canWriteConversation = (access: ConversationAccess) => access === 'renter' || access === 'host';

/** Contact details show as written once a booking of the renter and the car is confirmed (or completed). */
export const CONTACT_SHOWN_STATUSES = ['confirmed', 'completed'] as const;
