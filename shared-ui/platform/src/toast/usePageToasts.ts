import { useLocation } from '@ladrive/routing';
import { useToastStore } from '@ladrive/shared-state';
import { useEffect, useRef } from 'react';

/**
 * A page's toasts leave with it: on a move to another path, a toast scoped to the page it was shown on
 * (every error, by default) is dismissed, so a stale refusal never covers the next page. A change of
 * query alone (filters, paging) stays on the same page. Called once, by the layout every route renders in.
 */
export function usePageToastsLeaveWithPage() {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    useToastStore.getState().leavePage();
  }, [pathname]);
}
