/**
 * One error type for the edge and one middleware that turns every failure into the contracts'
 * error body `{ message, issues? }`. Database conflicts become 409 with a sentence a person can act on; a
 * dependency that cannot be reached (PostgreSQL, the object store) 503 with Retry-After.
 */
import {
  type ApiErrorBody,
  type ApiIssue,
  type Language,
  message,
  SERVICE_RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE,
} from '@ladrive/contracts';
import { messageText } from '@ladrive/contracts/message-text';
import {
  CheckConstraintViolationException,
  DriverException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Context, Next } from 'koa';
import type { Logger } from '../lib/logger.ts';
import { requestLanguage } from './language.ts';

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

/**
 * A dependency the API cannot reach right now (the object store's failures are thrown as one of these by the
 * storage service; PostgreSQL's connection failures are recognised by `isConnectionFailure`). Always a 503.
 */
export class DependencyUnavailableError extends Error {
  readonly dependency: Dependency;

  constructor(dependency: Dependency, options: { cause?: unknown } = {}) {
    super(`${dependency} unavailable`, options);
    this.name = 'DependencyUnavailableError';
    this.dependency = dependency;
  }
}

export type Dependency = 'database' | 'objectStore';

/** Socket-level failures: the peer is not listening, went away mid-request, or cannot be found. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL answering that it cannot serve: SQLSTATE class 08 (connection exception), shutting down or starting
 * up (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = /^(?:08...|57P0[123]|53300)$/;

/** What node-postgres says, without a code, when a connection dies or none could be made in time. */
const CONNECTION_LOST_MESSAGES =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * A failure to reach a server rather than a refusal by it: the socket errors, PostgreSQL's "cannot serve now"
 * states and node-postgres's lost connections, looked for through `cause` and AggregateError's `errors`.
 */
export function isConnectionFailure(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  const {
    code,
    message: said,
    cause,
    errors,
  } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
  if (typeof said === 'string' && CONNECTION_LOST_MESSAGES.test(said)) return true;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isConnectionFailure(inner, depth + 1)))
    return true;
  return isConnectionFailure(cause, depth + 1);
}

/** The dependency a failure means is down: thrown by the storage service, or a lost database connection. */
export function unavailableDependency(err: unknown): Dependency | undefined {
  if (err instanceof DependencyUnavailableError) return err.dependency;
  return isConnectionFailure(err) ? 'database' : undefined;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: message('errors.badRequest'),
  401: message('errors.unauthorized'),
  403: message('errors.forbidden'),
  404: message('errors.notFound'),
  405: message('errors.methodNotAllowed'),
  409: message('errors.conflict'),
  413: message('errors.bodyTooLarge'),
  415: message('errors.unsupportedContentType'),
  429: message('errors.tooManyRequests'),
  503: SERVICE_UNAVAILABLE,
};

/**
 * The 503 every route answers while a dependency is down (and readiness says so too); never kept by a cache, even
 * on a route whose answers are (a photo).
 */
