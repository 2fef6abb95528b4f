import type { ApiIssue } from '@ladrive/contracts';
import { HTTPError } from 'ky';
import type * as v from 'valibot';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/**
 * The longest text a valibot schema accepts (its `maxLength` action), looking through optional/nullable
 * wrappers; undefined when it sets none. Inputs take it as their `maxLength`, so a field stops where the
 * API's schema would refuse it.
 */
export function schemaMaxLength(schema: AnySchema): number | undefined {
  const node = schema as { wrapped?: AnySchema; pipe?: readonly { type: string; requirement?: unknown }[] };
  if (node.wrapped) return schemaMaxLength(node.wrapped);
  const limits = (node.pipe ?? [])
    .filter((item) => item.type === 'max_length' && typeof item.requirement === 'number')
    .map((item) => item.requirement as number);
  return limits.length ? Math.min(...limits) : undefined;
}

/** The per-field issues of an API 400 (`ApiErrorBody.issues`), or none. */
export function apiErrorIssues(error: unknown): ApiIssue[] {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues)
    ? issues.filter((issue): issue is ApiIssue => typeof issue?.path === 'string' && typeof issue?.message === 'string')
    : [];
}

/** react-hook-form's `setError`, as far as this helper needs it. */
type SetError<Name extends string> = (
  name: Name,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Puts the API's field errors on the form's fields (the first one focused) and returns the issues that name
 * no field of this form, for the caller to show another way.
 */
export function showServerIssues<Name extends string>(
  error: unknown,
  fields: readonly Name[],
  setError: SetError<Name>,
): ApiIssue[] {
  const unplaced: ApiIssue[] = [];
  let focused = false;
  for (const issue of apiErrorIssues(error)) {
    const field = fields.find((name) => name === issue.path);
    if (!field) {
      unplaced.push(issue);
      continue;
    }
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
  return unplaced;
}
