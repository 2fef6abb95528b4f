import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import type { LogFields, Logger } from '../lib/logger.ts';
import { requestLogger } from './middleware.ts';

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