export const serviceUnavailable = () =>
  new ApiError(503, STATUS_MESSAGES[503]!, {
    headers: { 'Retry-After': String(SERVICE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });

export const unauthorized = () => new ApiError(401, STATUS_MESSAGES[401]!);
export const forbidden = (refusal = STATUS_MESSAGES[403]!) => new ApiError(403, refusal);
export const notFound = (refusal = STATUS_MESSAGES[404]!) => new ApiError(404, refusal);

/**
 * Sentences for named constraints (unique, exclusion), by constraint name. The modules own the constraints and
 * their wording (src/modules/constraint-messages.ts); app.ts hands them to the error middleware.
 */
export type ConstraintMessages = Readonly<Record<string, string>>;

interface MappedError {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

function constraintOf(err: unknown): string | undefined {
  const constraint = (err as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** Maps any thrown value to a status and body (messages as references); undefined means "a bug" (500). */
function mapReferences(err: unknown, constraintMessages: ConstraintMessages): MappedError | undefined {
  if (err instanceof ApiError) {
    const body: ApiErrorBody = { message: err.message };
    if (err.issues) body.issues = err.issues;
    return { status: err.status, body, headers: err.headers };
  }
  if (err instanceof UniqueConstraintViolationException) {
    return {
      status: 409,
      body: { message: constraintMessages[constraintOf(err) ?? ''] ?? message('errors.alreadyExists') },
    };
  }
  if (err instanceof ForeignKeyConstraintViolationException) {
    return { status: 409, body: { message: message('errors.relatedRecord') } };
  }
  if (err instanceof CheckConstraintViolationException) {
    return { status: 400, body: { message: message('errors.valuesNotAllowed') } };
  }
  if (unavailableDependency(err)) return mapReferences(serviceUnavailable(), constraintMessages);
  if (err instanceof NotFoundError) return { status: 404, body: { message: STATUS_MESSAGES[404]! } };
  if (err instanceof DriverException || (err as { code?: unknown })?.code) {
    const code = (err as { code?: unknown }).code;
    if (code === '23P01') {
      const conflict = constraintMessages[constraintOf(err) ?? ''] ?? message('errors.conflictsWithRecord');
      return { status: 409, body: { message: conflict } };
    }
    if (code === '22P02') return { status: 404, body: { message: STATUS_MESSAGES[404]! } }; // malformed uuid and the like
    // an amount the columns cannot hold (a costly car times many days): the request's values, not a bug
    if (code === '22003') return { status: 400, body: { message: message('errors.amountTooLarge') } };
    // a date PostgreSQL cannot hold (the schemas refuse them first: a safety net)
    if (code === '22008') return { status: 400, body: { message: message('errors.dateOutOfRange') } };
  }
  // http-errors from Koa, co-body (413, 400 invalid JSON) and the router (405)
  const status = (err as { status?: unknown; expose?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const expose = (err as { expose?: unknown }).expose === true;
    const raw = expose ? String((err as Error).message ?? '') : '';
    let said = raw || STATUS_MESSAGES[status] || STATUS_MESSAGES[400]!;
    if ((err as { type?: unknown }).type === 'entity.parse.failed' || (status === 400 && err instanceof SyntaxError))
      said = message('errors.invalidJson');
    else if (status === 413) said = STATUS_MESSAGES[413]!;
    else if (status === 401) said = STATUS_MESSAGES[401]!;
    return { status, body: { message: said } };
  }
  return undefined;
}

/** The body in the request's language: its message and each issue's (a message id, or text passed as it is). */
function inLanguage(body: ApiErrorBody, language: Language | null): ApiErrorBody {
  const said: ApiErrorBody = { ...body, message: messageText(body.message, language) };
  if (body.issues)
    said.issues = body.issues.map((issue) => ({ ...issue, message: messageText(issue.message, language) }));
  return said;
}

/**
 * Maps any thrown value to a status and body, its messages in `language` (null: the default texts); undefined means
 * "a bug" (500).
 */
export function mapError(
  err: unknown,
  constraintMessages: ConstraintMessages = {},
  language: Language | null = null,
): MappedError | undefined {
  const mapped = mapReferences(err, constraintMessages);
  return mapped && { ...mapped, body: inLanguage(mapped.body, language) };
}

/** The innermost cause's code and message, e.g. `ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432`. */
function describeCause(err: unknown): string {
  let inner = err;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  const { code, message: said } = (inner ?? {}) as { code?: unknown; message?: unknown };
  return [code, said].filter((part) => part !== undefined && part !== '').join(' ');
}

export function errorMiddleware(logger: Logger, constraintMessages: ConstraintMessages) {
  return async function errors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = inLanguage({ message: STATUS_MESSAGES[404]! }, requestLanguage(ctx));
      }
    } catch (err) {
      const mapped = mapError(err, constraintMessages, requestLanguage(ctx));
      const dependency = unavailableDependency(err);
      if (dependency) {
        // one line per refused request, without the stack: the cause (ECONNREFUSED, 57P01…) is what an operator needs
        logger.warn('dependency unavailable', {
          dependency,
          cause: describeCause(err),
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
        });
      }
      if (mapped) {
        ctx.status = mapped.status;
        for (const [name, value] of Object.entries(mapped.headers ?? {})) ctx.set(name, value);
        const { body } = mapped;
        // the client recognises a 401 by the word Unauthorized in the body
        ctx.body =
          mapped.status === 401 && !body.message.includes('Unauthorized') ? { ...body, error: 'Unauthorized' } : body;
      } else {
        logger.error('request failed', { err, requestId: ctx.state.requestId, method: ctx.method, path: ctx.path });
        ctx.status = 500;
        ctx.body = inLanguage({ message: message('errors.internal') }, requestLanguage(ctx));
      }
    }
  };
}
