import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

export interface WhenNearScreenProps {
  /** Holds the place (the same height) until `children` render, and while their code loads. */
  placeholder: ReactNode;
  /** How far outside the window the placeholder may be when `children` start: a scroll's worth of warning. */
  margin?: string;
  /** Typically a `lazy` component, so its code downloads only when this renders. */
  children: ReactNode;
}

/**
 * Renders `children` once their place comes within `margin` of the window. On a phone, a part far below
 * the fold (and the code a `lazy` child brings) then stays out of the page's first load; where it is in
 * view, it renders at once. Without IntersectionObserver it renders at once too.
 */
export function WhenNearScreen({ placeholder, margin = '400px', children }: WhenNearScreenProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (!near) return <div ref={place}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
