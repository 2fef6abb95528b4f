/**
 * The signed-in user read with the session (one select) is the user `findOne` reads: every property, mapped by the
 * entity, also the hidden and nullable ones; a session whose user is gone is no one; a session that names another
 * user than the one read with it (a sign-in during the request) reads that user.
 */
import { RequestContext, wrap } from '@mikro-orm/core';
import type { Context } from 'koa';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { TEST_PASSWORD } from '../../testing/fixtures.ts';
import { query, type TestDatabase, useTestApi } from '../../testing/helpers.ts';
import { pgSessionStore } from '../auth/index.ts';
import { currentUser, signedIn } from './signed-in-user.ts';
import { User } from './user.entity.ts';

let db: TestDatabase;
let api: RunningApi;
useTestApi((started) => ({ db, api } = started));

const ids: Record<'full' | 'plain', string> = { full: '', plain: '' };

beforeAll(async () => {
  for (const key of ['full', 'plain'] as const) {
    const [row] = await query<{ id: string }>(
      db.url,
      `insert into "user" (email, password_hash, first_name, last_name) values ($1, $2, 'Sam', 'Signed') returning id`,
      [`${key}@signed-in-user.test`, TEST_PASSWORD],
    );
    ids[key] = row!.id;
  }
  await query(
    db.url,
    `update "user" set phone = '+1 213 555 0100', profile_image_url = '/p.webp', is_host = true, rating = 4.5,
       review_count = 3, bank_account_number = 'cipher', bank_routing_number = 'cipher2', bank_account_name = 'Sam',
       bank_name = 'Bank', email_messages = false, language = 'es' where id = $1`,
    [ids.full],
  );
});

/** A request whose session cookie names the session `sid`, as the session middleware leaves it. */
async function requestWith(sid: string, sessionUserId?: string) {
  const ctx = { state: {} } as Context;
  const sess = await pgSessionStore(api.orm).get(sid, undefined, { ctx });
  Object.assign(ctx, { session: sess && { ...sess, ...(sessionUserId ? { userId: sessionUserId } : {}) } });
  return ctx;
}

/** `currentUser` of a request whose session cookie names the session `sid`. */
async function signedInAs(sid: string, sessionUserId?: string) {
  const ctx = await requestWith(sid, sessionUserId);
  return RequestContext.create(api.orm.em, () => currentUser(ctx, api));
}

const everyProperty = (user: User) => {
  const meta = api.orm.getMetadata().get(User);
  return Object.fromEntries(meta.props.map((prop) => [prop.name, (user as Record<string, unknown>)[prop.name]]));
};

describe('the signed-in user read with the session', () => {
  it('is the user findOne reads, every property', async () => {
    for (const key of ['full', 'plain'] as const) {
      await pgSessionStore(api.orm).set(`sid-${key}`, { userId: ids[key] }, 60_000);
      const user = await signedInAs(`sid-${key}`);
      const loaded = await api.orm.em.fork().findOneOrFail(User, { id: ids[key] });
      expect(user).toBeInstanceOf(User.class);
      expect(everyProperty(user!)).toEqual(everyProperty(loaded));
      expect(wrap(user!).isInitialized()).toBe(true);
    }
  });

  it('is no one when the session names a user that is gone, or no user', async () => {
    await pgSessionStore(api.orm).set('sid-gone', { userId: '00000000-0000-4000-8000-000000000001' }, 60_000);
    expect(await signedInAs('sid-gone')).toBeNull();
    await pgSessionStore(api.orm).set('sid-anonymous', {}, 60_000);
    expect(await signedInAs('sid-anonymous')).toBeNull();
    expect(await signedInAs('no-such-session')).toBeNull();
  });

  it('is read by itself when the session names another user than the one read with it', async () => {
    await pgSessionStore(api.orm).set('sid-switch', { userId: ids.plain }, 60_000);
    const user = await signedInAs('sid-switch', ids.full);
    expect(user?.id).toBe(ids.full);
    expect(user?.language).toBe('es');
  });
});

describe('who is signed in, without the entity', () => {
  it('is the id and the language of the row read with the session, and the user loaded when it was', async () => {
    await pgSessionStore(api.orm).set('sid-lite', { userId: ids.full }, 60_000);
    const ctx = await requestWith('sid-lite');
    await RequestContext.create(api.orm.em, async () => {
      expect(await signedIn(ctx, api)).toEqual({ id: ids.full, language: 'es' });
      expect(ctx.state.user).toBeUndefined();
      // the request's log line names the user all the same
      expect(ctx.state.userId).toBe(ids.full);
      await currentUser(ctx, api);
      expect(await signedIn(ctx, api)).toEqual({ id: ids.full, language: 'es' });
    });
  });

  it('is no one without a user, and the other user when the session changed', async () => {
    await pgSessionStore(api.orm).set('sid-lite-gone', { userId: '00000000-0000-4000-8000-000000000002' }, 60_000);
    const gone = await requestWith('sid-lite-gone');
    expect(await RequestContext.create(api.orm.em, () => signedIn(gone, api))).toBeNull();
    await pgSessionStore(api.orm).set('sid-lite-switch', { userId: ids.full }, 60_000);
    const switched = await requestWith('sid-lite-switch', ids.plain);
    expect(await RequestContext.create(api.orm.em, () => signedIn(switched, api))).toEqual({
      id: ids.plain,
      language: null,
    });
  });
});
