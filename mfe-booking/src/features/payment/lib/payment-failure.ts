import { apiErrorMessage, apiErrorStatus } from '@ladrive/platform';
import { HTTPError } from 'ky';
import { type CardFields, EMPTY_CARD } from './card-format';

export interface CardFieldIssue {
  field: keyof CardFields;
  message: string;
}

export interface PaymentFailure {
  /** The API's sentence, for the toast. */
  message: string;
  /** 402: the card itself was refused, said again above the form. */
  declined: boolean;
  /** A 400's issues that name a card field, shown under that field. */
  fieldIssues: CardFieldIssue[];
}

const isCardField = (path: unknown): path is keyof CardFields => typeof path === 'string' && path in EMPTY_CARD;

/** What the renter is told when a payment fails: the API's message, a declined card, the fields to fix. */
export function paymentFailure(error: unknown): PaymentFailure {
  const issues = error instanceof HTTPError ? (error.data as { issues?: unknown } | undefined)?.issues : undefined;
  const fieldIssues: CardFieldIssue[] = [];
  for (const issue of Array.isArray(issues) ? (issues as Array<{ path?: unknown; message?: unknown }>) : []) {
    if (isCardField(issue.path) && typeof issue.message === 'string' && issue.message) {
      fieldIssues.push({ field: issue.path, message: issue.message });
    }
  }
  return { message: apiErrorMessage(error), declined: apiErrorStatus(error) === 402, fieldIssues };
}
