/** Names, addresses and bank fields are shown to other people: disguising characters never get stored. */
import { PLAIN_TEXT_MESSAGE } from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../index.ts';
import {
  defaultText,
  freshIp,
  query,
  SITE_ORIGIN,
  TestClient,
  type TestDatabase,
  useTestApi,
} from '../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

const headers = () => ({ origin: SITE_ORIGIN, ...freshIp() });

describe('disguising characters', () => {
  it('a sign-up with a right-to-left override in the name is a 400 naming the field; no account is made', async () => {
    const email = `rlo.${Date.now()}@example.com`;
    const res = await new TestClient(api.url).postJson(
      '/api/signup',
      { email, password: 'a-good-password', firstName: 'Ana\u202enimda', lastName: 'García' },
      headers(),
    );
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: 'firstName', message: defaultText(PLAIN_TEXT_MESSAGE) }] });
    expect(await query(db.url, 'select id from "user" where email = $1', [email])).toEqual([]);
  });

  it('banking details with a control character are a 400; nothing is saved', async () => {
    const client = new TestClient(api.url);
    const email = `bank.${Date.now()}@example.com`;
    const signUp = await client.postJson(
      '/api/signup',
      { email, password: 'a-good-password', firstName: 'Bo', lastName: 'Banker' },
      headers(),
    );
    expect(signUp.status).toBe(201);
    const res = await client.putJson(
      '/api/users/banking',
      {
        bankName: 'Chase\u0007',
        bankAccountName: 'Bo Banker',
        bankRoutingNumber: '021000021',
        bankAccountNumber: '123456789',
      },
      { origin: SITE_ORIGIN },
    );
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: 'bankName', message: defaultText(PLAIN_TEXT_MESSAGE) }] });
    const [row] = await query<{ bank_name: string | null }>(db.url, 'select bank_name from "user" where email = $1', [
      email,
    ]);
    expect(row?.bank_name).toBeNull();
  });
});
