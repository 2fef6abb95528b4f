import { type Language, usePageLanguage } from '@ladrive/design-system';
import type { ReactNode } from 'react';

/** A route's page, with `<html lang>` set to the language remotes.json (or the shell) says it is written in. */
export function InLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  usePageLanguage(lang);
  return children;
}
