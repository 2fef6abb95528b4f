/**
 * koa-session's external store on the Session table. It runs before RequestContext, so each write forks its own
 * EntityManager. The read, on every signed-in request, is one plain statement (no fork, no entity to hydrate) that
 * also reads the signed-in user's row, which the users module maps when the request first asks who is signed in
 * (signed-in-user.ts). The reads asked for in one turn of the event loop share that statement (`SessionReads`).
 * Expired rows are ignored on read and purged by `purgeExpiredSessions`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { CompiledQuery } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { rememberSessionUser, selectUserColumns } from '../users/index.ts';
import { Session } from './session.entity.ts';

/** The prefix of the user's columns in the session's row (no column of "session" starts with it). */
const USER_PREFIX = 'user.';

export function pgSessionStore(orm: MikroORM) {
  const reads = new SessionReads(orm);
  return {
    async get(
      sid: string,
      _maxAge?: unknown,
      { ctx }: { ctx?: Context } = {},
    ): Promise<Record<string, unknown> | undefined> {
      const row = await reads.read(sid);
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

type SessionRow = Record<string, unknown>;

/**
 * Session reads by id, batched: the ids asked for in one turn of the event loop are read by one statement when the
 * turn ends (`setImmediate`), each unexpired session with its user's row. A burst of signed-in requests (200 renters
 * booking one car at once) costs one statement and one round trip instead of one each, on the API's pool and in
 * PostgreSQL; a lone read waits only for the end of its own turn. Every read still sees the session as PostgreSQL
 * holds it when the statement runs, expiry included. The statement belongs to no request: it runs in the context the
 * store was made in (no request context, no request's trace).
 */
class SessionReads {
  readonly #orm: MikroORM;
  readonly #outsideRequests = AsyncLocalStorage.snapshot();
  #sql: string | undefined;
  /** The ids asked for in this turn, each with the reads waiting for it (one browser may send several at once). */
  #pending = new Map<string, PromiseWithResolvers<SessionRow | undefined>[]>();

  constructor(orm: MikroORM) {
    this.#orm = orm;
  }

  read(sid: string): Promise<SessionRow | undefined> {
    const waiting = Promise.withResolvers<SessionRow | undefined>();
    if (!this.#pending.size) setImmediate(() => this.#outsideRequests(() => this.#readPending()));
    const forSid = this.#pending.get(sid);
    if (forSid) forSid.push(waiting);
    else this.#pending.set(sid, [waiting]);
    return waiting.promise;
  }

  async #readPending(): Promise<void> {
    const batch = this.#pending;
    this.#pending = new Map();
    try {
      const rows = await this.#select([...batch.keys()]);
      const bySid = new Map(rows.map((row) => [row.sid as string, row]));
      for (const [sid, waiting] of batch) for (const read of waiting) read.resolve(bySid.get(sid));
    } catch (err) {
      for (const waiting of batch.values()) for (const read of waiting) read.reject(err);
    }
  }

  async #select(sids: string[]): Promise<SessionRow[]> {
    // the session's userId is only ever a user's id (auth.routes.ts): the cast cannot fail
    this.#sql ??= `select s.sid, s.sess, ${selectUserColumns(this.#orm.em, 'u', USER_PREFIX)}
      from "session" s left join "user" u on u.id = (s.sess ->> 'userId')::uuid
      where s.sid = any($1::varchar[]) and s.expire > $2`;
    const { rows } = await kyselyOf(this.#orm.em).executeQuery<SessionRow>(
      // the instant as ISO text: pg's own Date formatting (local time and offset) cost more than the rest of the bind
      CompiledQuery.raw(this.#sql, [sids, new Date().toISOString()]),
    );
    return rows;
  }
}

/** The user's columns of the session's row under their own names, or null when the session's user is gone. */
function userOfRow(row: SessionRow): Record<string, unknown> | null {
  const user: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(USER_PREFIX)) user[key.slice(USER_PREFIX.length)] = value;
  }
  return user.id == null ? null : user;
}

export async function purgeExpiredSessions(orm: MikroORM, now = new Date()): Promise<number> {
  return orm.em.fork().nativeDelete(Session, { expire: { $lt: now } });
}
