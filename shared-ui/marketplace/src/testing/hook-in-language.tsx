import type { Language } from '@ladrive/design-system';
import { PageLanguage } from '@ladrive/i18n';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

/** What a hook returns on a page the spec writes in `lang` (nobody chose a language): e.g. a label function. */
export function hookInLanguage<Result>(lang: Language, useHook: () => Result): Result {
  const wrapper = ({ children }: { children: ReactNode }) => <PageLanguage lang={lang}>{children}</PageLanguage>;
  return renderHook(useHook, { wrapper }).result.current;
}
