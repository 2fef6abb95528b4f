/**
 * A car photo as an HTTP response: a redirect to the original or a scaled variant (`?w=`) in the object store, so
 * the bytes never pass through the API. Served by GET /api/photos/*key and by the cars' cover URL.
 */
import { message, PHOTO_WIDTHS, type PhotoWidth } from '@ladrive/contracts';
import type { Context } from 'koa';
import { ApiError, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../deps.ts';
import { ensurePhotoVariant, existingPhoto } from './photo-variants.ts';
import type { StorageService } from './storage.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a photo's store URL is valid: S3's longest presigned expiry. */
const STORE_URL_VALID_SECONDS = 7 * 24 * 60 * 60;
/** The photo at its store URL: its key is content-addressed, so its bytes never change. */
const STORED_PHOTO_CACHE = 'public, max-age=31536000, immutable';
/**
 * A redirect to a photo may be kept a day: its URL, signed at the start of its day, then still has six of its seven
 * days left, so a kept redirect never leads to an expired URL.
 */
export const PHOTO_REDIRECT_CACHE = 'public, max-age=86400';

/** The `?w=` a photo request asks for: one of PHOTO_WIDTHS, or none for the original; anything else is a 400. */
export function requestedWidth(value: unknown): PhotoWidth | undefined {
  if (value === undefined) return undefined;
  const width = Number(value);
  if (!PHOTO_WIDTHS.includes(width as PhotoWidth)) {
    const refusal = message('photos.widthOneOf', { choices: PHOTO_WIDTHS.join(', ') });
    throw new ApiError(400, refusal, { issues: [{ path: 'w', message: refusal }] });
  }
  return width as PhotoWidth;
}

/**
 * The store URL browsers read the photo `key` at: a presigned GET signed at the start of the UTC day of `now`, so
 * it is one URL all day long (browsers and a CDN cache it) and valid for a week from then.
 */
export function photoStoreUrl(storage: StorageService, key: string, now = new Date()): Promise<string> {
  return storage.presignedGet(storage.buckets.carPhotos, key, {
    signedAt: new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS),
    expirySeconds: STORE_URL_VALID_SECONDS,
    cacheControl: STORED_PHOTO_CACHE,
  });
}

/**
 * Redirects (302) to the car photo `key`, or to its `width` variant (made on first request), in the object store;
 * the redirect itself is cached per `cacheControl`. Not a photo in the photo bucket: 404. The store out of reach:
 * 503 (its one call, the object's stat, fails).
 */
export async function sendPhoto(
  ctx: Context,
  deps: AppDeps,
  key: string,
  width: PhotoWidth | undefined,
  cacheControl: string,
): Promise<void> {
  const servedKey = width ? await ensurePhotoVariant(deps.storage, key, width) : await existingPhoto(deps.storage, key);
  if (!servedKey) throw notFound();
  ctx.set('Cache-Control', cacheControl);
  ctx.redirect(await photoStoreUrl(deps.storage, servedKey));
}
