import { SITE_NAME } from '@ladrive/contracts';
import { useEffect } from 'react';

export { SITE_NAME };

/** Sets the browser tab title while the page is shown, and restores the previous one when it leaves. */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${pageTitle} | ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
