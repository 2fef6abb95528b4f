import Router from '@koa/router';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../users/index.ts';
import { createUploadTarget } from './car-uploads.ts';

/** POST /api/car-images/upload (signed in): a presigned PUT for one listing photo (spec section 7). */
export function carImagesRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/car-images' });

  router.post('/upload', async (ctx) => {
    const user = await requireUser(ctx, deps);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createUploadTarget(deps.storage, user.id);
  });

  return router;
}
