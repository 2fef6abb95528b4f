/**
 * Who is signed in: the session names the user, loaded once per request through the request's EntityManager.
 * Identity comes from the session only, never from a request's body or parameters.
 */
import type { Context } from 'koa';
import { unauthorized } from '../../http/errors.ts';
import { type AppDeps, sessionOf } from '../deps.ts';
import { User } from './user.entity.ts';

/** The signed-in user, or null. */
export async function currentUser(ctx: Context, deps: Pick<AppDeps, 'orm'>): Promise<User | null> {
  if (ctx.state.user !== undefined) return ctx.state.user as User | null;
  const userId = sessionOf(ctx)?.userId;
  const user = typeof userId === 'string' ? await deps.orm.em.findOne(User, { id: userId }) : null;
  ctx.state.user = user;
  return user;
}

/** The signed-in user; 401 without one. */
export async function requireUser(ctx: Context, deps: Pick<AppDeps, 'orm'>): Promise<User> {
  const user = await currentUser(ctx, deps);
  if (!user) throw unauthorized();
  return user;
}
