import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAR_IMAGE_FALLBACK, PHOTO_RETRIES, PHOTO_RETRY_MS, showCarImageFallback } from './car-image-fallback';

/** The photos the page asks for again in the background; the test says how each request ends. */
const probes: FakeImage[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    probes.push(this);
  }
}

function photo(lang: string): HTMLImageElement {
  const part = document.createElement('div');
  part.lang = lang;
  const img = document.createElement('img');
  img.src = '/api/photos/cars/1/a.webp';
  img.srcset = '/api/photos/cars/1/a.webp?w=320 320w';
  part.append(img);
  document.body.append(part);
  return img;
}

const said = (img: HTMLImageElement) => decodeURIComponent(img.src);

describe('a car photo that fails to load (the API answered 503, or the network failed)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', FakeImage);
    probes.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("says 'temporarily unavailable, trying again' in the part's language, then shows the photo once it loads", async () => {
    const img = photo('es');
    showCarImageFallback({ currentTarget: img });
    expect(said(img)).toContain('Foto no disponible por el momento');
    expect(img.hasAttribute('srcset')).toBe(false);

    await vi.advanceTimersByTimeAsync(PHOTO_RETRY_MS);
    expect(probes.map((probe) => probe.src)).toEqual(['/api/photos/cars/1/a.webp']);
    probes[0]!.onload?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(img.getAttribute('src')).toBe('/api/photos/cars/1/a.webp');
    expect(img.getAttribute('srcset')).toBe('/api/photos/cars/1/a.webp?w=320 320w');
  });

  it('says it in English on an English part', () => {
    const img = photo('en');
    showCarImageFallback({ currentTarget: img });
    expect(said(img)).toContain('Photo temporarily unavailable');
  });

  it('gives up after a few tries and shows the no-photo image', async () => {
    const img = photo('en');
    showCarImageFallback({ currentTarget: img });
    for (let attempt = 0; attempt < PHOTO_RETRIES; attempt++) {
      await vi.advanceTimersByTimeAsync(PHOTO_RETRY_MS);
      probes.at(-1)!.onerror?.();
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toHaveLength(PHOTO_RETRIES);
    expect(img.src).toBe(CAR_IMAGE_FALLBACK);
    await vi.advanceTimersByTimeAsync(PHOTO_RETRY_MS * 10);
    expect(probes).toHaveLength(PHOTO_RETRIES);
  });

  it('leaves the no-photo image alone (it never fails twice)', () => {
    const img = photo('en');
    img.removeAttribute('srcset');
    img.src = CAR_IMAGE_FALLBACK;
    showCarImageFallback({ currentTarget: img });
    expect(img.src).toBe(CAR_IMAGE_FALLBACK);
    vi.advanceTimersByTime(PHOTO_RETRY_MS);
    expect(probes).toHaveLength(0);
  });
});
