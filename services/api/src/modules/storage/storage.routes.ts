import Router from '@koa/router';
import { notFound } from '../../http/errors.ts';
import type { AppDeps } from '../deps.ts';
import { PHOTO_REDIRECT_CACHE, requestedWidth, sendPhoto } from './photo-response.ts';

/**
 * Object keys we serve: path segments of safe characters, no `..`, no empty segments; a segment of at most
 * 200 characters and a key of at most 512 (longer ones are never ours, and file-backed stores refuse them).
 */
const KEY = /^(?:[\w-][\w.-]{0,199}\/)*[\w-][\w.-]{0,199}$/;
const MAX_KEY_LENGTH = 512;

/**
 * GET /api/photos/*key redirects to a public car photo in the object store; `?w=` one of PHOTO_WIDTHS to a scaled
 * WebP (made on the first request). Keys are content-addressed per upload, so the photo at the store is immutable
 * for a year; the redirect is kept a day (photo-response.ts).
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
    await sendPhoto(ctx, deps, key, width, PHOTO_REDIRECT_CACHE);
  });

  return router;
}
