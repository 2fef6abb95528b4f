import { type Language, usePageLanguage } from '@ladrive/design-system';
import { PageLanguage, useLanguage } from '@ladrive/i18n';
import type { ReactNode } from 'react';

/**
 * A route's page, written in `lang` by the spec (remotes.json or the shell says which): its texts speak it until
 * the visitor chooses a language, and `<html lang>` says the language the page is shown in.
 */
export function InLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <PageLanguage lang={lang}>
      <ShownLanguage>{children}</ShownLanguage>
    </PageLanguage>
  );
}

function ShownLanguage({ children }: { children: ReactNode }) {
  usePageLanguage(useLanguage());
  return children;
}
