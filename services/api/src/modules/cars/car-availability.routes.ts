import Router from '@koa/router';
import { AvailabilityUpdateSchema, CAR_NOT_FOUND } from '@ladrive/contracts';
import { uuidParam, validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { currentUser, requireUser } from '../users/index.ts';
import { findAvailability, updateAvailability } from './car-calendar.ts';

/**
 * GET /api/cars/:id/availability (public: booked and blocked days and the trip rules; notes for the host only) and
 * PUT (the car's host or an admin: `canEditCar` in contracts; anonymous 401, others 403, bad values 400).
 */
export function carAvailabilityRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/cars' });
  const em = () => deps.orm.em;

  router.get('/:id/availability', async (ctx) => {
    const id = uuidParam(ctx.params.id, CAR_NOT_FOUND);
    ctx.body = await findAvailability(em(), id, await currentUser(ctx, deps));
  });

  router.put('/:id/availability', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, CAR_NOT_FOUND);
    const update = validate(AvailabilityUpdateSchema, ctx.request.body);
    ctx.body = await updateAvailability(em(), user, id, update, {
      releaseExpiredHolds: deps.releaseExpiredHolds,
      now: deps.jobs.now(),
    });
  });

  return router;
}
