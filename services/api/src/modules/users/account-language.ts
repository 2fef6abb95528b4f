/**
 * The account's language (the `user.language` column, null until chosen) and the request's language, which the
 * whole API speaks (src/http/language.ts): the `lang` cookie when it names a language, else the signed-in account's.
 */
import type { Language } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Next } from 'koa';
import { cookieLanguage, setLanguageCookie } from '../../http/language.ts';
import type { AppDeps } from '../deps.ts';
import { signedIn } from './signed-in-user.ts';
import type { User } from './user.entity.ts';

/**
 * Decides `ctx.state.language` once per request, after the session: the account's language only without a cookie,
 * from the row read with the session (no entity, no query).
 */
export function requestLanguageMiddleware(deps: Pick<AppDeps, 'orm'>) {
  return async function requestLanguage(ctx: Context, next: Next): Promise<void> {
    ctx.state.language = cookieLanguage(ctx) ?? (await signedIn(ctx, deps))?.language ?? null;
    await next();
  };
}

export async function saveLanguage(em: EntityManager, user: User, language: Language): Promise<void> {
  user.language = language;
  await em.persist(user).flush();
}

/**
 * At sign-in the account and the browser agree: an account that chose a language sets the cookie to it (so the
 * site turns to it at once); an account that never chose takes the language the visitor chose before signing in.
 */
export async function adoptLanguageAtSignIn(
  ctx: Context,
  deps: Pick<AppDeps, 'orm' | 'config'>,
  user: User,
): Promise<void> {
  if (user.language) {
    setLanguageCookie(ctx, user.language, deps.config.secureCookies);
    return;
  }
  const chosen = cookieLanguage(ctx);
  if (chosen) await saveLanguage(deps.orm.em, user, chosen);
}
