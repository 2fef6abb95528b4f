import {
  cookieValue,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
  parseLanguage,
} from '@ladrive/contracts';

/** The visitor's choice as the `lang` cookie says it (null: none made, or none readable). */
export function languageFromCookie(cookies = document.cookie): Language | null {
  return parseLanguage(cookieValue(cookies, LANGUAGE_COOKIE));
}

/** Remembers the choice for every app and for the API, which reads it on each request. */
export function rememberLanguage(lang: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; the value is one of two words
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}
