/**
 * What a car image shows instead of a photo: the no-photo image when a car has none, and 'temporarily unavailable,
 * trying again' while a photo fails to load (the API answers 503 while the object store is down), asked for again
 * in the background until it loads. Inline SVGs, 1200×800 like the uploaded photos, so cards keep their shape.
 */
import { type Language, parseLanguage, SERVICE_RETRY_AFTER_SECONDS } from '@ladrive/contracts';
import { translate } from '../i18n';

const CAR_DRAWING = `<g fill="none" stroke="#9aa0ac" stroke-width="18" stroke-linecap="round" stroke-linejoin="round">
<path d="M330 470h540M300 470l50-120q20-50 75-50h350q55 0 75 50l50 120v90q0 20-20 20h-40M300 470v90q0 20 20 20h40"/>
<path d="M445 300l-40 110h390l-40-110"/>
<circle cx="420" cy="580" r="55"/><circle cx="780" cy="580" r="55"/>
</g>`;

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The car drawing over `lines` of text, as a data URL. */
function carImage(lines: readonly string[]): string {
  const text = lines
    .map(
      (line, index) =>
        `<text x="600" y="${720 - (lines.length - 1 - index) * 56}" font-family="system-ui, sans-serif" font-size="44" fill="#5a5a6e" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="#eceef1"/>
${CAR_DRAWING}
${text}
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A car without words: the same in every language (the image's alt names the car). */
export const CAR_IMAGE_FALLBACK = carImage([]);

/** Native size of car photos (and of the fallback): the aspect ratio every car image box keeps. */
export const CAR_IMAGE_WIDTH = 1200;
export const CAR_IMAGE_HEIGHT = 800;

/** The first photo of a car, or the fallback when it has none. */
export function carCoverImage(images: readonly string[]): string {
  return images[0] ?? CAR_IMAGE_FALLBACK;
}

/** How long a photo that failed waits before it is asked for again: the API's Retry-After on its 503. */
export const PHOTO_RETRY_MS = SERVICE_RETRY_AFTER_SECONDS * 1000;
/** Tries before the photo is given up for the no-photo image (about half a minute). */
export const PHOTO_RETRIES = 6;

/** The language of the part of the page the image is in (its nearest `lang`), English when none says. */
function languageOf(img: HTMLImageElement): Language {
  const lang = img.closest('[lang]')?.getAttribute('lang') ?? '';
  return parseLanguage(lang.slice(0, 2)) ?? 'en';
}

/** Resolves when `src` loads, rejects when it fails: asked in the background, the page's image left alone. */
function loads(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = new Image();
    probe.onload = () => resolve();
    probe.onerror = () => reject(new Error(`${src} did not load`));
    probe.src = src;
  });
}

/** Images waiting to be asked for again: a second error while one waits is the unavailable image's own. */
const waiting = new WeakSet<HTMLImageElement>();

/**
 * onError handler for a car <img>: 'temporarily unavailable, trying again' (in the part's language), the photo asked
 * for again every PHOTO_RETRY_MS and put back once it loads; after PHOTO_RETRIES failures, the no-photo image.
 */
export function showCarImageFallback(event: { currentTarget: HTMLImageElement }) {
  const img = event.currentTarget;
  const src = img.getAttribute('src') ?? '';
  if (src.startsWith('data:') || waiting.has(img)) return;
  const srcset = img.getAttribute('srcset');
  const t = translate(languageOf(img));
  waiting.add(img);
  img.removeAttribute('srcset');
  img.src = carImage([t('car.photoUnavailable'), t('car.photoRetrying')]);

  const tryAgain = (attempt: number) => {
    setTimeout(() => {
      if (!img.isConnected) return;
      loads(src).then(
        () => {
          waiting.delete(img);
          if (srcset !== null) img.setAttribute('srcset', srcset);
          img.src = src;
        },
        () => {
          if (attempt + 1 < PHOTO_RETRIES) tryAgain(attempt + 1);
          else img.src = CAR_IMAGE_FALLBACK;
        },
      );
    }, PHOTO_RETRY_MS);
  };
  tryAgain(0);
}
