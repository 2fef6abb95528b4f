import type * as v from 'valibot';
import { message, parseMessage } from './i18n/messages.ts';
import type { ApiErrorBodySchema, ApiIssueSchema } from './responses.ts';

/** Every 4xx/5xx body of the API: a sentence a person can act on, plus per-field issues for 400s. */
export type ApiIssue = v.InferOutput<typeof ApiIssueSchema>;
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

/** Spec section 8: a missing car (the API's 404 message and the car page's heading, with its detail). */
export const CAR_NOT_FOUND = message('cars.notFound');
export const CAR_NOT_FOUND_DETAIL = message('cars.notFoundDetail');
/** A listing its host removed (410 on the car and the car page's heading, with its detail). */
export const CAR_REMOVED = message('cars.removed');
export const CAR_REMOVED_DETAIL = message('cars.removedDetail');
export const BOOKING_NOT_FOUND = message('bookings.notFound');
/** Spec section 8: what a signed-out visitor is told when an action needs an account. */
export const LOG_IN_TO_CONTINUE = message('auth.logInToContinue');

/**
 * An issue's message as a contracts reference: the schema's own, or, where a schema left valibot's English default
 * (a value of the wrong type, which no form of ours sends), the same facts in the catalogs' words.
 */
function messageOf(issue: v.BaseIssue<unknown>): string {
  if (parseMessage(issue.message)) return issue.message;
  return issue.expected
    ? message('errors.wrongValue', { expected: issue.expected, received: issue.received })
    : message('errors.invalidValue');
}

/**
 * PostgreSQL or the object store out of reach: the API's 503 sentence, and how many seconds it asks a client to wait
 * (`Retry-After`) — a restart or a failover; the screens wait as long before asking again for a photo.
 */
export const SERVICE_UNAVAILABLE = message('errors.serviceUnavailable');
export const SERVICE_RETRY_AFTER_SECONDS = 5;

/** Turns valibot issues into the wire shape: dotted path + the schema's message, the first one per field. */
export function toApiIssues(issues: readonly v.BaseIssue<unknown>[]): ApiIssue[] {
  const byPath = new Map<string, ApiIssue>();
  for (const issue of issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    if (!byPath.has(path)) byPath.set(path, { path, message: messageOf(issue) });
  }
  return [...byPath.values()];
}
