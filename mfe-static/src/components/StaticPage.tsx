import { Page, useDocumentTitle } from '@ladrive/design-system';
import { PageLanguage } from '@ladrive/i18n';
import { routesOf } from '@ladrive/platform/remote';
import type { ReactNode } from 'react';
import remote from '../../remote';
import { type Translator, useT } from '../i18n';

type PageModule = (typeof remote.pages)[number]['module'];

/** The language the spec writes a page in, as remote.ts declares it (the route the shell mounts the page at). */
const specLanguageOf = (module: PageModule) => routesOf(remote).find((route) => route.module === module)!.lang;

export interface StaticPageProps {
  /** The page's exposed module in remote.ts, which says the language the spec writes it in. */
  module: PageModule;
  /** The browser tab title (the site name is appended), in the language of the page. */
  title: (t: Translator) => string;
  children: ReactNode;
}

function TitledPage({ title, children }: Pick<StaticPageProps, 'title' | 'children'>) {
  useDocumentTitle(title(useT()));
  return <Page>{children}</Page>;
}

/**
 * The frame of every page of this remote: the page column, the document title, and the page's spec language
 * (the shell gives it too; a page shown on its own, standalone or in a test, still speaks it).
 */
export function StaticPage({ module, title, children }: StaticPageProps) {
  return (
    <PageLanguage lang={specLanguageOf(module)}>
      <TitledPage title={title}>{children}</TitledPage>
    </PageLanguage>
  );
}
