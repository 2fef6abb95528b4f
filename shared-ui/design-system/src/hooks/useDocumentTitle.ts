import { useEffect } from 'react';

export const SITE_NAME = 'LA Drive';

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
