/**
 * GET and PUT /api/users/email-preferences: the signed-in user's own choices (both on for a new account), saved
 * whole; anything but the two booleans is a 400 with nothing saved; signed out is a 401.
 */
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createParties, type TestParties } from '../../testing/fixtures.ts';
import { query, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

const contract = sharedContractChecker();
let parties: TestParties;

beforeAll(async () => {
  parties = await createParties(api, {
    domain: 'email-preferences.test',
    people: [{ key: 'ana' }, { key: 'ben' }],
    contract,
  });
});

const stored = async (key: string) =>
  (
    await query<{ email_messages: boolean; email_reminders: boolean }>(
      db.url,
      'select email_messages, email_reminders from "user" where id = $1',
      [parties.users[key]!.id],
    )
  )[0];

describe('email preferences', () => {
  it('start with both kinds on', async () => {
    const res = await parties.clients.ana!.get('/api/users/email-preferences');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json<EmailPreferences>()).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it('are saved for the signed-in user only, and read back', async () => {
    const saved = await parties.clients.ana!.putJson('/api/users/email-preferences', {
      messages: false,
      reminders: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.json()).toEqual({ messages: false, reminders: true });
    expect((await parties.clients.ana!.get('/api/users/email-preferences')).json()).toEqual({
      messages: false,
      reminders: true,
    });
    expect(await stored('ana')).toEqual({ email_messages: false, email_reminders: true });
    expect(await stored('ben')).toEqual({ email_messages: true, email_reminders: true });
  });

  it.each([
    ['a missing choice', { messages: true }, 'reminders'],
    ['a choice that is not true or false', { messages: 'no', reminders: true }, 'messages'],
    ['a choice that does not exist', { messages: true, reminders: true, marketing: false }, 'marketing'],
  ])('400 for %s, nothing saved', async (_case, body, path) => {
    const before = await stored('ben');
    const res = await parties.clients.ben!.putJson('/api/users/email-preferences', body);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ issues: [expect.objectContaining({ path })] });
    expect(await stored('ben')).toEqual(before);
  });

  it('401 signed out', async () => {
    const visitor = new TestClient(api.url, { contract });
    expect((await visitor.get('/api/users/email-preferences')).status).toBe(401);
    expect((await visitor.putJson('/api/users/email-preferences', DEFAULT_EMAIL_PREFERENCES)).status).toBe(401);
  });
});
