import { Page } from '@ladrive/design-system';
import { specLanguages } from '@ladrive/platform';
import type { ReactNode } from 'react';
import remote from '../../remote';

const { InSpecLanguage } = specLanguages(remote);

/**
 * The frame of every page of this remote: the page column, in the page's spec language (the shell gives it too;
 * a page shown on its own, standalone or in a test, still speaks it). Its PageHeader titles the tab.
 */
export function StaticPage({
  module,
  children,
}: {
  module: Parameters<typeof InSpecLanguage>[0]['module'];
  children: ReactNode;
}) {
  return (
    <InSpecLanguage module={module}>
      <Page>{children}</Page>
    </InSpecLanguage>
  );
}
