import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa, { type Context, type Middleware } from 'koa';
import compress from 'koa-compress';
import { describe, expect, it } from 'vitest';
import type { LogFields, Logger } from '../lib/logger.ts';
import { requestLogger, serializeJsonOnce } from './middleware.ts';

/** The request line a request leaves, given what the route put on ctx.state. */
async function requestLine(state: Record<string, unknown>, requestId = ''): Promise<LogFields> {
  const lines: LogFields[] = [];
  const keep = (msg: string, fields?: LogFields) => lines.push({ msg, ...fields });
  const logger: Logger = { info: keep, warn: keep, error: keep };
  const headers: Record<string, string> = {};
  const ctx = {
    get: (name: string) => (name === 'x-request-id' ? requestId : ''),
    set: (name: string, value: string) => {
      headers[name] = value;
    },
    state,
    method: 'GET',
    path: '/api/bookings',
    status: 200,
  } as unknown as Context;
  await requestLogger(logger)(ctx, async () => {});
  expect(headers['X-Request-Id']).toBe(lines[0]?.requestId);
  return lines[0]!;
}

describe('the request line', () => {
  it("carries the request id and the signed-in user's id", async () => {
    expect(await requestLine({ userId: 'u-1' }, 'req-7')).toMatchObject({
      msg: 'request',
      requestId: 'req-7',
      userId: 'u-1',
      method: 'GET',
      path: '/api/bookings',
      status: 200,
    });
  });

  it('has no user id for a visitor, and a new request id for an absurd one', async () => {
    const line = await requestLine({ userId: undefined }, 'not a sane id!');
    expect(line).not.toHaveProperty('userId');
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** What a client gets from compress (+ `extra`) → a route answering `body`: status, the headers that matter, text. */
async function answer(extra: Middleware[], body: () => unknown, acceptEncoding: string) {
  const app = new Koa();
  app.use(compress());
  for (const middleware of extra) app.use(middleware);
  app.use((ctx) => {
    ctx.body = body();
  });
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      headers: { 'Accept-Encoding': acceptEncoding },
    });
    const headers = Object.fromEntries(
      ['content-type', 'content-length', 'content-encoding', 'vary'].map((name) => [name, res.headers.get(name)]),
    );
    return { status: res.status, headers, text: await res.text() };
  } finally {
    server.close();
  }
}

describe('serializeJsonOnce', () => {
  const small = { city: 'Montréal', list: [1, 2], none: null };
  const large = { ...small, description: 'x'.repeat(2_000) };

  it.each([
    ['a small JSON body', small, 'identity'],
    ['a JSON body compressed', large, 'gzip'],
    ['an array', [small, small], 'identity'],
    ['bytes', Buffer.from('raw bytes'), 'identity'],
    ['text', 'plain text', 'identity'],
  ])('leaves %s as Koa sends it: same status, headers and text', async (_what, body, encoding) => {
    expect(await answer([serializeJsonOnce], () => body, encoding)).toEqual(await answer([], () => body, encoding));
  });

  it('serializes the body once where compress and Koa serialize it twice', async () => {
    let serialized = 0;
    const counted = () => ({
      toJSON: () => {
        serialized += 1;
        return small;
      },
    });
    await answer([], counted, 'identity');
    expect(serialized).toBe(2);
    serialized = 0;
    const res = await answer([serializeJsonOnce], counted, 'identity');
    expect(serialized).toBe(1);
    expect(JSON.parse(res.text)).toEqual(small);
  });
});
