/**
 * The languages the site's screens are written in. Each page declares the language the spec writes it in; a
 * visitor's choice (the `lang` cookie) overrides it. Every date, amount and message follows the language in effect.
 */
export { LANGUAGES, type Language, LOCALE_OF } from '@ladrive/contracts';
