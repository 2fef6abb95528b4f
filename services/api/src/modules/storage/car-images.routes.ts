import Router from '@koa/router';
import { CarImageCheckSchema, CarImageUploadRequestSchema } from '@ladrive/contracts';
import { validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../users/index.ts';
import { checkUpload, createUploadTarget } from './car-uploads.ts';

/**
 * POST /api/car-images/upload (signed in): a presigned POST policy for one listing photo (spec section 7);
 * POST /api/car-images/check: the listing's rules for one upload as soon as it landed.
 */
export function carImagesRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/car-images' });

  router.post('/upload', async (ctx) => {
    const user = await requireUser(ctx, deps);
    // the spec's call sends no body at all
    const request = validate(CarImageUploadRequestSchema, ctx.request.body ?? {});
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createUploadTarget(deps.orm.em, deps.storage, user.id, request);
  });

  router.post('/check', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const { key } = validate(CarImageCheckSchema, ctx.request.body);
    ctx.body = await checkUpload(deps.storage, user.id, key);
  });

  return router;
}
