import { SITE_NAME } from '@ladrive/contracts';
import { useLayoutEffect } from 'react';

export { SITE_NAME };

/**
 * Sets the browser tab title while the page is shown, and restores the previous one when it leaves. A layout effect,
 * so the title changes in the same commit as the page: a passive effect after a transition's commit can run frames
 * later, leaving the old title on the new page.
 */
export function useDocumentTitle(pageTitle: string) {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = `${pageTitle} | ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
