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

/**
 * Text people type is shown to other people (hosts, admins): control characters and the Unicode controls that
 * reorder text (right-to-left overrides, embeddings, isolates) could disguise it, so they are refused.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const DISGUISING_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const DISGUISING_IN_MULTILINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: as above, but a multi-line text keeps its line breaks and tabs
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const PLAIN_TEXT_MESSAGE =
  'Use letters, numbers and punctuation only: control characters and text-direction overrides are not allowed';

export const plainText = /* @__NO_SIDE_EFFECTS__ */ (pattern = DISGUISING_CHARACTERS) =>
  v.check((text: string) => !pattern.test(text), PLAIN_TEXT_MESSAGE);

export const requiredText = /* @__NO_SIDE_EFFECTS__ */ (message: string, max = 200) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Must be at most ${max} characters`),
    plainText(),
  );

export const isoDate = /* @__NO_SIDE_EFFECTS__ */ (message: string) =>
  v.pipe(v.string(message), v.nonEmpty(message), v.check(isValidIsoDate, `${message} (use YYYY-MM-DD)`));
