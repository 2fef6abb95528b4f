/**
 * The request's language (docs/architecture.md, "Languages"): the `lang` cookie when it names one, else the
 * signed-in account's language, else none (null: every text as the API said it before languages, each message in
 * its default language). The users module's middleware decides it once the session is read; a request refused
 * before that (Origin check, body parser) speaks the cookie's.
 */
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, type Language, parseLanguage } from '@ladrive/contracts';
import type { Context } from 'koa';

/** The language the `lang` cookie names (it is the browser's, unsigned), or null. */
export const cookieLanguage = (ctx: Context): Language | null =>
  parseLanguage(ctx.cookies.get(LANGUAGE_COOKIE, { signed: false }));

/** The language every text of this response is written in; null for the default texts. */
export function requestLanguage(ctx: Context): Language | null {
  const decided = ctx.state.language as Language | null | undefined;
  return decided === undefined ? cookieLanguage(ctx) : decided;
}

/** Remembers `language` in the browser: a year, the whole site, readable by the apps (not HttpOnly). */
export function setLanguageCookie(ctx: Context, language: Language, secure: boolean): void {
  ctx.cookies.set(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S * 1000,
    sameSite: 'lax',
    httpOnly: false,
    signed: false,
    secure,
    overwrite: true,
  });
}
