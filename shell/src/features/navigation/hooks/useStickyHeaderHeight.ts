import { STICKY_HEADER_HEIGHT_PROPERTY } from '@ladrive/design-system';
import { type RefObject, useLayoutEffect } from 'react';

/**
 * Publishes the header's real height (it changes with the width and the session) as a CSS variable on
 * `<html>`, where the global `scroll-padding-top` reads it.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(STICKY_HEADER_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
