import { toApiIssues } from '@ladrive/contracts';
import * as v from 'valibot';
import { ApiError } from './errors.ts';

/** Parses `data` with a contracts schema; failure → 400 `{ message, issues: [{ path, message }] }`. */
export function validate<const S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issues = toApiIssues(result.issues);
  throw new ApiError(400, issues[0]?.message ?? 'Invalid request', { issues });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A route's `:id`: anything that is not a uuid cannot name a record → 404. */
export function uuidParam(value: string | undefined, what = 'Not found'): string {
  if (!isUuid(value)) throw new ApiError(404, what);
  return value.toLowerCase();
}
