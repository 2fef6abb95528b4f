import Router from '@koa/router';
import { PHOTO_WIDTHS, type PhotoWidth } from '@ladrive/contracts';
import type { Context } from 'koa';
import { ApiError, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../deps.ts';
import { ensurePhotoVariant } from './photo-variants.ts';

/**
 * Object keys we serve: path segments of safe characters, no `..`, no empty segments; a segment of at most
 * 200 characters and a key of at most 512 (longer ones are never ours, and file-backed stores refuse them).
 */
const KEY = /^(?:[\w-][\w.-]{0,199}\/)*[\w-][\w.-]{0,199}$/;
const MAX_KEY_LENGTH = 512;

export function requestedWidth(value: unknown): PhotoWidth | undefined {
  if (value === undefined) return undefined;
  const width = Number(value);
  if (!PHOTO_WIDTHS.includes(width as PhotoWidth)) {
    throw new ApiError(400, `w must be one of ${PHOTO_WIDTHS.join(', ')}`, {
      issues: [{ path: 'w', message: `w must be one of ${PHOTO_WIDTHS.join(', ')}` }],
    });
  }
  return width as PhotoWidth;
}

/**
 * GET /api/photos/*key streams a public car photo; `?w=` one of PHOTO_WIDTHS streams a scaled WebP.
 * Keys are content-addressed per upload, so the response is immutable for a year (the proxy and
 * later a CDN can keep it).
 */
export function storageRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/photos/*key', async (ctx) => {
    const raw = ctx.params.key;
    const key = Array.isArray(raw) ? raw.join('/') : String(raw ?? '');
    if (key.length > MAX_KEY_LENGTH || !KEY.test(key) || key.split('/').includes('..')) throw notFound();
    const width = requestedWidth(ctx.query.w);
    // Variants are made from originals only, so requests cannot pile variants on variants.
    if (width && key.startsWith('variants/')) throw notFound();
    await sendPhoto(ctx, deps, key, width, 'public, max-age=31536000, immutable');
  });

  return router;
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
