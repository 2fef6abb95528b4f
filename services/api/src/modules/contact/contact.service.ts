/**
 * The contact form (POST /api/contact): the message is stored, and in the same transaction an email to support
 * (answering it answers the sender) and a copy to the sender are queued. One sender may send
 * CONTACT_MESSAGES_PER_HOUR an hour: an account when signed in, else the address our proxy saw (429 otherwise,
 * nothing written), counted in PostgreSQL under a lock per sender so replicas agree.
 */
import {
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_RATE_LIMIT_MESSAGE,
  CONTACT_SUBJECT_LABELS,
  type ContactMessage as ContactForm,
  type ContactReceipt,
  type Language,
  paths,
  SITE_NAME,
  SUPPORT_REPLY_WITHIN_HOURS,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError } from '../../http/errors.ts';
import type { Recipient } from '../../mail/email.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { emailWriter } from '../../mail/writer.ts';
import { ContactMessage } from './contact-message.entity.ts';

const WINDOW_MS = 60 * 60_000;

/** Who sent it: the account when signed in, and the address our proxy saw. */
export interface ContactSender {
  userId: string | null;
  ip: string;
}

/** 429 when `sender` already sent the most messages allowed in the last hour, with when the next one is. */
async function checkRate(tx: EntityManager, sender: ContactSender, now: Date): Promise<void> {
  const db = kyselyOf(tx);
  const key = sender.userId ? `user:${sender.userId}` : `ip:${sender.ip}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`contact-sender:${key}`}, 0))`.execute(db);
  const recent = await db
    .selectFrom('contact_message')
    .select('received_at')
    .$if(sender.userId !== null, (query) => query.where('sender_id', '=', sender.userId))
    .$if(sender.userId === null, (query) => query.where('ip', '=', sender.ip))
    .where('received_at', '>', new Date(now.getTime() - WINDOW_MS))
    .orderBy('received_at', 'desc')
    .limit(CONTACT_MESSAGES_PER_HOUR)
    .execute();
  if (recent.length < CONTACT_MESSAGES_PER_HOUR) return;
  const oldestCounted = new Date(recent.at(-1)!.received_at).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted + WINDOW_MS - now.getTime()) / 1000));
  throw new ApiError(429, CONTACT_RATE_LIMIT_MESSAGE, { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/** Support reads the form's emails in Spanish; the sender's copy is in the language they wrote the form in. */
export async function receiveContactMessage(
  em: EntityManager,
  outbox: Outbox,
  form: ContactForm,
  sender: ContactSender,
  language: Language | null,
): Promise<ContactReceipt> {
  const now = new Date();
  return em.transactional(async (tx) => {
    await checkRate(tx, sender, now);
    const stored = tx.create(ContactMessage, { ...form, sender: sender.userId, ip: sender.ip, receivedAt: now });
    await tx.flush();
    const from: Recipient = { address: form.email, name: form.name, language };
    const toSupport = emailWriter({ language: null });
    const support: Recipient = {
      address: outbox.site.supportEmail,
      name: toSupport.t('email.supportName', { site: SITE_NAME }),
    };
    const quote = { quote: form.message, by: form.name };
    const supportSubject = toSupport.contractText(CONTACT_SUBJECT_LABELS[form.subject]);
    await outbox.queue(
      tx,
      support,
      {
        subject: toSupport.t('email.contactSupportSubject', { subject: supportSubject, name: form.name }),
        heading: toSupport.t('email.contactSupportHeading'),
        blocks: [
          {
            facts: [
              { label: toSupport.t('email.contactName'), value: form.name },
              { label: toSupport.t('email.contactEmail'), value: form.email },
              { label: toSupport.t('email.contactSubject'), value: supportSubject },
              {
                label: toSupport.t('email.contactAccount'),
                value: sender.userId ?? toSupport.t('email.contactNoSession'),
              },
              { label: toSupport.t('email.contactReceived'), value: toSupport.time(now) },
            ],
          },
          quote,
        ],
        reason: toSupport.t('email.contactSupportReason', { site: SITE_NAME }),
      },
      { replyTo: from },
    );
    const toSender = emailWriter(from);
    const subject = toSender.contractText(CONTACT_SUBJECT_LABELS[form.subject]);
    await outbox.queue(
      tx,
      from,
      {
        subject: toSender.t('email.contactCopySubject', { subject }),
        heading: toSender.t('email.contactCopyHeading', { name: form.name }),
        blocks: [
          { paragraph: toSender.t('email.contactCopyIntro', { hours: SUPPORT_REPLY_WITHIN_HOURS }) },
          { facts: [{ label: toSender.t('email.contactSubject'), value: subject }] },
          quote,
        ],
        action: { label: toSender.t('email.visitHelpCenter'), path: paths.helpCenter },
        reason: toSender.t('email.contactCopyReason', { site: SITE_NAME }),
      },
      { replyTo: support },
    );
    return { id: stored.id, receivedAt: now.toISOString() };
  });
}
