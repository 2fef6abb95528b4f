import Router from '@koa/router';
import { CAR_NOT_FOUND, CarInsertSchema, CarUpdateSchema } from '@ladrive/contracts';
import { uuidParam, validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../users/index.ts';
import { checkListing, editCar, listCar, removeCar } from './car-listing.ts';

/**
 * POST /api/cars (signed in: the host is the signed-in user, a `hostId` in the body is ignored), its dry run
 * POST /api/cars/validate, and
 * PATCH and DELETE /api/cars/:id (the car's host or an admin: `canEditCar` in contracts).
 */
export function carListingRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/cars' });

  router.post('/', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const input = validate(CarInsertSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await listCar(deps, user, input);
  });

  router.post('/validate', async (ctx) => {
    const user = await requireUser(ctx, deps);
    await checkListing(deps, user, validate(CarInsertSchema, ctx.request.body));
    ctx.status = 204;
  });

  router.patch('/:id', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, CAR_NOT_FOUND);
    const update = validate(CarUpdateSchema, ctx.request.body);
    ctx.body = await editCar(deps, user, id, update);
  });

  router.delete('/:id', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, CAR_NOT_FOUND);
    ctx.body = await removeCar(deps, user, id);
  });

  return router;
}
