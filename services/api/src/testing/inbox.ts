/**
 * Emails in API tests: a real SMTP server (MailDev, as `pnpm start` runs it) for a test file's API, and what reached
 * it. Waiting for an email listens for it (no polling, no sleep); what must NOT be sent is asserted on the queued
 * `mail.send` jobs, which exist or not once the change's transaction has committed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type CaughtEmail, type EmbeddedMailCatcherHandle, startEmbeddedMailCatcher } from '../embedded.ts';
import type { RunningApi, StartApiOptions } from '../index.ts';
import { JOB_QUEUE_SCHEMA } from '../jobs/job-queue.ts';
import { SEND_EMAIL_JOB } from '../mail/mailer.ts';
import { createTestDatabase, query, startTestApi, type TestDatabase } from './helpers.ts';

export type { CaughtEmail };

/** Long enough for a job queue's poll (2 s) and an SMTP exchange, on a busy machine. */
const ARRIVAL_MS = 15_000;

export class Inbox {
  readonly received: CaughtEmail[] = [];
  readonly #waiters = new Set<{ match: (email: CaughtEmail) => boolean; resolve: (email: CaughtEmail) => void }>();

  constructor(catcher: EmbeddedMailCatcherHandle) {
    catcher.onEmail((email) => {
      this.received.push(email);
      for (const waiter of this.#waiters) {
        if (waiter.match(email)) {
          this.#waiters.delete(waiter);
          waiter.resolve(email);
        }
      }
    });
  }

  /** The first email (received already, or when it arrives) to `address` whose subject matches. */
  waitFor(address: string, subject: RegExp | string): Promise<CaughtEmail> {
    const match = (email: CaughtEmail) =>
      email.to.some((to) => to.address === address) &&
      (typeof subject === 'string' ? email.subject.includes(subject) : subject.test(email.subject));
    const found = this.received.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve };
      this.#waiters.add(waiter);
      setTimeout(() => {
        if (!this.#waiters.delete(waiter)) return;
        const seen = this.received.map((email) => `${email.to[0]?.address}: ${email.subject}`);
        reject(new Error(`no email to ${address} matching ${subject} (received: ${seen.join('; ') || 'none'})`));
      }, ARRIVAL_MS).unref();
    });
  }
}

/** A header of the email as it was received (`Reply-To`), unfolded; undefined without it. */
export async function headerOf(email: CaughtEmail, name: string): Promise<string | undefined> {
  const head = (await readFile(email.source, 'utf8')).split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The `mail.send` jobs queued for `address` (sent or not yet): the subjects, oldest first. */
export async function queuedEmailsTo(databaseUrl: string, address: string): Promise<string[]> {
  const rows = await query<{ subject: string }>(
    databaseUrl,
    `select data->>'subject' as subject from ${JOB_QUEUE_SCHEMA}.job
      where name = $1 and data->'to'->>'address' = $2 order by created_on`,
    [SEND_EMAIL_JOB, address],
  );
  return rows.map((row) => row.subject);
}

/** `useTestApi` with a mail catcher the API sends to; `onStart` also gets its inbox. */
export function useTestApiWithInbox(
  onStart: (started: { db: TestDatabase; api: RunningApi; inbox: Inbox }) => void,
  options: Partial<StartApiOptions> = {},
) {
  let catcher: EmbeddedMailCatcherHandle | undefined;
  let mailDir: string | undefined;
  let db: TestDatabase | undefined;
  let api: RunningApi | undefined;
  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'ladrive-test-mail-'));
    catcher = await startEmbeddedMailCatcher({ smtpPort: 0, webPort: null, dataDir: mailDir });
    const inbox = new Inbox(catcher);
    db = await createTestDatabase();
    api = await startTestApi(db.url, { ...options, mail: { ...options.mail, smtpUrl: catcher.smtpUrl } });
    onStart({ db, api, inbox });
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
    await catcher?.stop();
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });
}
