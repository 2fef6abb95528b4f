import Router from '@koa/router';
import { CAR_NOT_FOUND } from '@ladrive/contracts';
import { notFound } from '../../http/errors.ts';
import { uuidParam } from '../../http/validate.ts';
import { carExists } from '../cars/index.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../users/index.ts';
import { favouriteCars, removeFavourite, saveFavourite } from './favourites.service.ts';

/** The signed-in user's saved cars: list, save (PUT) and remove (DELETE), each idempotent. */
export function favouritesRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/favourites' });
  const em = () => deps.orm.em;

  async function existingCarId(param: string | undefined): Promise<string> {
    const carId = uuidParam(param, CAR_NOT_FOUND);
    if (!(await carExists(em(), carId))) throw notFound(CAR_NOT_FOUND);
    return carId;
  }

  router.get('/', async (ctx) => {
    const user = await requireUser(ctx, deps);
    ctx.body = await favouriteCars(em(), user.id);
  });

  router.put('/:carId', async (ctx) => {
    const user = await requireUser(ctx, deps);
    ctx.body = await saveFavourite(em(), user.id, await existingCarId(ctx.params.carId));
  });

  router.delete('/:carId', async (ctx) => {
    const user = await requireUser(ctx, deps);
    ctx.body = await removeFavourite(em(), user.id, await existingCarId(ctx.params.carId));
  });

  return router;
}
