/**
 * Request bodies: parsing errors become 4xx with a sentence, and a parsed body is bounded in depth and size
 * before anything else looks at it (validation walks bodies; an unbounded walk was a CPU sink and, past
 * a few thousand levels, a stack overflow).
 */
import { bodyParser } from '@koa/bodyparser';
import { message } from '@ladrive/contracts';
import type { Context, Next } from 'koa';
import { ApiError } from './errors.ts';

/** No payload of ours nests deeper than a handful of levels. */
export const MAX_BODY_DEPTH = 32;
/** Objects, arrays and values in one body; the largest real payload (a booking) has well under 100. */
export const MAX_BODY_VALUES = 5_000;

export const BODY_TOO_DEEP = message('errors.bodyTooDeep', { max: MAX_BODY_DEPTH });
export const BODY_TOO_MANY_VALUES = message('errors.bodyTooManyValues', { max: MAX_BODY_VALUES });
export const BODY_NOT_DECODABLE = message('errors.bodyNotDecodable');
export const BODY_ENCODING_UNSUPPORTED = message('errors.bodyEncodingUnsupported');

/** Throws a 400 when `body` is deeper or larger than any real request. Iterative: no recursion to overflow. */
export function checkBodyShape(body: unknown): void {
  const pending: [unknown, number][] = [[body, 0]];
  let values = 0;
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    values += 1;
    if (values > MAX_BODY_VALUES) throw new ApiError(400, BODY_TOO_MANY_VALUES);
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) throw new ApiError(400, BODY_TOO_DEEP);
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
}

/**
 * The parser's own failures as refusals a person can act on. Errors that carry an HTTP status (413 too large,
 * 415 unsupported encoding, 400 invalid JSON) keep it; a body that fails to inflate (zlib) is a 400.
 */
export function bodyParseError(err: unknown): ApiError | unknown {
  const status = (err as { status?: unknown }).status;
  if (status === 415 && /encoding/i.test(String((err as Error).message)))
    return new ApiError(415, BODY_ENCODING_UNSUPPORTED);
  if (typeof status === 'number') return err;
  const code = String((err as { code?: unknown }).code ?? '');
  if (code.startsWith('Z_') || code.startsWith('ERR_ZLIB') || code === 'ERR_BROTLI_INVALID_PARAM')
    return new ApiError(400, BODY_NOT_DECODABLE);
  // V8 refuses absurdly nested JSON with a RangeError before our shape check can
  if (err instanceof RangeError) return new ApiError(400, BODY_TOO_DEEP);
  return err;
}

export interface BodyOptions {
  enableTypes: ('json' | 'form')[];
  limit: string | number;
  /** Replaces the generic 413 with the route's own sentence. */
  tooLarge?: () => ApiError;
}

/** A body parser whose result is bounded before the next middleware runs. */
export function parseBody({ enableTypes, limit, tooLarge }: BodyOptions) {
  const parse = bodyParser({
    enableTypes,
    jsonLimit: limit,
    formLimit: limit,
    onError(err) {
      if (tooLarge && (err as { status?: unknown }).status === 413) throw tooLarge();
      throw bodyParseError(err);
    },
  });
  return (ctx: Context, next: Next) =>
    parse(ctx, () => {
      checkBodyShape(ctx.request.body);
      return next();
    });
}
