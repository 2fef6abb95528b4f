import { type Language, parseMessage, resolveMessage } from '@ladrive/contracts';
import type { I18n } from '@lingui/core';

/**
 * `message` said in `lang`: a contracts reference (an id, or an id with its values: `text.tooLong{"max":80}`)
 * through the catalog `catalogOf` finds its id in; any other text (the API's, already in the visitor's language)
 * as it is.
 */
export function sayContractMessage(
  message: string,
  lang: Language,
  catalogOf: (id: string) => I18n | undefined,
  values?: Record<string, unknown>,
): string {
  if (values) return catalogOf(message)?._(message, values) ?? message;
  return resolveMessage(message, lang, (id, _, own) => catalogOf(id)?._(id, own));
}

/** Whether `message` is shaped as a contracts reference (an API sentence never is: it has spaces). */
export const isContractReference = (message: string) => parseMessage(message) !== null;
