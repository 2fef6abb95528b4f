import { PageLanguage } from '@ladrive/i18n';
import type { RemotePageDeclaration } from '@ladrive/platform/remote';
import type { ReactNode } from 'react';
import remote from '../../remote';

type PageModule = (typeof remote.pages)[number]['module'];

/** The language the spec writes a page in, as remote.ts declares it (English when left out). */
export function specLanguageOf(module: PageModule) {
  const pages: readonly RemotePageDeclaration[] = remote.pages;
  return pages.find((page) => page.module === module)?.lang ?? 'en';
}

/**
 * A page of this remote in its spec language: the shell gives it too; a page shown on its own (standalone or in a
 * test) still speaks it while the visitor has chosen none.
 */
export function InSpecLanguage({ module, children }: { module: PageModule; children: ReactNode }) {
  return <PageLanguage lang={specLanguageOf(module)}>{children}</PageLanguage>;
}
