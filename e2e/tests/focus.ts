/** Where the keyboard's focus is, and whether a sighted keyboard user can see it (WCAG 2.4.7, 2.4.11). */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface FocusPlacement {
  what: string;
  inViewport: boolean;
  /** Nothing covers it (the sticky header above all): the element is what shows at its centre and its top edge. */
  onTop: boolean;
}

/**
 * The focused element: inside the viewport, and on top at its centre and along its top edge, so that neither
 * the sticky header nor anything else hides it. A visually hidden control (a styled checkbox) is judged by
 * its label, which is what shows. Null when nothing is focused.
 */
export async function focusedPlacement(page: Page): Promise<FocusPlacement | null> {
  return page.evaluate(async () => {
    // judged as a person sees it: after the next frame is drawn (Chromium may scroll a newly focused
    // control into view only once the layout its focus changed is done)
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const own = focused.getBoundingClientRect();
    const shown =
      own.width <= 1 || own.height <= 1
        ? ((focused as HTMLInputElement).labels?.[0] ?? focused.parentElement ?? focused)
        : focused;
    const box = shown.getBoundingClientRect();
    const showsAt = (x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (shown.contains(hit) || focused.contains(hit));
    };
    const centreX = box.left + box.width / 2;
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    return {
      what: `${focused.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} in ${innerWidth}×${innerHeight}`,
      // half a pixel of slack: layout rounds fractional positions
      inViewport:
        box.top >= -0.5 && box.left >= -0.5 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5,
      onTop: showsAt(centreX, box.top + box.height / 2) && showsAt(centreX, box.top + Math.min(2, box.height / 2)),
    };
  });
}

export async function expectFocusVisible(page: Page, step: string) {
  const placement = await focusedPlacement(page);
  if (!placement) return;
  expect(placement, `${step}: ${placement.what}`).toMatchObject({ inViewport: true, onTop: true });
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, checking every element focused on the way. */
export async function moveFocusTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', maxPresses = 80) {
  for (let press = 1; press <= maxPresses; press += 1) {
    await page.keyboard.press(key);
    await expectFocusVisible(page, `${key} ×${press}`);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}
