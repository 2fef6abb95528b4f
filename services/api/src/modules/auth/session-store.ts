/**
 * koa-session's external store on the Session table. It runs before RequestContext, so each write forks its own
 * EntityManager; the read, on every signed-in request, is one plain select (no fork, no entity to hydrate). Expired
 * rows are ignored on read and purged by `purgeExpiredSessions`.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { kyselyOf } from '../../db/kysely.ts';
import { Session } from './session.entity.ts';

export function pgSessionStore(orm: MikroORM) {
  return {
    async get(sid: string): Promise<Record<string, unknown> | undefined> {
      const row = await kyselyOf(orm.em)
        .selectFrom('session')
        .select('sess')
        .where('sid', '=', sid)
        .where('expire', '>', new Date())
        .executeTakeFirst();
      return row?.sess;
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

export async function purgeExpiredSessions(orm: MikroORM, now = new Date()): Promise<number> {
  return orm.em.fork().nativeDelete(Session, { expire: { $lt: now } });
}
