import { randomUUID } from 'node:crypto';
import { message } from '@ladrive/contracts';
import type { Context, Next } from 'koa';
import type { Logger } from '../lib/logger.ts';
import { ApiError } from './errors.ts';

/**
 * Request id (kept from `X-Request-Id` when sane) on ctx.state and the response, and one log line per request with
 * the user id when signed in.
 */
export function requestLogger(logger: Logger) {
  return async function log(ctx: Context, next: Next): Promise<void> {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      // the signed-in user, when the request asked who it is (the users module keeps the id on ctx.state)
      const userId = ctx.state.userId as string | undefined;
      logger.info('request', {
        requestId,
        ...(userId ? { userId } : {}),
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence besides SameSite=Lax: a mutating request that carries an Origin header must come from one of
 * the configured site origins; `Origin: null` is refused too. Nothing the request says about itself
 * (Host, X-Forwarded-Host) widens that list. Requests without Origin (curl, server-to-server) pass: browsers
 * always send it on cross-origin posts.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async function checkOrigin(ctx: Context, next: Next): Promise<void> {
    const origin = ctx.get('origin');
    if (MUTATING.has(ctx.method) && origin && !allowed.has(origin)) {
      throw new ApiError(403, message('errors.otherSite'));
    }
    await next();
  };
}

/**
 * Security headers for every API response. Responses carry personal data unless a route says otherwise, so
 * nothing is stored by browsers or shared caches by default; public, cacheable routes (photos) set their own.
 */
export async function securityHeaders(ctx: Context, next: Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('Cache-Control', 'no-store');
  await next();
}
