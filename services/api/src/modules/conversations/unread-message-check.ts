/**
 * The check of an unread message (unread-message-email.ts does it): queued by sendMessage in its transaction, for
 * UNREAD_MESSAGE_EMAIL_AFTER_MINUTES later by the job queue's clock, one waiting per conversation and reader.
 */
import { UNREAD_MESSAGE_EMAIL_AFTER_MINUTES } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../jobs/job-queue.ts';

export const UNREAD_MESSAGE_EMAIL_JOB = 'conversations.unread-message-email';

export const MINUTE_MS = 60_000;
export interface UnreadCheck {
  conversationId: string;
  recipientId: string;
}

export const keyOf = ({ conversationId, recipientId }: UnreadCheck) => `${conversationId}:${recipientId}`;

/** Queues the check of `check` for `startAfter` in `tx` (nothing when one is already waiting). */
export const later = (jobs: JobQueue, tx: EntityManager, check: UnreadCheck, startAfter: Date) =>
  jobs.send(UNREAD_MESSAGE_EMAIL_JOB, check, { in: tx, startAfter, singletonKey: keyOf(check) });

/** In sendMessage's transaction: the check of the message just written, for its reader (the other party). */
export async function queueUnreadMessageEmail(
  tx: EntityManager,
  jobs: JobQueue,
  conversationId: string,
  recipientId: string,
): Promise<void> {
  const check = { conversationId, recipientId };
  await later(jobs, tx, check, new Date(jobs.now().getTime() + UNREAD_MESSAGE_EMAIL_AFTER_MINUTES * MINUTE_MS));
}
