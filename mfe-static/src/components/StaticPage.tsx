import { Page, useDocumentTitle } from '@ladrive/design-system';
import type { ReactNode } from 'react';

export interface StaticPageProps {
  /** The browser tab title (the site name is appended). */
  title: string;
  /** The language of the page's text when it differs from the site's (the Help Center is in Spanish). */
  lang?: string;
  children: ReactNode;
}

/** The frame of every page of this remote: the page column and the document title. */
export function StaticPage({ title, lang, children }: StaticPageProps) {
  useDocumentTitle(title);
  return <Page lang={lang}>{children}</Page>;
}
