/**
 * The pieces the request schemas build typed-text and date fields from (auth-fields.ts, car-fields.ts, …).
 * Not part of the package's public surface, apart from PLAIN_TEXT_MESSAGE, which index.ts re-exports.
 *
 * The factories are marked `@__NO_SIDE_EFFECTS__`, as valibot marks its own functions. The bundler honours that
 * only inside one module, not for valibot's functions called from another: a module's unused schemas are still
 * built, so the request schemas live in one module per form (an app downloads the forms it imports, issue 12).
 */
import * as v from 'valibot';
import { isValidIsoDate } from './dates.ts';
import { type MessageId, message } from './i18n/messages.ts';

/**
 * Text people type is shown to other people (hosts, admins): control characters and the Unicode controls that
 * reorder text (right-to-left overrides, embeddings, isolates) could disguise it, so they are refused.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const DISGUISING_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const DISGUISING_IN_MULTILINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: as above, but a multi-line text keeps its line breaks and tabs
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const PLAIN_TEXT_MESSAGE = message('text.plain');

export const plainText = /* @__NO_SIDE_EFFECTS__ */ (pattern = DISGUISING_CHARACTERS) =>
  v.check((text: string) => !pattern.test(text), PLAIN_TEXT_MESSAGE);

export const requiredText = /* @__NO_SIDE_EFFECTS__ */ (required: string, max = 200) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, message('text.tooLong', { max })),
    plainText(),
  );

export const isoDate = /* @__NO_SIDE_EFFECTS__ */ (required: string) =>
  v.pipe(
    v.string(required),
    v.nonEmpty(required),
    v.check(isValidIsoDate, message('text.isoDateFormat', { field: required })),
  );

/** A refusal listing the values allowed: `message(id, { choices: 'a, b, c' })`. */
export const oneOf = (id: MessageId, choices: readonly (string | number)[]) =>
  message(id, { choices: choices.join(', ') });

/** The refusals of a list's `page` and `pageSize` query parameters. */
export const pageMessage = (max: number) => message('query.page', { max });
export const pageSizeMessage = (max: number) => message('query.pageSize', { max });
