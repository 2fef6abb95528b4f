/**
 * What the edge refuses before any route works on a request: absurd bodies, bodies that cannot be decoded,
 * foreign origins however they dress up, what every response says about caching, and how long a connection lives.
 */
import { Agent, get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { message } from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS, type RunningApi } from '../index.ts';
import { defaultText, query, SITE_ORIGIN, type TestDatabase, useTestApi } from '../testing/helpers.ts';
import { BODY_NOT_DECODABLE, BODY_TOO_DEEP, BODY_TOO_MANY_VALUES, MAX_BODY_DEPTH } from './body.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

function post(path: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
  return fetch(new URL(path, api.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
    body,
  });
}

const INVALID_JSON = message('errors.invalidJson');
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const countUsers = async () => (await query<{ count: string }>(db.url, 'select count(*) from "user"'))[0]?.count;

const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('request bodies', () => {
  it.each([
    ['objects', nestedObject(MAX_BODY_DEPTH + 1)],
    ['objects, 14,000 levels', nestedObject(14_000)],
    ['arrays, 43,000 levels inside a field', `{"email":${nestedArray(43_000)}}`],
  ])('nested too deeply (%s): 400 before anything reads them', async (_kind, body) => {
    const res = await post('/api/login', body);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(defaultText(BODY_TOO_DEEP));
  });

  it('a body as deep as a real one still reaches validation', async () => {
    const res = await post('/api/login', nestedObject(MAX_BODY_DEPTH - 1));
    expect(res.status).toBe(400);
    expect(await messageOf(res)).not.toBe(defaultText(BODY_TOO_DEEP));
  });

  it('too many values in a flat body: 400', async () => {
    const res = await post('/api/login', JSON.stringify({ email: Array.from({ length: 6_000 }, () => 0) }));
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(defaultText(BODY_TOO_MANY_VALUES));
  });

  it('a Content-Encoding the body does not match: 400 on every kind of route, nothing written', async () => {
    const usersBefore = await countUsers();
    for (const path of ['/api/login', '/api/signup', '/api/bookings', '/api/users/banking']) {
      const res = await post(path, 'not gzip at all', { 'content-encoding': 'gzip' });
      expect([400, 401]).toContain(res.status);
      if (res.status === 400) expect(await messageOf(res)).toBe(defaultText(BODY_NOT_DECODABLE));
    }
    const res = await post('/api/signup', 'not gzip at all', { 'content-encoding': 'gzip' });
    expect(res.status).toBe(400);
    expect(await countUsers()).toBe(usersBefore);
  });

  it('an unknown Content-Encoding: 415 with the encodings we take', async () => {
    const res = await post('/api/login', '{}', { 'content-encoding': 'zstd-but-not-really' });
    expect(res.status).toBe(415);
    expect(await messageOf(res)).toMatch(/identity, gzip or deflate/);
  });

  it.each([
    ['at the top', '{"__proto__":{"isAdmin":true},"email":"a@example.com"}'],
    ['inside a field', '{"email":"a@example.com","password":[{"x":1},{"__proto__":{"isAdmin":true}}]}'],
    ['escaped', '{"\\u005f_proto__":{"isAdmin":true}}'],
  ])('a __proto__ key (%s): 400 invalid JSON', async (_where, body) => {
    const res = await post('/api/login', body);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(defaultText(INVALID_JSON));
  });

  it.each([
    ['a string', '"a string"'],
    ['a number', ' 42'],
    ['cut short', '{"email":'],
  ])('a JSON body that is not an object or an array (%s): 400 invalid JSON', async (_kind, body) => {
    const res = await post('/api/login', body);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(defaultText(INVALID_JSON));
  });

  it('a UTF-8 byte order mark before the JSON is dropped, an empty body is an empty object', async () => {
    const json = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const withBom = await post('/api/login', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]));
    expect(withBom.status).toBe(401);
    const empty = await post('/api/login', '');
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).not.toBe(defaultText(INVALID_JSON));
  });

  it('a well-formed gzip body is read as usual', async () => {
    const body = gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }));
    const res = await post('/api/login', body, { 'content-encoding': 'gzip' });
    expect(res.status).toBe(401);
  });
});

describe('origins', () => {
  it('a foreign Origin is refused even when X-Forwarded-Host and Host claim to be it', async () => {
    const res = await post('/api/login', JSON.stringify({ email: 'a@example.com', password: 'whatever-it-is' }), {
      origin: 'http://evil.test',
      'x-forwarded-host': 'evil.test',
      'x-forwarded-proto': 'http',
    });
    expect(res.status).toBe(403);
  });

  it('the API’s own address is not an allowed origin either', async () => {
    const res = await post('/api/login', JSON.stringify({ email: 'a@example.com', password: 'whatever-it-is' }), {
      origin: new URL(api.url).origin,
    });
    expect(res.status).toBe(403);
  });
});

describe('caching', () => {
  it.each(['/api/auth/user', '/api/cars', '/api/login', '/api/health', '/api/no-such-route'])(
    '%s is never stored',
    async (path) => {
      const res = await fetch(new URL(path, api.url));
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );
});

describe('compression', () => {
  it('sends JSON and pages in the encoding the client accepts', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const cars = await fetch(new URL('/api/login', api.url), { headers: { 'Accept-Encoding': accept! } });
      expect(cars.status).toBe(200);
      expect(cars.headers.get('content-encoding')).toBe(encoding);
      expect(await cars.text()).toContain('<html');
    }
  });
});

describe('photo keys', () => {
  it.each([`cars/${'a'.repeat(300)}.webp`, 'a'.repeat(250), `${'abc/'.repeat(140)}x.webp`])(
    'a key no upload can have is 404: %#',
    async (key) => {
      const res = await fetch(new URL(`/api/photos/${key}`, api.url));
      expect(res.status).toBe(404);
    },
  );
});

describe('connections', () => {
  it('tells a proxy it keeps an idle connection longer than the proxy keeps its own (nginx and Ingress: 60 s)', async () => {
    const agent = new Agent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
        get(new URL('/api/health', api.url), { agent }, (res) => {
          res.resume();
          resolve(res.headers['keep-alive']?.toString());
        }).on('error', reject);
      });
      expect(keepAlive).toBe(`timeout=${IDLE_CONNECTION_MS / 1000}`);
      expect(IDLE_CONNECTION_MS).toBeGreaterThan(60_000);
    } finally {
      agent.destroy();
    }
  });
});
