import { Page } from '@ladrive/design-system';
import { PageLanguage } from '@ladrive/i18n';
import { routesOf } from '@ladrive/platform/remote';
import type { ReactNode } from 'react';
import remote from '../../remote';

type PageModule = (typeof remote.pages)[number]['module'];

/** The language the spec writes a page in, as remote.ts declares it (the route the shell mounts the page at). */
const specLanguageOf = (module: PageModule) => routesOf(remote).find((route) => route.module === module)!.lang;

/**
 * The frame of every page of this remote: the page column, in the page's spec language (the shell gives it too;
 * a page shown on its own, standalone or in a test, still speaks it). Its PageHeader titles the tab.
 */
export function StaticPage({ module, children }: { module: PageModule; children: ReactNode }) {
  return (
    <PageLanguage lang={specLanguageOf(module)}>
      <Page>{children}</Page>
    </PageLanguage>
  );
}
