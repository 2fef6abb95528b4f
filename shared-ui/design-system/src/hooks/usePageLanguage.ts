import { useLayoutEffect } from 'react';
import type { Language } from '../format/language';

/**
 * Marks the document as written in `lang` while the page is shown (`<html lang>`), and restores the previous
 * language when it leaves, so screen readers pronounce each screen in its own language.
 */
export function usePageLanguage(lang: Language) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = lang;
    return () => {
      root.lang = previous;
    };
  }, [lang]);
}
