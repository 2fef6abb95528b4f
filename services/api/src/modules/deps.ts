import type { MikroORM } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import type { AppConfig } from '../config.ts';
import { unauthorized } from '../http/errors.ts';
import type { LoginRateLimiter } from './auth/rate-limit.ts';
import type { StorageService } from './storage/storage.service.ts';
import { User } from './users/user.entity.ts';

/** What the routers need; built once in `createApp`. */
export interface AppDeps {
  orm: MikroORM;
  storage: StorageService;
  config: AppConfig;
  limiter: LoginRateLimiter;
}

/** koa-session's session object (it does not augment Koa's types). */
export interface AppSession {
  userId?: string;
  regenerate(): Promise<void> | undefined;
  [key: string]: unknown;
}

export function sessionOf(ctx: Context): AppSession | null {
  return (ctx as unknown as { session: AppSession | null }).session;
}

export function setSession(ctx: Context, value: null): void {
  (ctx as unknown as { session: AppSession | null }).session = value;
}

/** The signed-in user (loaded once per request through the request's EntityManager), or null. */
export async function currentUser(ctx: Context, deps: AppDeps): Promise<User | null> {
  if (ctx.state.user !== undefined) return ctx.state.user as User | null;
  const userId = sessionOf(ctx)?.userId;
  const user = typeof userId === 'string' ? await deps.orm.em.findOne(User, { id: userId }) : null;
  ctx.state.user = user;
  return user;
}

export async function requireUser(ctx: Context, deps: AppDeps): Promise<User> {
  const user = await currentUser(ctx, deps);
  if (!user) throw unauthorized();
  return user;
}
