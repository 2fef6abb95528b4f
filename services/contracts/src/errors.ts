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

/** Turns valibot issues into the wire shape: dotted path + the schema's message, the first one per field. */
export function toApiIssues(issues: readonly v.BaseIssue<unknown>[]): ApiIssue[] {
  const byPath = new Map<string, ApiIssue>();
  for (const issue of issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    if (!byPath.has(path)) byPath.set(path, { path, message: issue.message });
  }
  return [...byPath.values()];
}
