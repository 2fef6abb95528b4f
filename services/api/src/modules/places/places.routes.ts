import Router from '@koa/router';
import { PlacesQuerySchema } from '@ladrive/contracts';
import { validate } from '../../http/validate.ts';
import { suggestPlaces } from './gazetteer.ts';

/** GET /api/places?q=: the search forms' suggestions while a renter types. Public, read-only. */
export function placesRoutes(): Router {
  const router = new Router({ prefix: '/api/places' });
  router.get('/', (ctx) => {
    const { q } = validate(PlacesQuerySchema, ctx.query);
    ctx.body = suggestPlaces(q);
  });
  return router;
}
