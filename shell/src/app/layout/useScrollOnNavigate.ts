import { useLocation } from '@ladrive/routing';
import { useEffect } from 'react';

/** How long to wait for a `#section` that renders late (the home page waits for the session). */
const HASH_TARGET_WAIT_MS = 3000;

/** New page → top of the page; `/#how-it-works` → that section. */
export function useScrollOnNavigate() {
  const { key, hash } = useLocation();

  // `key` changes on every navigation, even to the URL we are already at (clicking How It Works twice).
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = performance.now() + HASH_TARGET_WAIT_MS;
    let frame = 0;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (performance.now() < deadline) frame = requestAnimationFrame(scrollToTarget);
    };
    scrollToTarget();
    return () => cancelAnimationFrame(frame);
  }, [key, hash]);
}
