import { STICKY_HEADER_HEIGHT_PROPERTY } from '@ladrive/design-system';
import { type RefObject, useEffect } from 'react';

/**
 * Publishes the header's real height (it changes with the width and the session) as a CSS variable on
 * `<html>`, where the global `scroll-padding-top` reads it. Only from the resize observer, which reports the first
 * size too, after the browser's own layout: reading `offsetHeight` in the commit forced a layout of the whole page
 * inside React's task (~40 ms on a throttled phone).
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const [box] = entry?.borderBoxSize ?? [];
      if (box) root.style.setProperty(STICKY_HEADER_HEIGHT_PROPERTY, `${box.blockSize}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
