import type { Language } from '@ladrive/contracts';
import { PageLanguage } from '@ladrive/i18n';
import type { ReactNode } from 'react';
import type { RemoteDeclaration } from './remote-declaration';

/**
 * A remote's pages in the language the spec writes each (its `lang` in remote.ts, English when left out). The shell
 * says the same around each route; `InSpecLanguage` keeps it true where no shell does (a page or a part of it on
 * its own: standalone runs, tests). It only matters while the visitor has chosen no language.
 */
export function specLanguages<const Remote extends RemoteDeclaration>(remote: Remote) {
  type PageModule = Remote['pages'][number]['module'];
  const specLanguageOf = (module: PageModule): Language =>
    remote.pages.find((page) => page.module === module)?.lang ?? 'en';

  function InSpecLanguage({ module, children }: { module: PageModule; children: ReactNode }) {
    return <PageLanguage lang={specLanguageOf(module)}>{children}</PageLanguage>;
  }

  return { specLanguageOf, InSpecLanguage };
}
