/**
 * The API's one translation function: a contracts message reference (an id of services/contracts/src/i18n/*.json,
 * with its values) → its text in a language, or in the message's default language when the request chose none.
 * The catalogs are compiled once, here at start-up, with Lingui's compiler; any other text passes unchanged.
 */
import { type Language, LANGUAGES, type MessageValues, resolveMessage } from '@ladrive/contracts';
import en from '@ladrive/contracts/i18n/en.json' with { type: 'json' };
import es from '@ladrive/contracts/i18n/es.json' with { type: 'json' };
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** How each language writes numbers, dates and money (US dollars in both). */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

const CATALOGS: Record<Language, Record<string, string>> = { en, es };

const compiled = (catalog: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));

const translators = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, locales: [LOCALES[language]], messages: { [language]: compiled(CATALOGS[language]) } }),
  ]),
) as Record<Language, I18n>;

const say = (id: string, language: Language, values: MessageValues) =>
  id in CATALOGS[language] ? translators[language]._(id, values) : undefined;

/** The text of `reference` in `language` (null: the message's default language, today's text). */
export function messageText(reference: string, language: Language | null, values?: MessageValues): string {
  return resolveMessage(values ? `${reference}${JSON.stringify(values)}` : reference, language, say);
}
