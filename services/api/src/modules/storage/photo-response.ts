/**
 * A car photo as an HTTP response: the original or a scaled variant (`?w=`), with its cache headers. Served by
 * GET /api/photos/*key and by the cars' cover URL.
 */
import { message, PHOTO_WIDTHS, type PhotoWidth } from '@ladrive/contracts';
import type { Context } from 'koa';
import { ApiError, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../deps.ts';
import { ensurePhotoVariant } from './photo-variants.ts';

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
 * Streams the car photo `key`, or its `width` variant (made on first request), with `cacheControl`; 304 when
 * the caller's copy is current. Not an image in the photo bucket: 404.
 */
export async function sendPhoto(
  ctx: Context,
  deps: AppDeps,
  key: string,
  width: PhotoWidth | undefined,
  cacheControl: string,
): Promise<void> {
  const bucket = deps.storage.buckets.carPhotos;
  const original = await deps.storage.stat(bucket, key);
  if (!original?.contentType.startsWith('image/')) throw notFound();
  const servedKey = width ? await ensurePhotoVariant(deps.storage, key, width) : key;
  if (!servedKey) throw notFound();
  const stat = servedKey === key ? original : await deps.storage.stat(bucket, servedKey);
  if (!stat?.contentType.startsWith('image/')) throw notFound();
  const stream = await deps.storage.get(bucket, servedKey);
  if (!stream) throw notFound();
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', `"${stat.etag.replaceAll('"', '')}"`);
  ctx.set('Last-Modified', stat.lastModified.toUTCString());
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.type = stat.contentType;
  ctx.length = stat.size;
  ctx.status = 200;
  if (ctx.fresh) {
    stream.destroy();
    ctx.status = 304;
    return;
  }
  ctx.body = stream;
}
