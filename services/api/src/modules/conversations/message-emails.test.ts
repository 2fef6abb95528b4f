/**
 * A message left unread is emailed to its reader, through a real SMTP server (MailDev), on the job queue's clock
 * (moved by the test, never waited for): one email for what arrived within the delay, none while the last one is
 * less than an hour old (the check moves to the hour's end), none for what was read in time or for a reader who
 * turned message emails off. What the email quotes is masked as the reader would see it in the conversation.
 */
import { MASKED_CONTACT, MESSAGE_EMAIL_INTERVAL_MINUTES, UNREAD_MESSAGE_EMAIL_AFTER_MINUTES } from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { JOB_QUEUE_SCHEMA } from '../../jobs/job-queue.ts';
import { createParties, openConversation, postMessage, type TestParties } from '../../testing/fixtures.ts';
import { query, SITE_ORIGIN, TestClock, type TestDatabase } from '../../testing/helpers.ts';
import { type Inbox, queuedEmailsTo, useTestApiWithInbox } from '../../testing/inbox.ts';

const clock = new TestClock();
let db: TestDatabase;
let api: RunningApi;
let inbox: Inbox;
useTestApiWithInbox((started) => ({ db, api, inbox } = started), { now: clock.now });

const DOMAIN = 'message-emails.test';
const HOST = `host@${DOMAIN}`;
const CHECK = 'conversations.unread-message-email';

let parties: TestParties;

beforeAll(async () => {
  parties = await createParties(api, {
    domain: DOMAIN,
    people: [
      { key: 'host', firstName: 'Hana', isHost: true },
      { key: 'rita', firstName: 'Rita' },
      { key: 'raul', firstName: 'Raúl' },
      { key: 'rosa', firstName: 'Rosa' },
      { key: 'nameless', firstName: 'Nadie' },
    ],
  });
});

/** Moves the clock on, then runs the checks whose time has come (as the queue would by itself). */
async function minutesPass(minutes: number): Promise<void> {
  clock.advance(minutes);
  await api.jobs.runDue(CHECK);
}

const waitingChecks = async (conversationId: string) =>
  (
    await query<{ n: number }>(
      db.url,
      `select count(*)::int as n from ${JOB_QUEUE_SCHEMA}.job where name = $1 and state = 'created' and data->>'conversationId' = $2`,
      [CHECK, conversationId],
    )
  )[0]!.n;

const emailsToHostFrom = async (firstName: string) =>
  (await queuedEmailsTo(db.url, HOST)).filter((subject) => subject.startsWith(firstName));

describe('unread messages', () => {
  it('are emailed once for a burst, masked as the reader sees them, and not again within the hour', async () => {
    const rita = parties.clients.rita!;
    const id = await openConversation(rita, parties.cars[0]!.id);
    await postMessage(rita, id, '¿Está libre el fin de semana del 4 de julio?');
    await postMessage(rita, id, 'Llámame al (213) 555-0147 o escribe a rita.personal@example.com');
    expect(await waitingChecks(id)).toBe(1); // a burst makes one check

    await minutesPass(UNREAD_MESSAGE_EMAIL_AFTER_MINUTES);
    const email = await inbox.waitFor(HOST, 'Rita te envió 2 mensajes sobre el 2024 Test Car 0');
    expect(email.text).toContain('¿Está libre el fin de semana del 4 de julio?');
    // no confirmed booking yet: the host reads the contact details masked, in the conversation and here
    expect(email.text).toContain(`Llámame al ${MASKED_CONTACT} o escribe a ${MASKED_CONTACT}`);
    for (const body of [email.text!, email.html!]) {
      expect(body).not.toContain('555-0147');
      expect(body).not.toContain('rita.personal@example.com');
      expect(body).toContain(`${SITE_ORIGIN}/messages/${id}`);
    }
    expect(email.text).toMatch(/Puedes dejar de recibir estos correos en Mi Dashboard → Perfil/);

    // a new message a few minutes later: its check finds the last email too recent and waits for the hour's end
    await postMessage(rita, id, '¿Sigues ahí?');
    await minutesPass(UNREAD_MESSAGE_EMAIL_AFTER_MINUTES);
    expect(await emailsToHostFrom('Rita')).toHaveLength(1);
    expect(await waitingChecks(id)).toBe(1);

    await minutesPass(MESSAGE_EMAIL_INTERVAL_MINUTES - UNREAD_MESSAGE_EMAIL_AFTER_MINUTES);
    const later = await inbox.waitFor(HOST, 'Rita te escribió sobre el 2024 Test Car 0');
    expect(later.text).toContain('¿Sigues ahí?');
    expect(later.text).not.toContain('4 de julio'); // what the first email showed is not repeated
    expect(await emailsToHostFrom('Rita')).toHaveLength(2);
  });

  it("name a sender without a name in the email's language: 'User' to a host who reads English", async () => {
    await query(db.url, `update "user" set first_name = '', last_name = '' where email = $1`, [`nameless@${DOMAIN}`]);
    await query(db.url, `update "user" set language = 'en' where email = $1`, [HOST]);
    try {
      const nameless = parties.clients.nameless!;
      const id = await openConversation(nameless, parties.cars[0]!.id);
      await postMessage(nameless, id, 'Is it free on Friday?');
      await minutesPass(UNREAD_MESSAGE_EMAIL_AFTER_MINUTES);
      const email = await inbox.waitFor(HOST, 'User wrote to you about the 2024 Test Car 0');
      expect(email.text).toContain('Is it free on Friday?');
    } finally {
      await query(db.url, `update "user" set language = null where email = $1`, [HOST]);
    }
  });

  it('read in time are not emailed', async () => {
    const raul = parties.clients.raul!;
    const id = await openConversation(raul, parties.cars[0]!.id);
    await postMessage(raul, id, '¿Tiene portabicicletas?');
    expect((await parties.clients.host!.get(`/api/conversations/${id}/messages`)).status).toBe(200);

    await minutesPass(UNREAD_MESSAGE_EMAIL_AFTER_MINUTES);
    expect(await emailsToHostFrom('Raúl')).toEqual([]);
    expect(await waitingChecks(id)).toBe(0);
  });

  it('are not emailed to a reader who turned message emails off', async () => {
    const rosa = parties.clients.rosa!;
    const id = await openConversation(rosa, parties.cars[0]!.id);
    expect((await rosa.putJson('/api/users/email-preferences', { messages: false, reminders: true })).status).toBe(200);
    await postMessage(rosa, id, 'Hola, ¿a qué hora puedo recogerlo?');
    await postMessage(parties.clients.host!, id, 'Hola Rosa, a las 10:00.');

    await minutesPass(UNREAD_MESSAGE_EMAIL_AFTER_MINUTES);
    await inbox.waitFor(HOST, 'Rosa te escribió sobre el 2024 Test Car 0'); // the host still wants them
    expect(await queuedEmailsTo(db.url, `rosa@${DOMAIN}`)).toEqual([]);
  });
});
