/**
 * The outbox: an email is a job of the job queue, sent in the transaction of the change it reports. A booking that
 * rolls back never sends its receipt; one that commits always does, even if the process dies the next moment (the
 * job is a row, done by whichever replica is up). Whether a recipient wants an optional kind is decided here, once.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { EmailContent, Recipient } from './email.ts';
import { SEND_EMAIL_JOB } from './mailer.ts';
import { type EmailSite, renderEmail } from './render.ts';
import { emailLanguageOf } from './writer.ts';

export class Outbox {
  readonly #jobs: JobQueue;
  readonly site: EmailSite;

  constructor(jobs: JobQueue, site: EmailSite) {
    this.#jobs = jobs;
    this.site = site;
  }

  /**
   * Queues `content` for `to` in `tx`'s transaction, unless `to` turned that kind of email off. True when queued.
   * `replyTo`: where an answer goes (the contact form's sender, for support).
   */
  async queue(
    tx: EntityManager,
    to: Recipient,
    content: EmailContent,
    { replyTo }: { replyTo?: Recipient } = {},
  ): Promise<boolean> {
    if (content.preference && to.preferences?.[content.preference] === false) return false;
    const address = (recipient: Recipient) => ({ name: recipient.name ?? '', address: recipient.address });
    await this.#jobs.send(
      SEND_EMAIL_JOB,
      {
        to: address(to),
        ...(replyTo ? { replyTo: address(replyTo) } : {}),
        ...renderEmail(content, this.site, emailLanguageOf(to)),
      },
      { in: tx },
    );
    return true;
  }
}
