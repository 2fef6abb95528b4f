import { randomUUID } from 'node:crypto';
import { Stream } from 'node:stream';
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

/** A body Koa sends as JSON: an object that is not bytes, a stream or a fetch body (Koa's `respond`). */
const isJsonBody = (body: unknown): body is object =>
  typeof body === 'object' &&
  body !== null &&
  !Buffer.isBuffer(body) &&
  !(body instanceof Stream) &&
  !(body instanceof Blob) &&
  !(body instanceof ReadableStream) &&
  !(body instanceof Response);

/**
 * Serializes a JSON body once. Mounted just inside koa-compress, which reads the response's length (Koa serializes an
 * object body to measure it) before Koa serializes it again to send it; as text it is serialized here only. The
 * bytes and headers are Koa's: the Content-Type stays JSON and the Content-Length is the text's.
 */
export async function serializeJsonOnce(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.respond !== false && !ctx.res.headersSent && isJsonBody(ctx.body)) ctx.body = JSON.stringify(ctx.body);
}
