import { type TouchEvent, useRef } from 'react';

/** Horizontal distance (px) a finger must travel for a swipe. */
const SWIPE_MIN_PX = 40;

/** Touch handlers that call `onNext` on a swipe to the left and `onPrevious` on a swipe to the right. */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  // a gesture that ever had two fingers is a pinch, not a swipe, until every finger is lifted
  const multiTouch = useRef(false);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length > 1) multiTouch.current = true;
      start.current = touch && !multiTouch.current ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (multiTouch.current) {
        if (event.touches.length === 0) multiTouch.current = false;
        return;
      }
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      // A mostly vertical gesture is a scroll, not a swipe.
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
  };
}
