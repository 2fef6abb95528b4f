import { carCoverSrcSet, carCoverUrl, photoSrcSet } from '@ladrive/contracts';

/** The gallery photo's width at each screen width (the page's columns, CarDetails.tsx). */
export const GALLERY_PHOTO_SIZES = '(min-width: 1200px) 776px, (min-width: 1024px) calc(100vw - 424px), 100vw';

/**
 * The car page's largest image: the car's first photo at its cover URL, which the car id alone gives.
 * remote.ts declares it with `:id` and the site origin's page preloads it; since preload and `<img>` name the
 * same candidates and sizes, the browser picks the same one and the `<img>` takes the preloaded response.
 */
export const heroImage = (carId: string) => ({
  src: carCoverUrl(carId),
  srcSet: carCoverSrcSet(carId),
  sizes: GALLERY_PHOTO_SIZES,
});

/** The gallery's image for photo `url`: the hero for the first of our photos, the photo's own URL otherwise. */
export function galleryImage(carId: string, url: string, position: number) {
  const srcSet = photoSrcSet(url);
  if (position === 0 && srcSet) return heroImage(carId);
  return { src: url, srcSet, sizes: GALLERY_PHOTO_SIZES };
}
