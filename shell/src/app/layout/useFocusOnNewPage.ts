import { useLocation } from '@ladrive/routing';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * A new page (another path) whose old content held the focus → the focus goes to the page's `<main>`, so the next
 * Tab starts at the new page's first control instead of wherever the removed control had been (often the
 * footer). Focus left in the header or elsewhere outside the page stays where it is; a query change (filters,
 * dates written back) is the same page and moves nothing.
 */
export function useFocusOnNewPage(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const focused = document.activeElement;
    const lostWithOldPage = !focused || focused === document.body || main.current?.contains(focused);
    if (lostWithOldPage) main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
