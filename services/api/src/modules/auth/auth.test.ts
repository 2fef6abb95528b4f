import type { AuthUser } from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import {
  createTestDatabase,
  freshIp,
  query,
  SITE_ORIGIN,
  startTestApi,
  TestClient,
  type TestDatabase,
  useTestApi,
} from '../../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;

useTestApi((started) => ({ db, api } = started));

let counter = 0;
const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.com`;

async function signUp(client: TestClient, email = uniqueEmail(), password = 'a-good-password') {
  const res = await client.postJson('/api/signup', { email, password, firstName: 'Test', lastName: 'User' }, freshIp());
  expect(res.status).toBe(201);
  return { email, password, user: res.json<AuthUser>() };
}

describe('GET /api/login', () => {
  it('serves an accessible sign-in and sign-up page with the returnTo carried along', async () => {
    const res = await new TestClient(api.url, { contract: sharedContractChecker() }).get(
      '/api/login?returnTo=%2Fbooking%2F123%3FstartDate%3D2026-01-01',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('LA Drive');
    expect(html).toMatch(/<form method="post" action="\/api\/login"/);
    expect(html).toMatch(/<form method="post" action="\/api\/signup"/);
    expect(html).toContain('<label for="signin-email">Email</label>');
    expect(html).toContain('id="signin-email" name="email"');
    expect(html).toContain('<label for="signup-password">Password</label>');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/booking/123?startDate=2026-01-01">');
    // demo accounts only on embedded defaults
    expect(html).not.toContain('renter@example.com');
    expect(html).not.toContain('<script');
  });

  it('opens on the sign-up form for ?mode=signup (the Sign Up links), the sign-in form otherwise', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    const formOrder = (html: string) =>
      [...html.matchAll(/<form method="post" action="\/api\/(login|signup)"/g)].map((match) => match[1]);

    const signUp = (await client.get('/api/login?mode=signup&returnTo=%2Fsearch')).text;
    expect(formOrder(signUp)).toEqual(['signup', 'login']);
    expect(signUp).toContain('<title>Create an account · LA Drive</title>');
    expect(signUp).toContain('<input type="hidden" name="returnTo" value="/search">');

    expect(formOrder((await client.get('/api/login')).text)).toEqual(['login', 'signup']);
    expect(formOrder((await client.get('/api/login?mode=whatever')).text)).toEqual(['login', 'signup']);
  });

  it('replaces an unsafe returnTo with /', async () => {
    const res = await new TestClient(api.url, { contract: sharedContractChecker() }).get(
      '/api/login?returnTo=%2F%2Fevil.example',
    );
    expect(res.text).toContain('<input type="hidden" name="returnTo" value="/">');
  });

  it('lists the demo accounts when configured to', async () => {
    const demoDb = await createTestDatabase();
    const demo = await startTestApi(demoDb.url, { showDemoAccounts: true });
    try {
      const html = (await new TestClient(demo.url).get('/api/login')).text;
      for (const email of ['renter@example.com', 'host@example.com', 'admin@example.com'])
        expect(html).toContain(email);
      expect(html).toContain('demo-password');
    } finally {
      await demo.close();
      await demoDb.drop();
    }
  });
});

describe('sign-up', () => {
  it('JSON: 201 with the user, signed in, no secrets', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    const { email, user } = await signUp(client);
    expect(user).toMatchObject({
      email,
      firstName: 'Test',
      lastName: 'User',
      isHost: false,
      isAdmin: false,
      banking: null,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json<AuthUser>().email).toBe(email);
  });

  it('form: 303 to the safe returnTo and a signed, httpOnly, SameSite=Lax cookie', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    const res = await client.postForm(
      '/api/signup',
      {
        email: uniqueEmail('form'),
        password: 'a-good-password',
        firstName: 'Form',
        lastName: 'User',
        returnTo: '/list-car',
      },
      { origin: SITE_ORIGIN, ...freshIp() },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/list-car');
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/ladrive\.sid=[^;]+;.*httponly/i);
    expect(cookies).toMatch(/samesite=lax/i);
    expect(cookies).toMatch(/ladrive\.sid\.sig=/);
    expect(cookies).not.toMatch(/secure/i);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('normalises the email, and a second account with it is a 409', async () => {
    const email = uniqueEmail('dup');
    await signUp(new TestClient(api.url, { contract: sharedContractChecker() }), email);
    const again = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
      '/api/signup',
      { email: email.toUpperCase(), password: 'another-password', firstName: 'Again', lastName: 'User' },
      freshIp(),
    );
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists' });

    const form = await new TestClient(api.url, { contract: sharedContractChecker() }).postForm(
      '/api/signup',
      { email, password: 'another-password', firstName: 'Again', lastName: 'User' },
      freshIp(),
    );
    expect(form.status).toBe(409);
    expect(form.text).toContain('An account with this email already exists');
    expect(form.text).toContain('value="Again"');
  });

  it('bad input: 400 with issues per field and nothing written', async () => {
    const email = `not-an-email-${++counter}`;
    const before = await query<{ count: string }>(db.url, 'select count(*) from "user"');
    const res = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
      '/api/signup',
      { email, password: 'short', firstName: ' ', lastName: 'User' },
      freshIp(),
    );
    expect(res.status).toBe(400);
    const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.message).toBeTruthy();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 8 characters' },
        { path: 'firstName', message: 'First name is required' },
      ]),
    );
    const after = await query<{ count: string }>(db.url, 'select count(*) from "user"');
    expect(after[0]!.count).toBe(before[0]!.count);

    const form = await new TestClient(api.url, { contract: sharedContractChecker() }).postForm(
      '/api/signup',
      { email, password: 'short', firstName: 'A', lastName: 'B' },
      freshIp(),
    );
    expect(form.status).toBe(400);
    expect(form.headers.get('content-type')).toMatch(/text\/html/);
    expect(form.text).toContain('Password must be at least 8 characters');
    expect(form.text).toContain('role="alert"');
  });
});

describe('sign-in', () => {
  it('form: 303 to returnTo; unsafe returnTo goes to /', async () => {
    const { email, password } = await signUp(new TestClient(api.url, { contract: sharedContractChecker() }));
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    const ok = await client.postForm('/api/login', { email, password, returnTo: '/dashboard?tab=bookings' }, freshIp());
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/dashboard?tab=bookings');
    expect((await client.get('/api/auth/user')).status).toBe(200);

    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const res = await new TestClient(api.url, { contract: sharedContractChecker() }).postForm(
        '/api/login',
        { email, password, returnTo },
        freshIp(),
      );
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('JSON: 200 with the user; a new session id replaces the old one', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    const { email, password } = await signUp(client);
    const before = client.cookies.get('ladrive.sid');
    const res = await client.postJson('/api/login', { email, password }, freshIp());
    expect(res.status).toBe(200);
    expect(res.json<AuthUser>().email).toBe(email);
    const after = client.cookies.get('ladrive.sid');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const rows = await query(db.url, 'select sid from session where sid = $1', [before]);
    expect(rows).toHaveLength(0);
  });

  it('wrong password and unknown email give the same answer', async () => {
    const { email } = await signUp(new TestClient(api.url, { contract: sharedContractChecker() }));
    const wrong = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
      '/api/login',
      { email, password: 'not-the-password' },
      freshIp(),
    );
    const unknown = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
      '/api/login',
      { email: uniqueEmail('nobody'), password: 'not-the-password' },
      freshIp(),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(wrong.text).toContain('Unauthorized');

    const form = await new TestClient(api.url, { contract: sharedContractChecker() }).postForm(
      '/api/login',
      { email, password: 'nope-nope' },
      freshIp(),
    );
    expect(form.status).toBe(401);
    expect(form.text).toContain('Invalid email or password');
    expect(form.text).toContain(`value="${email}"`);
  });

  it('after 5 failures from one IP for one email: 429, even with the right password', async () => {
    const { email, password } = await signUp(new TestClient(api.url, { contract: sharedContractChecker() }));
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
        '/api/login',
        { email, password: 'wrong-password' },
        ip,
      );
      expect(res.status).toBe(401);
    }
    const blocked = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
      '/api/login',
      { email, password },
      ip,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.json().message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const form = await new TestClient(api.url, { contract: sharedContractChecker() }).postForm(
      '/api/login',
      { email, password },
      ip,
    );
    expect(form.status).toBe(429);
    expect(form.text).toContain('Too many sign-in attempts. Try again in 15 minutes.');

    // another IP is not affected
    expect(
      (
        await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
          '/api/login',
          { email, password },
          freshIp(),
        )
      ).status,
    ).toBe(200);
  });
});

describe('session', () => {
  it('GET /api/auth/user: 401 signed out, 200 signed in, without secrets', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    const anonymous = await client.get('/api/auth/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });

    await signUp(client);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    const user = me.json<AuthUser>();
    expect(Object.keys(user).sort()).toEqual(
      [
        'banking',
        'createdAt',
        'email',
        'firstName',
        'id',
        'isAdmin',
        'isHost',
        'language',
        'lastName',
        'phone',
        'profileImageUrl',
        'rating',
        'reviewCount',
        'updatedAt',
      ].sort(),
    );
    expect(user.rating).toBe('0.00');
    expect(user.language).toBeNull();
  });

  it('is a row in PostgreSQL with the user id and a 30-day expiry', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    const { user } = await signUp(client);
    const sid = client.cookies.get('ladrive.sid');
    const rows = await query<{ sess: { userId: string }; expire: Date }>(
      db.url,
      'select sess, expire from session where sid = $1',
      [sid],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sess.userId).toBe(user.id);
    const days = (rows[0]!.expire.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('is not rewritten by ordinary requests while it is fresh', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    await signUp(client);
    const sid = client.cookies.get('ladrive.sid');
    const expiry = async () =>
      (await query<{ expire: Date }>(db.url, 'select expire from session where sid = $1', [sid]))[0]!.expire.getTime();
    const before = await expiry();
    for (let i = 0; i < 3; i++) expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(await expiry()).toBe(before);
  });

  it('expired sessions and sign-in failures that no longer count are purged by the hourly job', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    await signUp(client);
    await query(
      db.url,
      `insert into session (sid, sess, expire) values ('purge-me', '{}', now() - interval '1 minute')`,
    );
    await query(
      db.url,
      `insert into sign_in_failure (email, ip, failed_at) values
         ('purge.old@example.com', '198.51.100.7', now() - interval '1 day'),
         ('purge.recent@example.com', '198.51.100.7', now())`,
    );
    await api.jobs.runNow('auth.purge-expired-sessions');
    expect(await query(db.url, `select 1 from session where sid = 'purge-me'`)).toHaveLength(0);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const failures = await query<{ email: string }>(
      db.url,
      `select email from sign_in_failure where email like 'purge.%'`,
    );
    expect(failures.map((row) => row.email)).toEqual(['purge.recent@example.com']);
  });

  it('logout destroys the session and redirects to /', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    await signUp(client);
    const sid = client.cookies.get('ladrive.sid');
    const res = await client.get('/api/logout');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(client.cookies.has('ladrive.sid')).toBe(false);
    expect(await query(db.url, 'select 1 from session where sid = $1', [sid])).toHaveLength(0);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('a forged or unsigned cookie is not a session', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    await signUp(client);
    client.cookies.set('ladrive.sid.sig', 'forged');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('survives an API restart on the same database', async () => {
    const restartDb = await createTestDatabase();
    let first: RunningApi | undefined = await startTestApi(restartDb.url);
    let second: RunningApi | undefined;
    try {
      const client = new TestClient(first.url);
      const { email } = await signUp(client);
      await first.close();
      first = undefined;
      second = await startTestApi(restartDb.url);
      client.baseUrl = second.url;
      const me = await client.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.json<AuthUser>().email).toBe(email);
    } finally {
      await first?.close();
      await second?.close();
      await restartDb.drop();
    }
  });
});

describe('Origin check', () => {
  it('refuses mutations from another origin with 403, allows the site origin and no Origin', async () => {
    const body = { email: uniqueEmail('origin'), password: 'a-good-password', firstName: 'O', lastName: 'K' };
    const foreign = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson('/api/signup', body, {
      origin: 'https://evil.example',
      ...freshIp(),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json().message).toMatch(/Forbidden/);
    const nullOrigin = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson(
      '/api/signup',
      body,
      { origin: 'null', ...freshIp() },
    );
    expect(nullOrigin.status).toBe(403);
    expect(await query(db.url, 'select 1 from "user" where email = $1', [body.email])).toHaveLength(0);

    const site = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson('/api/signup', body, {
      origin: SITE_ORIGIN,
      ...freshIp(),
    });
    expect(site.status).toBe(201);
    // reads are not affected
    expect((await new TestClient(api.url, { contract: sharedContractChecker() }).get('/api/health')).status).toBe(200);
  });
});

describe('edge cases', () => {
  it('malformed JSON is a 400, unknown routes a JSON 404', async () => {
    const res = await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON' });
    const missing = await new TestClient(api.url, { contract: sharedContractChecker() }).get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it('a body over the limit is a 413', async () => {
    const res = await new TestClient(api.url, { contract: sharedContractChecker() }).postJson('/api/login', {
      email: 'a@example.com',
      password: 'x'.repeat(200_000),
    });
    expect(res.status).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });
});
