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
  paths,
  SITE_NAME,
  SUPPORT_REPLY_WITHIN_HOURS,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError } from '../../http/errors.ts';
import type { Recipient } from '../../mail/email.ts';
import { formatMarketTime } from '../../mail/format.ts';
import type { Outbox } from '../../mail/outbox.ts';
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

export async function receiveContactMessage(
  em: EntityManager,
  outbox: Outbox,
  form: ContactForm,
  sender: ContactSender,
): Promise<ContactReceipt> {
  const now = new Date();
  return em.transactional(async (tx) => {
    await checkRate(tx, sender, now);
    const stored = tx.create(ContactMessage, { ...form, sender: sender.userId, ip: sender.ip, receivedAt: now });
    await tx.flush();
    const from: Recipient = { address: form.email, name: form.name };
    const support: Recipient = { address: outbox.site.supportEmail, name: `${SITE_NAME} Soporte` };
    const subject = CONTACT_SUBJECT_LABELS[form.subject];
    const quote = { quote: form.message, by: form.name };
    await outbox.queue(
      tx,
      support,
      {
        subject: `[Contacto] ${subject}: ${form.name}`,
        heading: 'Nuevo mensaje del formulario de contacto',
        blocks: [
          {
            facts: [
              { label: 'Nombre', value: form.name },
              { label: 'Correo', value: form.email },
              { label: 'Asunto', value: subject },
              { label: 'Cuenta', value: sender.userId ?? 'sin sesión' },
              { label: 'Recibido', value: formatMarketTime(now) },
            ],
          },
          quote,
        ],
        reason: `Llega a soporte porque alguien escribió en el formulario de contacto de ${SITE_NAME}: responder a este correo le contesta.`,
      },
      { replyTo: from },
    );
    await outbox.queue(
      tx,
      from,
      {
        subject: `Recibimos tu mensaje: ${subject}`,
        heading: `Gracias por contactarnos, ${form.name}`,
        blocks: [
          {
            paragraph: `Te responderemos en ${SUPPORT_REPLY_WITHIN_HOURS} horas. Esta es una copia de lo que nos enviaste:`,
          },
          { facts: [{ label: 'Asunto', value: subject }] },
          quote,
        ],
        action: { label: 'Visitar el Centro de Ayuda', path: paths.helpCenter },
        reason: `Te enviamos esta copia porque escribiste en el formulario de contacto de ${SITE_NAME} con esta dirección.`,
      },
      { replyTo: support },
    );
    return { id: stored.id, receivedAt: now.toISOString() };
  });
}
