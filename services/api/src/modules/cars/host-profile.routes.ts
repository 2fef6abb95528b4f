import Router from '@koa/router';
import { HOST_NOT_FOUND } from '@ladrive/contracts';
import { notFound } from '../../http/errors.ts';
import { uuidParam } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { hostProfile } from './host-profile.ts';

/** GET /api/hosts/:id: public, like the car page that links to it. */
export function hostProfileRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/hosts' });

  router.get('/:id', async (ctx) => {
    const profile = await hostProfile(deps.orm.em, uuidParam(ctx.params.id, HOST_NOT_FOUND));
    if (!profile) throw notFound(HOST_NOT_FOUND);
    ctx.body = profile;
  });

  return router;
}
