/**
 * One error type for the edge and one middleware that turns every failure into the contracts'
 * error body `{ message, issues? }`. Database conflicts become 409 with a sentence a person can act on.
 */
import type { ApiErrorBody, ApiIssue } from '@ladrive/contracts';
import {
  CheckConstraintViolationException,
  DriverException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Context, Next } from 'koa';
import type { Logger } from '../lib/logger.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: { issues?: ApiIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = options.issues;
    this.headers = options.headers;
  }
}

export const unauthorized = () => new ApiError(401, 'Unauthorized');
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);

/**
 * Sentences for named constraints (unique, exclusion), by constraint name. The modules own the constraints and
 * their wording (src/modules/constraint-messages.ts); app.ts hands them to the error middleware.
 */
export type ConstraintMessages = Readonly<Record<string, string>>;

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
};

interface MappedError {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

function constraintOf(err: unknown): string | undefined {
  const constraint = (err as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** Maps any thrown value to a status and body; undefined means "a bug" (500). */
export function mapError(err: unknown, constraintMessages: ConstraintMessages = {}): MappedError | undefined {
  if (err instanceof ApiError) {
    const body: ApiErrorBody = { message: err.message };
    if (err.issues) body.issues = err.issues;
    return { status: err.status, body, headers: err.headers };
  }
  if (err instanceof UniqueConstraintViolationException) {
    const message = constraintMessages[constraintOf(err) ?? ''] ?? 'This record already exists';
    return { status: 409, body: { message } };
  }
  if (err instanceof ForeignKeyConstraintViolationException) {
    return { status: 409, body: { message: 'A related record does not exist or is still in use' } };
  }
  if (err instanceof CheckConstraintViolationException) {
    return { status: 400, body: { message: 'Some values are not allowed' } };
  }
  if (err instanceof NotFoundError) return { status: 404, body: { message: 'Not found' } };
  if (err instanceof DriverException || (err as { code?: unknown })?.code) {
    const code = (err as { code?: unknown }).code;
    if (code === '23P01') {
      const message = constraintMessages[constraintOf(err) ?? ''] ?? 'This conflicts with an existing record';
      return { status: 409, body: { message } };
    }
    if (code === '22P02') return { status: 404, body: { message: 'Not found' } }; // malformed uuid and the like
    // an amount the columns cannot hold (a costly car times many days): the request's values, not a bug
    if (code === '22003') return { status: 400, body: { message: 'An amount is too large' } };
    // a date PostgreSQL cannot hold (the schemas refuse them first: a safety net)
    if (code === '22008') return { status: 400, body: { message: 'A date is out of range' } };
  }
  // http-errors from Koa, co-body (413, 400 invalid JSON) and the router (405)
  const status = (err as { status?: unknown; expose?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const expose = (err as { expose?: unknown }).expose === true;
    const raw = expose ? String((err as Error).message ?? '') : '';
    let message = raw || STATUS_MESSAGES[status] || 'Bad request';
    if ((err as { type?: unknown }).type === 'entity.parse.failed' || (status === 400 && err instanceof SyntaxError))
      message = 'The request body is not valid JSON';
    else if (status === 413) message = STATUS_MESSAGES[413]!;
    else if (status === 401) message = 'Unauthorized';
    return { status, body: { message } };
  }
  return undefined;
}

export function errorMiddleware(logger: Logger, constraintMessages: ConstraintMessages) {
  return async function errors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { message: 'Not found' } satisfies ApiErrorBody;
      }
    } catch (err) {
      const mapped = mapError(err, constraintMessages);
      if (mapped) {
        ctx.status = mapped.status;
        for (const [name, value] of Object.entries(mapped.headers ?? {})) ctx.set(name, value);
        // the client recognises a 401 by the word Unauthorized in the body
        ctx.body =
          mapped.status === 401 && !mapped.body.message.includes('Unauthorized')
            ? { ...mapped.body, error: 'Unauthorized' }
            : mapped.body;
      } else {
        logger.error('request failed', { err, requestId: ctx.state.requestId, method: ctx.method, path: ctx.path });
        ctx.status = 500;
        ctx.body = { message: 'Internal error' } satisfies ApiErrorBody;
      }
    }
  };
}
