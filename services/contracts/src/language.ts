/** The languages the site speaks, and the cookie that keeps a visitor's choice. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_COOKIE = 'lang';

/** A language named by a cookie, a body or a column; null for anything else. */
export function parseLanguage(value: unknown): Language | null {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : null;
}
