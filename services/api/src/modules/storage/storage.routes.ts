import Router from '@koa/router';
import type { AppDeps } from '../../http/deps.ts';
import { notFound } from '../../http/errors.ts';

/** Object keys we serve: path segments of safe characters, no `..`, no empty segments. */
const KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/**
 * GET /api/photos/*key streams a public car photo. Keys are content-addressed per upload, so the
 * response is immutable for a year (the proxy and later a CDN can keep it).
 */
export function storageRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const bucket = deps.storage.buckets.carPhotos;

  router.get('/photos/*key', async (ctx) => {
    const raw = ctx.params.key;
    const key = Array.isArray(raw) ? raw.join('/') : String(raw ?? '');
    if (!KEY.test(key) || key.split('/').includes('..')) throw notFound();
    const stat = await deps.storage.stat(bucket, key);
    if (!stat?.contentType.startsWith('image/')) throw notFound();
    const stream = await deps.storage.get(bucket, key);
    if (!stream) throw notFound();
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
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
  });

  return router;
}
