/**
 * The image shown when a car has no photos (or its photo fails to load): an inline SVG of a car, without words
 * (the same in every language; the image's alt names the car), 1200×800 like the uploaded photos, so cards keep
 * their shape and no request is made.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="#eceef1"/>
<g fill="none" stroke="#9aa0ac" stroke-width="18" stroke-linecap="round" stroke-linejoin="round">
<path d="M330 470h540M300 470l50-120q20-50 75-50h350q55 0 75 50l50 120v90q0 20-20 20h-40M300 470v90q0 20 20 20h40"/>
<path d="M445 300l-40 110h390l-40-110"/>
<circle cx="420" cy="580" r="55"/><circle cx="780" cy="580" r="55"/>
</g>
</svg>`;

export const CAR_IMAGE_FALLBACK = `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** Native size of car photos (and of the fallback): the aspect ratio every car image box keeps. */
export const CAR_IMAGE_WIDTH = 1200;
export const CAR_IMAGE_HEIGHT = 800;

/** The first photo of a car, or the fallback when it has none. */
export function carCoverImage(images: readonly string[]): string {
  return images[0] ?? CAR_IMAGE_FALLBACK;
}

/** onError handler for a car <img>: swap to the fallback once (never loops). */
export function showCarImageFallback(event: { currentTarget: HTMLImageElement }) {
  const img = event.currentTarget;
  if (img.src !== CAR_IMAGE_FALLBACK) img.src = CAR_IMAGE_FALLBACK;
}
