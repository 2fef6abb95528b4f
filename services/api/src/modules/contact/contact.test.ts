/**
 * The contact form (POST /api/contact): a message is stored and emailed, through a real SMTP server (MailDev), to
 * support (answering it answers the sender) with a copy to the sender; bad input and a sender past the hourly
 * limit are refused with nothing written and nothing sent.
 */
import {
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_RATE_LIMIT_MESSAGE,
  type ContactReceipt,
  PLAIN_TEXT_MESSAGE,
  SUPPORT_EMAIL,
} from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createParties, type TestParties } from '../../testing/fixtures.ts';
import { defaultText, freshIp, query, SITE_ORIGIN, TestClient, type TestDatabase } from '../../testing/helpers.ts';
import { headerOf, type Inbox, queuedEmailsTo, useTestApiWithInbox } from '../../testing/inbox.ts';

let db: TestDatabase;
let api: RunningApi;
let inbox: Inbox;
useTestApiWithInbox((started) => ({ db, api, inbox } = started));

const contract = sharedContractChecker();
const visitor = () => new TestClient(api.url, { contract });
let parties: TestParties;

beforeAll(async () => {
  parties = await createParties(api, {
    domain: 'contact.test',
    people: [{ key: 'member', firstName: 'Mia' }],
    contract,
  });
});

const FORM = {
  name: 'Ana García',
  email: 'ana.garcia@contact.test',
  subject: 'payment',
  message: 'My refund has not arrived yet.\nBooking of last week.',
};

const storedMessages = async () =>
  (await query<{ n: number }>(db.url, 'select count(*)::int as n from contact_message'))[0]!.n;

describe('POST /api/contact', () => {
  it('stores the message, emails support (reply goes to the sender) and a copy to the sender', async () => {
    const res = await visitor().postJson('/api/contact', FORM, freshIp());
    expect(res.status).toBe(201);
    const receipt = res.json<ContactReceipt>();
    expect(
      await query(db.url, 'select name, email, subject, message, sender_id from contact_message where id = $1', [
        receipt.id,
      ]),
    ).toEqual([{ name: FORM.name, email: FORM.email, subject: 'payment', message: FORM.message, sender_id: null }]);

    const toSupport = await inbox.waitFor(SUPPORT_EMAIL, '[Contacto] Payments and refunds: Ana García');
    expect(await headerOf(toSupport, 'Reply-To')).toContain(`<${FORM.email}>`);
    expect(toSupport.text).toContain('Correo: ana.garcia@contact.test');
    expect(toSupport.text).toContain('> My refund has not arrived yet.\n> Booking of last week.');

    const copy = await inbox.waitFor(FORM.email, 'Recibimos tu mensaje: Payments and refunds');
    expect(copy.to).toEqual([{ address: FORM.email, name: FORM.name }]);
    expect(await headerOf(copy, 'Reply-To')).toContain(SUPPORT_EMAIL);
    expect(copy.text).toContain('Te responderemos en 24 horas.');
    expect(copy.text).toContain('My refund has not arrived yet.');
    expect(copy.text).toContain(`${SITE_ORIGIN}/help-center`);
    expect(copy.text).toContain('porque escribiste en el formulario de contacto');
  });

  it('records the account of a signed-in sender', async () => {
    const res = await parties.clients.member!.postJson('/api/contact', { ...FORM, email: 'member@contact.test' });
    expect(res.status).toBe(201);
    const [row] = await query<{ sender_id: string }>(db.url, 'select sender_id from contact_message where id = $1', [
      res.json<ContactReceipt>().id,
    ]);
    expect(row!.sender_id).toBe(parties.users.member!.id);
  });

  it.each([
    ['a short name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['a name too long', { name: 'A'.repeat(121) }, 'name', 'Name must be at most 120 characters'],
    ['control characters in the name', { name: 'Ana\u202eGarcía' }, 'name', PLAIN_TEXT_MESSAGE],
    ['an invalid email', { email: 'ana@' }, 'email', 'Please enter a valid email address'],
    ['an unknown subject', { subject: 'lottery' }, 'subject', 'Please select a subject'],
    ['a short message', { message: 'Help!' }, 'message', 'Message must be at least 10 characters'],
    ['a message too long', { message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ['no message', { message: undefined }, 'message', 'Message must be at least 10 characters'],
  ])('400 for %s, nothing stored or sent', async (_case, change, path, refusal) => {
    const message = defaultText(refusal);
    const before = await storedMessages();
    const email = `refused.${path}@contact.test`;
    const res = await visitor().postJson('/api/contact', { ...FORM, email, ...change }, freshIp());
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ message, issues: [{ path, message }] });
    expect(await storedMessages()).toBe(before);
    expect(await queuedEmailsTo(db.url, email)).toEqual([]);
  });

  it(`429 past ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address, with nothing stored or sent`, async () => {
    const ip = freshIp();
    const email = 'busy@contact.test';
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await visitor().postJson('/api/contact', { ...FORM, email }, ip)).status).toBe(201);
    }
    const before = await storedMessages();
    const refused = await visitor().postJson('/api/contact', { ...FORM, email }, ip);
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ message: defaultText(CONTACT_RATE_LIMIT_MESSAGE) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await storedMessages()).toBe(before);
    expect(await queuedEmailsTo(db.url, email)).toHaveLength(CONTACT_MESSAGES_PER_HOUR);
    // another address is not held back
    expect((await visitor().postJson('/api/contact', { ...FORM, email }, freshIp())).status).toBe(201);
  });

  it('stores a sender whose forwarded address is longer than any real one (cut, not a 500)', async () => {
    const forged = { 'x-forwarded-for': `2001:db8::${'f'.repeat(80)}` };
    expect((await visitor().postJson('/api/contact', FORM, forged)).status).toBe(201);
  });
});
