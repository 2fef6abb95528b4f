import type { Language } from '@ladrive/contracts';
import { SpecLanguageContext as SpecLanguage, useLanguageChoice } from '@ladrive/shared-state';
import { cloneElement, type ReactElement, type ReactNode, useContext } from 'react';

// The language the spec writes this part of the page in: the page's (its route's `lang`), or an island's that differs
// (`<Speaks>`); it only matters while the visitor has chosen no language. Its context lives in the shared state:
// this file is bundled twice in a remote (the shared root's copy and its catalogs' copy), the context must be one.

/** The visitor's choice, or null while they have chosen none. */
export function useChosenLanguage(): Language | null {
  return useLanguageChoice((state) => state.choice);
}

/** The language this part of the page is shown in: the visitor's choice, else the spec's for this part. */
export function useLanguage(): Language {
  const spec = useContext(SpecLanguage);
  return useChosenLanguage() ?? spec;
}

/** A page the spec writes in `lang` (the shell wraps each route in it). */
export function PageLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  return <SpecLanguage value={lang}>{children}</SpecLanguage>;
}

/**
 * A part of a page the spec writes in another language than the page (the English site frame on a Spanish
 * page): while the visitor has chosen no language, its element is marked `lang` and every text inside speaks
 * `lang`; once they have chosen, it speaks their language like the rest and carries no mark. (The site's frame
 * sits outside every page, so the part is marked even where the page happens to speak the same language.)
 */
export function Speaks({ lang, children }: { lang: Language; children: ReactElement<{ lang?: string }> }) {
  const chosen = useChosenLanguage();
  return <SpecLanguage value={lang}>{chosen === null ? cloneElement(children, { lang }) : children}</SpecLanguage>;
}
