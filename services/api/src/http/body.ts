/**
 * Request bodies: parsing errors become 4xx with a sentence, and a parsed body is bounded in depth and size
 * before anything else looks at it (validation walks bodies; an unbounded walk was a CPU sink and, past
 * a few thousand levels, a stack overflow). `application/json` is read as bytes and parsed once (`readJson`);
 * forms and every other type go through @koa/bodyparser.
 */
import { bodyParser } from '@koa/bodyparser';
import { message } from '@ladrive/contracts';
import inflate from 'inflation';
import type { Context, Next } from 'koa';
import getRawBody from 'raw-body';
import { ApiError } from './errors.ts';

/** No payload of ours nests deeper than a handful of levels. */
export const MAX_BODY_DEPTH = 32;
/** Objects, arrays and values in one body; the largest real payload (a booking) has well under 100. */
export const MAX_BODY_VALUES = 5_000;

export const BODY_TOO_DEEP = message('errors.bodyTooDeep', { max: MAX_BODY_DEPTH });
export const BODY_TOO_MANY_VALUES = message('errors.bodyTooManyValues', { max: MAX_BODY_VALUES });
export const BODY_NOT_DECODABLE = message('errors.bodyNotDecodable');
export const BODY_ENCODING_UNSUPPORTED = message('errors.bodyEncodingUnsupported');
/** What a body that is not JSON, or that names `__proto__`, is refused with. */
const INVALID_JSON = message('errors.invalidJson');

/**
 * Throws a 400 when `body` is deeper or larger than any real request, or has a `__proto__` key (JSON.parse makes it
 * an own property, which an assignment elsewhere could turn into a prototype). Iterative: no recursion to overflow.
 */
export function checkBodyShape(body: unknown): void {
  const pending: [unknown, number][] = [[body, 0]];
  let values = 0;
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    values += 1;
    if (values > MAX_BODY_VALUES) throw new ApiError(400, BODY_TOO_MANY_VALUES);
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) throw new ApiError(400, BODY_TOO_DEEP);
    if (Object.hasOwn(value, '__proto__')) throw new ApiError(400, INVALID_JSON);
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

/** co-body's strict mode: a JSON body is an object or an array. */
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A JSON body as co-body read it (the same limits, length check, encodings, strict mode, UTF-8 with its BOM
 * dropped, an empty body as `{}`), read into one buffer and decoded into one string that `JSON.parse` reads
 * once and nothing keeps. co-body decoded each chunk to a string, joined them, scanned the text again for
 * `__proto__` (bourne; `checkBodyShape` refuses those keys now) and left the text on the request: under
 * contention every booking waiting for the one in progress held its 120 kB photos twice, for the collector to
 * copy.
 */
async function readJson(ctx: Context, limit: string | number): Promise<unknown> {
  const encoding = ctx.get('content-encoding') || 'identity';
  const length = ctx.get('content-length');
  const bytes = await getRawBody(inflate(ctx.req), {
    limit,
    length: length && encoding === 'identity' ? Number(length) : undefined,
  });
  if (!bytes.length) return {};
  const text = bytes.toString('utf8', bytes.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0);
  try {
    if (!OBJECT_OR_ARRAY.test(text)) throw new SyntaxError('invalid JSON, only supports object and array');
    return JSON.parse(text);
  } catch (err) {
    // not JSON: 400 (errorMiddleware says so); anything else is bodyParseError's
    throw err instanceof SyntaxError ? Object.assign(err, { status: 400 }) : err;
  }
}

const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A body parser whose result is bounded before the next middleware runs. */
export function parseBody({ enableTypes, limit, tooLarge }: BodyOptions) {
  const refusal = (err: unknown) =>
    tooLarge && (err as { status?: unknown }).status === 413 ? tooLarge() : bodyParseError(err);
  const parseOthers = bodyParser({
    enableTypes,
    jsonLimit: limit,
    formLimit: limit,
    onError(err) {
      throw refusal(err);
    },
  });
  const checked = (ctx: Context, next: Next) => () => {
    checkBodyShape(ctx.request.body);
    return next();
  };
  return async (ctx: Context, next: Next) => {
    const readsJson =
      enableTypes.includes('json') &&
      PARSED_METHODS.has(ctx.method) &&
      ctx.request.body === undefined &&
      !ctx.req.closed &&
      ctx.request.is('application/json');
    if (!readsJson) return parseOthers(ctx, checked(ctx, next));
    try {
      ctx.request.body = await readJson(ctx, limit);
    } catch (err) {
      throw refusal(err);
    }
    return checked(ctx, next)();
  };
}
