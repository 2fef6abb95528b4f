/**
 * The session store's reads asked for together (a burst of signed-in requests) share one statement, and each read
 * still gets its own session and user: not another's, not an expired one, not a missing one.
 */
import type { Context } from 'koa';
import type { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { TEST_PASSWORD } from '../../testing/fixtures.ts';
import { query, type TestDatabase, useTestApi } from '../../testing/helpers.ts';
import { pgSessionStore } from './session-store.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

const userIds: string[] = [];

beforeAll(async () => {
  for (const n of [1, 2, 3]) {
    const [row] = await query<{ id: string }>(
      db.url,
      `insert into "user" (email, password_hash, first_name, last_name) values ($1, $2, 'Sam', $3) returning id`,
      [`reader${n}@session-store.test`, TEST_PASSWORD, `Reader${n}`],
    );
    userIds.push(row!.id);
  }
});

describe('session reads asked for together', () => {
  it('each get their own session and user, in one statement', async () => {
    const store = pgSessionStore(api.orm);
    for (const [i, userId] of userIds.entries()) await store.set(`sid-together-${i}`, { userId }, 60_000);
    await store.set('sid-together-anonymous', { cart: 'kept' }, 60_000);
    await store.set('sid-together-expired', { userId: userIds[0] }, 60_000);
    await query(db.url, `update "session" set expire = now() - interval '1 second' where sid = 'sid-together-expired'`);
    const kysely = api.orm.em.getKysely();
    const executeQuery = vi.spyOn(kysely, 'executeQuery');
    const sids = [
      'sid-together-2',
      'sid-together-0',
      'sid-together-anonymous',
      'sid-together-expired',
      'no-such-session',
      'sid-together-1',
      // one browser's two requests at once
      'sid-together-0',
    ];
    const contexts = sids.map(() => ({ state: {} }) as Context);
    const sessions = await Promise.all(sids.map((sid, i) => store.get(sid, undefined, { ctx: contexts[i] })));
    const sessionStatements = executeQuery.mock.calls.filter(([compiled]) =>
      (compiled as CompiledQuery).sql.includes('from "session"'),
    );
    executeQuery.mockRestore();

    expect(sessions).toEqual([
      { userId: userIds[2] },
      { userId: userIds[0] },
      { cart: 'kept' },
      undefined,
      undefined,
      { userId: userIds[1] },
      { userId: userIds[0] },
    ]);
    expect(sessionStatements).toHaveLength(1);
  });

  it('each fail when the statement fails, and the next reads go on', async () => {
    const store = pgSessionStore(api.orm);
    await store.set('sid-after-failure', { userId: userIds[0] }, 60_000);
    const kysely = api.orm.em.getKysely();
    const failure = new Error('connection terminated');
    vi.spyOn(kysely, 'executeQuery').mockRejectedValueOnce(failure);
    const failed = await Promise.allSettled([store.get('sid-after-failure'), store.get('no-such-session')]);
    expect(failed).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
    expect(await store.get('sid-after-failure')).toEqual({ userId: userIds[0] });
    vi.restoreAllMocks();
  });
});
