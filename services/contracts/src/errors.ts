import type * as v from 'valibot';

/** Every 4xx/5xx body of the API: a sentence a person can act on, plus per-field issues for 400s. */
export interface ApiIssue {
  path: string;
  message: string;
}
export interface ApiErrorBody {
  message: string;
  issues?: ApiIssue[];
}

/** Turns valibot issues into the wire shape: dotted path + the schema's message. */
export function toApiIssues(issues: readonly v.BaseIssue<unknown>[]): ApiIssue[] {
  return issues.map((issue) => ({
    path: issue.path?.map((item) => String(item.key)).join('.') ?? '',
    message: issue.message,
  }));
}
