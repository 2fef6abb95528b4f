/**
 * The one translation function on the server (the API, and the contracts' own tests): a contracts message reference
 * (an id of `en.json` / `es.json`, with its values: messages.ts) → its text in a language, or in the message's
 * default language when none was chosen (today's text). The catalogs are compiled once, when this module loads,
 * with Lingui's compiler; any text that is no reference passes unchanged. The apps never load this module (they
 * get catalogs compiled at build time, through `useContractText`).
 */
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language, LOCALE_OF } from '../language.ts';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import { type MessageId, type MessageValues, message, resolveMessage, type SaidValues } from './messages.ts';

const CATALOGS: Record<Language, Record<string, string>> = { en, es };

function translatorFor(language: Language): I18n {
  const compiled = Object.fromEntries(
    Object.entries(CATALOGS[language]).map(([id, text]) => [id, compileMessage(text)]),
  );
  return setupI18n({ locale: language, locales: [LOCALE_OF[language]], messages: { [language]: compiled } });
}

const translators = Object.fromEntries(LANGUAGES.map((language) => [language, translatorFor(language)])) as Record<
  Language,
  I18n
>;

const say = (id: string, language: Language, values: SaidValues) =>
  Object.hasOwn(CATALOGS[language], id) ? translators[language]._(id, values) : undefined;

/** The text of a message reference in `language` (null: the message's default language, as the API spoke before). */
export function messageText(reference: string, language: Language | null): string {
  return resolveMessage(reference, language, say);
}

/** The text of message `id` with `values` in `language` (null: its default language). */
export const textOf = (id: MessageId, language: Language | null, values?: MessageValues) =>
  messageText(message(id, values), language);
