import Router from '@koa/router';
import { AccountLanguageSchema, BankingSchema, EmailPreferencesSchema } from '@ladrive/contracts';
import { setLanguageCookie } from '../../http/language.ts';
import { validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { saveLanguage } from './account-language.ts';
import { preferencesOf, savePreferences } from './email-preferences.ts';
import { requireUser } from './signed-in-user.ts';
import { findIdentity, toVerifiedIdentity } from './user-identity.service.ts';
import { saveBanking } from './users.service.ts';

export function usersRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/users' });

  /** The verified identity on file, to prefill the next booking (null before a first booking). */
  router.get('/identity', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const identity = await findIdentity(deps.orm.em, user.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { identity: identity ? toVerifiedIdentity(identity) : null };
  });

  /** Which emails the user gets: unread messages and reminders can be turned off (receipts always go). */
  router.get('/email-preferences', async (ctx) => {
    const user = await requireUser(ctx, deps);
    ctx.body = preferencesOf(user);
  });

  router.put('/email-preferences', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const choices = validate(EmailPreferencesSchema, ctx.request.body);
    ctx.body = await savePreferences(deps.orm.em, user, choices);
  });

  router.put('/banking', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const input = validate(BankingSchema, ctx.request.body);
    const banking = await saveBanking(deps.orm.em, user, input, deps.config.encryptionKey);
    ctx.body = { saved: true, banking };
  });

  return router;
}

/** The signed-in account's own settings: its language (the site's and its emails'). */
export function accountRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/account' });

  router.put('/language', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const { language } = validate(AccountLanguageSchema, ctx.request.body);
    await saveLanguage(deps.orm.em, user, language);
    setLanguageCookie(ctx, language, deps.config.secureCookies);
    ctx.status = 204;
  });

  return router;
}
