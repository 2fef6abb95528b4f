/**
 * koa-session's external store on the Session table. It runs before RequestContext, so each write forks its own
 * EntityManager. The read, on every signed-in request, is one plain statement (no fork, no entity to hydrate) that
 * also reads the signed-in user's row, which the users module maps when the request first asks who is signed in
 * (signed-in-user.ts). Expired rows are ignored on read and purged by `purgeExpiredSessions`.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { CompiledQuery } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { rememberSessionUser, selectUserColumns } from '../users/index.ts';
import { Session } from './session.entity.ts';

/** The prefix of the user's columns in the session's row (no column of "session" starts with it). */
const USER_PREFIX = 'user.';

export function pgSessionStore(orm: MikroORM) {
  let sessionSql: string | undefined;
  return {
    async get(
      sid: string,
      _maxAge?: unknown,
      { ctx }: { ctx?: Context } = {},
    ): Promise<Record<string, unknown> | undefined> {
      // the session's userId is only ever a user's id (auth.routes.ts): the cast cannot fail
      sessionSql ??= `select s.sess, ${selectUserColumns(orm.em, 'u', USER_PREFIX)}
        from "session" s left join "user" u on u.id = (s.sess ->> 'userId')::uuid
        where s.sid = $1 and s.expire > $2`;
      const { rows } = await kyselyOf(orm.em).executeQuery<Record<string, unknown>>(
        // the instant as ISO text: pg's own Date formatting (local time and offset) cost more than the rest of the bind
        CompiledQuery.raw(sessionSql, [sid, new Date().toISOString()]),
      );
      const row = rows[0];
      if (!row) return undefined;
      const sess = row.sess as Record<string, unknown>;
      if (ctx && typeof sess.userId === 'string') rememberSessionUser(ctx, sess.userId, userOfRow(row));
      return sess;
    },
    async set(sid: string, sess: Record<string, unknown>, maxAge: number | 'session'): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      await orm.em.fork().upsert(Session, { sid, sess, expire: new Date(Date.now() + ttl) });
    },
    async destroy(sid: string): Promise<void> {
      await orm.em.fork().nativeDelete(Session, { sid });
    },
  };
}

/** The user's columns of the session's row under their own names, or null when the session's user is gone. */
function userOfRow(row: Record<string, unknown>): Record<string, unknown> | null {
  const user: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(USER_PREFIX)) user[key.slice(USER_PREFIX.length)] = value;
  }
  return user.id == null ? null : user;
}

export async function purgeExpiredSessions(orm: MikroORM, now = new Date()): Promise<number> {
  return orm.em.fork().nativeDelete(Session, { expire: { $lt: now } });
}
