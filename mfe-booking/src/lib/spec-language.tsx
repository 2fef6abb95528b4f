import { PageLanguage } from '@ladrive/i18n';
import type { RemotePageDeclaration } from '@ladrive/platform/remote';
import type { ReactNode } from 'react';
import remote from '../../remote';

export type PageModule = (typeof remote.pages)[number]['module'];

const pages: readonly RemotePageDeclaration[] = remote.pages;

/**
 * A page of this remote in the language the spec writes it (its `lang` in remote.ts, English when left out). The
 * shell says the same around the route; this keeps it true where no shell does (the page or a part of it on its
 * own: standalone runs, tests). Only matters while the visitor has chosen no language.
 */
export function InSpecLanguage({ page, children }: { page: PageModule; children: ReactNode }) {
  const lang = pages.find(({ module }) => module === page)?.lang ?? 'en';
  return <PageLanguage lang={lang}>{children}</PageLanguage>;
}
