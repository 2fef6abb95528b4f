import Router from '@koa/router';
import { LoginSchema, message, paths, SERVICE_UNAVAILABLE, SignupSchema } from '@ladrive/contracts';
import type { Context, Next } from 'koa';
import { ApiError, unauthorized } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { validate } from '../../http/validate.ts';
import { safeReturnTo } from '../../lib/return-to.ts';
import { type AppDeps, sessionOf, setSession } from '../deps.ts';
import { adoptLanguageAtSignIn, currentUser, toAuthUser, type User } from '../users/index.ts';
import { authenticate, registerUser } from './auth.service.ts';
import { type LoginPageOptions, renderLoginPage } from './login-page.ts';

type Body = Record<string, unknown>;

const isFormPost = (ctx: Context) =>
  ctx.request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
const bodyOf = (ctx: Context): Body => {
  const body = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
};
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function sendPage(
  ctx: Context,
  status: number,
  deps: AppDeps,
  options: Omit<LoginPageOptions, 'showDemoAccounts' | 'language'>,
) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  );
  ctx.body = renderLoginPage({
    ...options,
    language: requestLanguage(ctx),
    showDemoAccounts: deps.config.showDemoAccounts,
  });
}

/** New session id at sign-in (no fixation), then the user id in it; the account's language and the cookie agree. */
async function startSession(ctx: Context, deps: AppDeps, user: User): Promise<void> {
  const session = sessionOf(ctx);
  if (!session) throw new Error('session middleware missing');
  session.userId = user.id;
  await session.regenerate();
  await adoptLanguageAtSignIn(ctx, deps, user);
}

/** One sentence on top of the form: the issue itself when there is one, a pointer to the fields when several. */
function summary(err: ApiError): string {
  return (err.issues?.length ?? 0) > 1 ? message('signIn.correctFields') : err.message;
}

function fieldErrors(err: ApiError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of err.issues ?? []) errors[issue.path] ??= issue.message;
  return errors;
}

/** The sign-in page's two forms, by the path they post to. */
const FORM_MODES: Record<string, LoginPageOptions['mode']> = { '/api/login': 'signin', '/api/signup': 'signup' };

/**
 * A sign-in or sign-up form posted while a dependency is down gets its page back, with the 'temporarily
 * unavailable' sentence over the form, instead of errorMiddleware's JSON: what a browser without JavaScript shows.
 * Mounted outside errorMiddleware, so the refusal (from the route or the session store before it) is mapped and
 * logged there, and its 503, Retry-After and Cache-Control stay.
 */
export function formPageWhenUnavailable(deps: AppDeps) {
  return async function formPageOn503(ctx: Context, next: Next): Promise<void> {
    await next();
    if (ctx.status !== 503 || ctx.method !== 'POST') return;
    const mode = FORM_MODES[ctx.path.replace(/\/$/, '')];
    if (!mode || !isFormPost(ctx)) return;
    const body = bodyOf(ctx);
    sendPage(ctx, 503, deps, {
      mode,
      error: SERVICE_UNAVAILABLE,
      returnTo: safeReturnTo(body.returnTo),
      values: { email: text(body.email), firstName: text(body.firstName), lastName: text(body.lastName) },
    });
  };
}

export function authRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const key = deps.config.encryptionKey;

  router.get('/login', async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    const user = await currentUser(ctx, deps);
    const mode = ctx.query.mode === 'signup' ? 'signup' : 'signin';
    sendPage(ctx, 200, deps, { mode, returnTo, signedInAs: user?.email });
  });

  router.post('/login', async (ctx) => {
    const body = bodyOf(ctx);
    const form = isFormPost(ctx);
    const returnTo = safeReturnTo(body.returnTo);
    try {
      const input = validate(LoginSchema, body);
      const user = await authenticate(deps.orm.em, input, ctx.ip, deps.limiter);
      await startSession(ctx, deps, user);
      if (form) {
        ctx.status = 303;
        ctx.redirect(returnTo);
      } else {
        ctx.body = toAuthUser(user, key);
      }
    } catch (err) {
      if (!form || !(err instanceof ApiError)) throw err;
      sendPage(ctx, err.status, deps, {
        mode: 'signin',
        error: summary(err),
        fieldErrors: fieldErrors(err),
        returnTo,
        values: { email: text(body.email) },
      });
    }
  });

  router.post('/signup', async (ctx) => {
    const body = bodyOf(ctx);
    const form = isFormPost(ctx);
    const returnTo = safeReturnTo(body.returnTo);
    try {
      const input = validate(SignupSchema, body);
      const user = await registerUser(deps.orm.em, input);
      await startSession(ctx, deps, user);
      if (form) {
        ctx.status = 303;
        ctx.redirect(returnTo);
      } else {
        ctx.status = 201;
        ctx.body = toAuthUser(user, key);
      }
    } catch (err) {
      if (!form || !(err instanceof ApiError)) throw err;
      sendPage(ctx, err.status, deps, {
        mode: 'signup',
        error: summary(err),
        fieldErrors: fieldErrors(err),
        returnTo,
        values: { email: text(body.email), firstName: text(body.firstName), lastName: text(body.lastName) },
      });
    }
  });

  router.get('/logout', async (ctx) => {
    setSession(ctx, null);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(paths.home);
  });

  router.get('/auth/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const user = await currentUser(ctx, deps);
    if (!user) throw unauthorized();
    ctx.body = toAuthUser(user, key);
  });

  return router;
}
