/**
 * The two languages the site speaks. Until a visitor chooses, each screen shows the spec's texts (its own mix of
 * English and Spanish); the choice, once made, is the `lang` cookie and, for a signed-in user, the account's.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie that carries a visitor's choice to every app and to the API (`en` or `es`). */
export const LANGUAGE_COOKIE = 'lang';

/** How long the choice is remembered: a year, renewed each time it is made. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The BCP 47 locale each language formats with: the US market, in English or in Spanish (US dollars in both). */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** A cookie's or a field's value as a language; anything else is no choice. */
export function parseLanguage(value: unknown): Language | null {
  return value === 'en' || value === 'es' ? value : null;
}
