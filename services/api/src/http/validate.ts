import { message, toApiIssues } from '@ladrive/contracts';
import * as v from 'valibot';
import { ApiError } from './errors.ts';

type AnySchema = v.GenericSchema & { entries?: Record<string, v.GenericSchema>; pipe?: readonly unknown[] };

/** The entries of an object schema, also when it is the first step of a pipe. */
function entriesOf(schema: AnySchema): Record<string, v.GenericSchema> | undefined {
  if (schema.entries) return schema.entries;
  const first = schema.pipe?.[0] as AnySchema | undefined;
  return first && first !== schema ? entriesOf(first) : undefined;
}

/**
 * valibot reports a missing top-level key as "Invalid key: Expected …"; the field's own schema
 * knows the sentence a person can act on ("Full name is required"), so ask it with `undefined`.
 */
function withFieldMessages(schema: AnySchema, issues: readonly v.BaseIssue<unknown>[]): v.BaseIssue<unknown>[] {
  const entries = entriesOf(schema);
  return issues.map((issue) => {
    const key = issue.path?.length === 1 ? issue.path[0]?.key : undefined;
    if (!entries || issue.kind !== 'schema' || issue.received !== 'undefined' || typeof key !== 'string') return issue;
    const entry = entries[key];
    const own = entry && v.safeParse(entry, undefined);
    return own && !own.success && own.issues[0] ? { ...issue, message: own.issues[0].message } : issue;
  });
}

const NUL_MESSAGE = message('errors.nulCharacters');

/** The dotted path of the first string holding a NUL character (PostgreSQL text cannot store one). */
function pathOfNul(data: unknown, path: string[] = []): string | undefined {
  if (typeof data === 'string') return data.includes('\u0000') ? path.join('.') : undefined;
  if (data === null || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    const found = pathOfNul(value, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Parses `data` with a contracts schema; failure → 400 `{ message, issues: [{ path, message }] }`. */
export function validate<const S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const nulAt = pathOfNul(data);
  if (nulAt !== undefined) throw new ApiError(400, NUL_MESSAGE, { issues: [{ path: nulAt, message: NUL_MESSAGE }] });
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issues = toApiIssues(withFieldMessages(schema, result.issues));
  throw new ApiError(400, issues[0]?.message ?? message('errors.invalidRequest'), { issues });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A route's `:id`: anything that is not a uuid cannot name a record → 404. */
export function uuidParam(value: string | undefined, what = message('errors.notFound')): string {
  if (!isUuid(value)) throw new ApiError(404, what);
  return value.toLowerCase();
}
