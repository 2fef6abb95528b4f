/** The sign-in throttle as a caller meets it: behind our proxy, across accounts, and across API replicas. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { query, startTestApi, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

let counter = 0;
const email = () => `throttle.${Date.now()}.${++counter}@example.com`;
let addressCounter = 0;
/** What our proxy appends: the address it saw, after whatever the client wrote. */
const behindProxy = (clientWrote: string, proxySaw: string) => ({ 'x-forwarded-for': `${clientWrote}, ${proxySaw}` });
const address = () => `198.51.100.${++addressCounter}`;

const signIn = (target: RunningApi, body: { email: string; password: string }, headers: Record<string, string>) =>
  new TestClient(target.url).postJson('/api/login', body, headers);

/** A failed sign-in sent from the local address `from` (127.0.0.0/8: each one a different peer of the API). */
function signInFrom(target: RunningApi, from: string, account: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ email: account, password: 'a-wrong-guess' });
  return new Promise<number>((resolve, reject) => {
    const req = request(
      `${target.url}/api/login`,
      { method: 'POST', localAddress: from, headers: { ...headers, 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('sign-in throttle', () => {
  it('a client rotating X-Forwarded-For is still counted at the address our proxy saw', async () => {
    const target = email();
    const real = address();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await signIn(api, { email: target, password: `guess-number-${i}` }, behindProxy(`10.9.${i}.1`, real));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('failures sent "from" someone else’s address do not lock that person out', async () => {
    const victim = email();
    const victimAddress = address();
    for (let i = 0; i < 6; i++) {
      await signIn(api, { email: victim, password: `guess-number-${i}` }, behindProxy(victimAddress, address()));
    }
    const res = await signIn(api, { email: victim, password: 'still-wrong' }, behindProxy('1.1.1.1', victimAddress));
    expect(res.status).toBe(401);
  });

  it('one address trying many accounts once each is refused after 20 failures', async () => {
    const attacker = address();
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await signIn(api, { email: email(), password: 'Password1!' }, behindProxy('', attacker));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    // another address is not affected
    expect((await signIn(api, { email: email(), password: 'Password1!' }, behindProxy('', address()))).status).toBe(
      401,
    );
  });

  it('two API replicas on one database count the same failures', async () => {
    const second = await startTestApi(db.url);
    try {
      const target = email();
      const from = address();
      for (let i = 0; i < 5; i++) {
        const replica = i % 2 === 0 ? api : second;
        expect((await signIn(replica, { email: target, password: `guess-${i}` }, behindProxy('', from))).status).toBe(
          401,
        );
      }
      expect((await signIn(second, { email: target, password: 'guess-5' }, behindProxy('', from))).status).toBe(429);
      expect((await signIn(api, { email: target, password: 'guess-6' }, behindProxy('', from))).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('keeps failures in PostgreSQL, not the password', async () => {
    const target = email();
    await signIn(api, { email: target, password: 'a-secret-guess' }, behindProxy('', address()));
    const rows = await query(db.url, 'select * from sign_in_failure where email = $1', [target]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('a-secret-guess');
  });
});

describe('sign-in throttle: whose X-Forwarded-For is believed', () => {
  // Our proxy connects from 127.0.0.2, a proxy inside the network from 10.0.0.0/8; anyone else (127.0.0.1 here)
  // reaches the API port directly.
  const PROXY = '127.0.0.2';
  const STRANGER = '127.0.0.1';
  let guarded: RunningApi;
  beforeAll(async () => {
    guarded = await startTestApi(db.url, { trustedProxies: [PROXY, '10.0.0.0/8'] });
  });
  afterAll(() => guarded.close());

  const fails = async (count: number, send: (i: number) => Promise<number>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push(await send(i));
    return statuses;
  };

  it('a peer that is not a trusted proxy, rotating the header, is counted at its own address', async () => {
    const target = email();
    const statuses = await fails(8, (i) =>
      signInFrom(guarded, STRANGER, target, { 'x-forwarded-for': `10.9.${i}.1, 198.51.${i}.9` }),
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('a victim’s address written by such a peer does not lock the victim out', async () => {
    const victim = email();
    const victimAddress = address();
    await fails(6, () => signInFrom(guarded, STRANGER, victim, { 'x-forwarded-for': victimAddress }));
    expect(await signInFrom(guarded, PROXY, victim, { 'x-forwarded-for': victimAddress })).toBe(401);
  });

  it('through trusted proxies the client before them is counted, whatever it wrote to their left', async () => {
    const target = email();
    const client = address();
    const viaInnerProxy = (from: string, wrote: string) => ({ 'x-forwarded-for': `${wrote}, ${from}, 10.1.2.3` });
    const statuses = await fails(6, (i) => signInFrom(guarded, PROXY, target, viaInnerProxy(client, `10.9.${i}.1`)));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // another client behind the same two proxies is someone else (not one address per proxy hop)
    expect(await signInFrom(guarded, PROXY, target, viaInnerProxy(address(), ''))).toBe(401);
  });
});
