/**
 * Car photos are served at `/api/photos/<key>`; `?w=<width>` asks for a WebP scaled to one of
 * these widths (made once, then cached like the original), so a card never downloads a full photo.
 */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';
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
/**
 * How long a POST policy from `POST /api/car-images/upload` stays valid: the uploader asks for one as each file
 * starts, so 10 MB at 35 kB/s still lands; shorter than the rate's window, so a target that can no longer land
 * stops counting as an unused upload while the rate still counts it.
 */
export const CAR_PHOTO_UPLOAD_TTL_SECONDS = 5 * 60;
/** Uploads that no listing uses are deleted after this long. */
export const CAR_PHOTO_UPLOAD_RETENTION_HOURS = 24;
/** Upload targets one user may ask for in `CAR_PHOTO_UPLOAD_WINDOW_MINUTES`: a listing needs 5, retries a few more. */
export const CAR_PHOTO_UPLOADS_PER_WINDOW = 30;
export const CAR_PHOTO_UPLOAD_WINDOW_MINUTES = 10;
/** Uploads of one user that no listing uses yet (landed, or still allowed to land): four listings' worth. */
export const CAR_PHOTO_UNUSED_UPLOADS_MAX = 20;

/** 429 past `CAR_PHOTO_UPLOADS_PER_WINDOW`. */
export const CAR_PHOTO_UPLOAD_RATE_MESSAGE = message('uploads.rateLimit', {
  count: CAR_PHOTO_UPLOADS_PER_WINDOW,
  minutes: CAR_PHOTO_UPLOAD_WINDOW_MINUTES,
});
/** 429 past `CAR_PHOTO_UNUSED_UPLOADS_MAX`. */
export const CAR_PHOTO_UNUSED_UPLOADS_MESSAGE = message('uploads.tooManyUnused', {
  count: CAR_PHOTO_UNUSED_UPLOADS_MAX,
});

/**
 * `POST /api/car-images/upload`: the type of the file about to be uploaded (the POST policy allows only that one).
 * Optional, as the spec's call sends no body: without it the policy allows any `image/` type, and the check that
 * follows the upload reads the bytes.
 */
export const CarImageUploadRequestSchema = v.strictObject({
  contentType: v.optional(v.picklist(CAR_PHOTO_TYPES, message('uploads.notImage'))),
});
export type CarImageUploadRequest = v.InferOutput<typeof CarImageUploadRequestSchema>;

/** `POST /api/car-images/check`: the upload to check as soon as it landed (the `key` of its target). */
export const CarImageCheckSchema = v.strictObject({
  key: v.pipe(v.string(message('uploads.notOurs')), v.maxLength(200, message('uploads.notOurs'))),
});
export type CarImageCheck = v.InferOutput<typeof CarImageCheckSchema>;

/**
 * `POST /api/car-images/upload` (signed in, `{ contentType }`): a presigned POST policy for one photo. Uppy's
 * `@uppy/aws-s3` `signRequest` can return this object as it is (`url`, `fields`, `key`): the browser POSTs the
 * `fields` and the file as a form to `url`; the store refuses a file outside 1 byte–10 MB or of another type.
 * After the POST, `uploadURL` (or `key`) goes into the car's `images`.
 */
export type CarImageUploadTarget = v.InferOutput<typeof CarImageUploadTargetSchema>;
