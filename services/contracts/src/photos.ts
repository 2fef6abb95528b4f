/**
 * Car photos are served at `/api/photos/<key>`; `?w=<width>` asks for a WebP scaled to one of
 * these widths (made once, then cached like the original), so a card never downloads a full photo.
 */
import type * as v from 'valibot';
import type { CarImageUploadTargetSchema } from './responses.ts';
export const PHOTO_WIDTHS = [320, 480, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

const PHOTO_PATH = '/api/photos/';

/** The URL of `url` scaled to `width`; other URLs (e.g. an inline fallback image) are returned as they are. */
export function photoVariantUrl(url: string, width: PhotoWidth): string {
  return url.startsWith(PHOTO_PATH) ? `${url}?w=${width}` : url;
}

/** Every width of a photo served at `url` (`?w=`), plus the original: 1200 px wide for seeded and processed photos. */
const srcSetOf = (url: string) =>
  [...PHOTO_WIDTHS.map((width) => `${url}?w=${width} ${width}w`), `${url} 1200w`].join(', ');

/** A `srcset` offering every width plus the original, for one of our photos (undefined for any other URL). */
export function photoSrcSet(url: string): string | undefined {
  return url.startsWith(PHOTO_PATH) ? srcSetOf(url) : undefined;
}

/** The URL of a car's first photo that the car id alone gives (GET /api/cars/:id/cover), so a page can preload it. */
export const carCoverUrl = (carId: string) => `/api/cars/${carId}/cover`;

/** `photoSrcSet` of a car's cover. */
export const carCoverSrcSet = (carId: string) => srcSetOf(carCoverUrl(carId));

// ── Listing photos (spec section 9: 1–5 photos, 10485760 bytes each, images only) ──
export const CAR_PHOTOS_MIN = 1;
export const CAR_PHOTOS_MAX = 5;
export const CAR_PHOTO_MAX_BYTES = 10_485_760;
/** The image types a listing photo may be, checked by the file's bytes on the server. */
export const CAR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** How long a presigned upload URL from `POST /api/car-images/upload` stays valid. */
export const CAR_PHOTO_UPLOAD_TTL_SECONDS = 15 * 60;
/** Uploads that no listing uses are deleted after this long. */
export const CAR_PHOTO_UPLOAD_RETENTION_HOURS = 24;

/**
 * `POST /api/car-images/upload` (signed in, no body): where the browser PUTs one photo. Uppy's
 * `@uppy/aws-s3` `getUploadParameters` can return this object as it is (`method`, `url`, `headers`);
 * after the PUT succeeds, `uploadURL` (or `key`) goes into the car's `images`.
 */
export type CarImageUploadTarget = v.InferOutput<typeof CarImageUploadTargetSchema>;
