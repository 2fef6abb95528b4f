import { FIT, MAX_ZOOM, panned, pinched, TAP_ZOOM, toggledByDoubleTap } from './pinch-zoom';

describe('pinch zoom', () => {
  it('follows the spread of two fingers, between fitting the screen and 4×', () => {
    expect(pinched(FIT, 100, 250).scale).toBe(2.5);
    expect(pinched({ scale: 2, x: 10, y: 5 }, 100, 150)).toEqual({ scale: 3, x: 10, y: 5 });
    expect(pinched(FIT, 100, 1000).scale).toBe(MAX_ZOOM);
    expect(pinched({ scale: 2, x: 40, y: 40 }, 200, 50)).toEqual(FIT);
  });

  it('pans only a zoomed photo (on a fitted one a finger swipes to the next photo)', () => {
    expect(panned({ scale: 2, x: 0, y: 0 }, 30, -10)).toEqual({ scale: 2, x: 30, y: -10 });
    expect(panned(FIT, 30, -10)).toEqual(FIT);
  });

  it('zooms in on a double tap, and back out on the next', () => {
    expect(toggledByDoubleTap(FIT)).toEqual({ scale: TAP_ZOOM, x: 0, y: 0 });
    expect(toggledByDoubleTap({ scale: 3, x: 12, y: 4 })).toEqual(FIT);
  });
});
