/**
 * The languages the site's screens are written in (the spec mixes English and Spanish on purpose). Each page
 * declares its own; `<html lang>` and every date, amount and message on it follow that language.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 locale each language formats with: the US market, in English or in Spanish. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-US' };
