/**
 * A message that stays unread is emailed to its reader (decision 0036). Sending a message queues, in its transaction,
 * a check for UNREAD_MESSAGE_EMAIL_AFTER_MINUTES later, one waiting per conversation and reader (a burst of messages
 * makes one check). The check emails the reader's unread messages that no earlier email showed, masked as the
 * reader sees them in the conversation, at most once per MESSAGE_EMAIL_INTERVAL_MINUTES (inside it, the check moves
 * to the interval's end), unless the reader turned message emails off. Time is the job queue's clock.
 */
import {
  hrefs,
  MESSAGE_EMAIL_INTERVAL_MINUTES,
  maskContactDetails,
  SITE_NAME,
  UNREAD_MESSAGE_EMAIL_AFTER_MINUTES,
} from '@ladrive/contracts';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError } from '../../http/errors.ts';
import type { JobQueue, QueuedJob } from '../../jobs/job-queue.ts';
import { carName } from '../../mail/format.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { emailWriter } from '../../mail/writer.ts';
import { emailRecipient, fullNameOf } from '../users/index.ts';
import { authorizeConversation } from './conversations.service.ts';
import { keyOf, later, MINUTE_MS, UNREAD_MESSAGE_EMAIL_JOB, type UnreadCheck } from './unread-message-check.ts';

/** The most messages one email quotes; the rest are counted. */
const QUOTED_MESSAGES = 10;

/** The conversation as the recipient may read it, or null once they no longer may (the check has nothing to do). */
async function grantOf(tx: EntityManager, { conversationId, recipientId }: UnreadCheck) {
  return authorizeConversation(tx, { id: recipientId, isAdmin: false }, conversationId).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });
}

export function unreadMessageEmailJob(deps: { orm: MikroORM; jobs: JobQueue; outbox: Outbox }): QueuedJob<UnreadCheck> {
  const { orm, jobs, outbox } = deps;
  return {
    name: UNREAD_MESSAGE_EMAIL_JOB,
    onePendingPerKey: true,
    run: (check, now) =>
      orm.em.fork().transactional(async (tx) => {
        const db = kyselyOf(tx);
        // two checks of one conversation and reader never decide at once
        await sql`select pg_advisory_xact_lock(hashtextextended(${`conversation-email:${keyOf(check)}`}, 0))`.execute(
          db,
        );
        const grant = await grantOf(tx, check);
        if (!grant) return;
        const recipient = await emailRecipient(tx, check.recipientId);
        // turned off: nothing to decide (the outbox would drop the email anyway)
        if (recipient.preferences?.messages === false) return;
        const notice = await db
          .selectFrom('conversation_email_notice')
          .select(['emailed_at', 'last_message_at'])
          .where('conversation_id', '=', check.conversationId)
          .where('recipient_id', '=', check.recipientId)
          .executeTakeFirst();
        const unread = await db
          .selectFrom('conversation_message as m')
          .innerJoin('user as s', 's.id', 'm.sender_id')
          .select(['m.body', 'm.sent_at', 's.first_name', 's.last_name'])
          .where('m.conversation_id', '=', check.conversationId)
          .where('m.sender_id', '<>', check.recipientId)
          .where('m.read_at', 'is', null)
          .$if(notice !== undefined, (query) => query.where('m.sent_at', '>', notice!.last_message_at))
          .orderBy('m.sent_at')
          .orderBy('m.id')
          .execute();
        const newest = unread.at(-1);
        if (!newest) return; // read meanwhile, or already emailed
        const nextAllowed =
          notice && new Date(notice.emailed_at).getTime() + MESSAGE_EMAIL_INTERVAL_MINUTES * MINUTE_MS;
        if (nextAllowed && now.getTime() < nextAllowed) {
          await later(jobs, tx, check, new Date(nextAllowed));
          return;
        }
        const car = await db
          .selectFrom('conversation as cv')
          .innerJoin('car as c', 'c.id', 'cv.car_id')
          .select(['c.make', 'c.model', 'c.year'])
          .where('cv.id', '=', check.conversationId)
          .executeTakeFirstOrThrow();
        const w = emailWriter(recipient);
        const sender = w.name(newest.first_name.trim() || fullNameOf(newest.first_name, newest.last_name));
        const quoted = unread.slice(0, QUOTED_MESSAGES);
        const more = unread.length - quoted.length;
        await outbox.queue(tx, recipient, {
          subject: w.t('email.unreadSubject', { count: unread.length, sender, car: carName(car) }),
          heading: w.t('email.unreadHeading', { count: unread.length }),
          blocks: [
            ...quoted.map((message) => ({
              by: `${sender}, ${w.time(new Date(message.sent_at))}`,
              // as the reader sees it in the conversation: contacts masked until a booking is confirmed
              quote: grant.contactShown ? message.body : maskContactDetails(message.body),
            })),
            ...(more > 0 ? [{ paragraph: w.t('email.unreadMore', { count: more }) }] : []),
          ],
          action: { label: w.t('email.reply'), path: hrefs.conversation(check.conversationId) },
          reason: w.t('email.unreadReason', {
            sender,
            site: SITE_NAME,
            minutes: UNREAD_MESSAGE_EMAIL_AFTER_MINUTES,
            interval: MESSAGE_EMAIL_INTERVAL_MINUTES,
          }),
          preference: 'messages',
        });
        await db
          .insertInto('conversation_email_notice')
          .values({
            id: crypto.randomUUID(),
            conversation_id: check.conversationId,
            recipient_id: check.recipientId,
            emailed_at: now,
            last_message_at: newest.sent_at,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['conversation_id', 'recipient_id'])
              .doUpdateSet({ emailed_at: now, last_message_at: newest.sent_at }),
          )
          .execute();
      }),
  };
}
