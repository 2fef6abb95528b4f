import { type AuthUser, ROUTING_CHECKSUM_MESSAGE } from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { decryptField } from '../../lib/encryption.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import {
  defaultText,
  freshIp,
  query,
  SITE_ORIGIN,
  TEST_ENCRYPTION_KEY,
  TestClient,
  type TestDatabase,
  useTestApi,
} from '../../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;

useTestApi((started) => ({ db, api } = started));

const BANKING = {
  bankName: 'Bank of California',
  bankAccountName: 'Maya Host',
  bankRoutingNumber: '122000661',
  bankAccountNumber: '000123456789',
};

async function signedIn(): Promise<{ client: TestClient; user: AuthUser }> {
  const client = new TestClient(api.url, { contract: sharedContractChecker() });
  const res = await client.postJson(
    '/api/signup',
    {
      email: `bank.${Date.now()}.${Math.random()}@example.com`,
      password: 'a-good-password',
      firstName: 'Maya',
      lastName: 'Host',
    },
    freshIp(),
  );
  expect(res.status).toBe(201);
  return { client, user: res.json<AuthUser>() };
}

describe('PUT /api/users/banking', () => {
  it('401 when signed out', async () => {
    const res = await new TestClient(api.url, { contract: sharedContractChecker() }).putJson(
      '/api/users/banking',
      BANKING,
    );
    expect(res.status).toBe(401);
    expect(res.text).toContain('Unauthorized');
  });

  it('400 with the spec messages, nothing saved', async () => {
    const { client, user } = await signedIn();
    const res = await client.putJson('/api/users/banking', {
      bankName: '',
      bankAccountName: '  ',
      bankRoutingNumber: '1234',
      bankAccountNumber: '',
    });
    expect(res.status).toBe(400);
    expect(res.json<{ issues: unknown[] }>().issues).toEqual(
      expect.arrayContaining([
        { path: 'bankName', message: 'Bank name is required' },
        { path: 'bankAccountName', message: 'Account holder name is required' },
        { path: 'bankRoutingNumber', message: 'Routing number must be 9 digits' },
        { path: 'bankAccountNumber', message: 'Account number is required' },
      ]),
    );
    const rows = await query(db.url, 'select bank_name from "user" where id = $1', [user.id]);
    expect(rows[0]).toEqual({ bank_name: null });
  });

  it('400 when the routing number fails the ABA checksum, nothing saved', async () => {
    const { client, user } = await signedIn();
    const res = await client.putJson('/api/users/banking', { ...BANKING, bankRoutingNumber: '122000662' });
    expect(res.status).toBe(400);
    expect(res.json<{ issues: unknown[] }>().issues).toEqual([
      { path: 'bankRoutingNumber', message: defaultText(ROUTING_CHECKSUM_MESSAGE) },
    ]);
    const rows = await query(db.url, 'select bank_name, bank_routing_number from "user" where id = $1', [user.id]);
    expect(rows[0]).toEqual({ bank_name: null, bank_routing_number: null });
  });

  it('saves encrypted at rest and shows only the last 4 digits', async () => {
    const { client, user } = await signedIn();
    const res = await client.putJson('/api/users/banking', BANKING, { origin: SITE_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      saved: true,
      banking: { bankName: 'Bank of California', bankAccountName: 'Maya Host', bankAccountLast4: '6789' },
    });

    const [row] = await query<{ bank_account_number: string; bank_routing_number: string; is_host: boolean }>(
      db.url,
      'select bank_account_number, bank_routing_number, is_host from "user" where id = $1',
      [user.id],
    );
    expect(row!.bank_account_number).not.toContain('000123456789');
    expect(row!.bank_account_number).not.toContain('6789');
    expect(row!.bank_routing_number).not.toContain('122000661');
    expect(decryptField(row!.bank_account_number, TEST_ENCRYPTION_KEY)).toBe('000123456789');
    expect(decryptField(row!.bank_routing_number, TEST_ENCRYPTION_KEY)).toBe('122000661');
    expect(row!.is_host).toBe(false);

    const me = await client.get('/api/auth/user');
    expect(me.json<AuthUser>().banking).toEqual({
      bankName: 'Bank of California',
      bankAccountName: 'Maya Host',
      bankAccountLast4: '6789',
    });
    expect(me.text).not.toContain('000123456789');
    expect(me.text).not.toContain('122000661');
  });

  it('403 from a foreign origin, nothing saved', async () => {
    const { client, user } = await signedIn();
    const res = await client.putJson('/api/users/banking', BANKING, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const rows = await query(db.url, 'select bank_name from "user" where id = $1', [user.id]);
    expect(rows[0]).toEqual({ bank_name: null });
  });
});
