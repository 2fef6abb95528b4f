/**
 * The fields the response schemas are built of, apart from responses.ts so that a module which needs one response
 * (message-response.ts) does not build them all: a bundle keeps every schema of a module it imports from, used or
 * not (valibot's calls are free of side effects only inside their own module, see text-fields.ts).
 */
import * as v from 'valibot';

export const timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601 timestamp'));
export const id = v.pipe(v.string(), v.uuid());
