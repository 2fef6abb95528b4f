import { type PointerEvent, useRef, useState } from 'react';

/** How far a photo can be zoomed in the viewer (1 = fits the screen). */
export const MAX_ZOOM = 4;
/** A double tap zooms to this, or back to 1. */
export const TAP_ZOOM = 2.5;
const DOUBLE_TAP_MS = 300;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const FIT: Zoom = { scale: 1, x: 0, y: 0 };

const clampScale = (scale: number) => Math.min(MAX_ZOOM, Math.max(1, scale));

/** Two fingers that started `startDistance` apart are now `distance` apart: the scale follows their spread. */
export function pinched(start: Zoom, startDistance: number, distance: number): Zoom {
  const scale = clampScale(start.scale * (distance / Math.max(startDistance, 1)));
  // back at 1 the photo fits again, so it also recentres
  return scale === 1 ? FIT : { ...start, scale };
}

/** One finger moved a zoomed photo by (dx, dy); an unzoomed one does not move (that is a swipe). */
export function panned(zoom: Zoom, dx: number, dy: number): Zoom {
  return zoom.scale === 1 ? zoom : { ...zoom, x: zoom.x + dx, y: zoom.y + dy };
}

export function toggledByDoubleTap(zoom: Zoom): Zoom {
  return zoom.scale > 1 ? FIT : { scale: TAP_ZOOM, x: 0, y: 0 };
}

const distanceOf = (points: Array<{ x: number; y: number }>) => {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

/**
 * Pinch zoom for the photo viewer on a touch screen (pointer events): two fingers zoom up to 4×, one
 * finger pans a zoomed photo, a double tap zooms in or back out. Give `key` a new value per photo.
 */
export function usePinchZoom() {
  const [zoom, setZoom] = useState<Zoom>(FIT);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ start: Zoom; distance: number } | null>(null);
  const lastTap = useRef(0);

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2)
        pinch.current = { start: zoom, distance: distanceOf([...pointers.current.values()]) };
    },
    onPointerMove: (event: PointerEvent) => {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return;
      const current = { x: event.clientX, y: event.clientY };
      pointers.current.set(event.pointerId, current);
      if (pinch.current && pointers.current.size === 2) {
        const { start, distance } = pinch.current;
        setZoom(pinched(start, distance, distanceOf([...pointers.current.values()])));
      } else if (pointers.current.size === 1) {
        setZoom((now) => panned(now, current.x - previous.x, current.y - previous.y));
      }
    },
    onPointerUp: (event: PointerEvent) => {
      pointers.current.delete(event.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
      if (event.pointerType !== 'touch') return;
      if (event.timeStamp - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        setZoom(toggledByDoubleTap);
      } else lastTap.current = event.timeStamp;
    },
    onPointerCancel: (event: PointerEvent) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
    },
  };

  return { zoom, zoomed: zoom.scale > 1, handlers, reset: () => setZoom(FIT) };
}
