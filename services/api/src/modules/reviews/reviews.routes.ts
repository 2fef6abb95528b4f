import Router from '@koa/router';
import { CAR_NOT_FOUND, CarReviewsQuerySchema } from '@ladrive/contracts';
import { notFound } from '../../http/errors.ts';
import { sendPage } from '../../http/paging.ts';
import { uuidParam, validate } from '../../http/validate.ts';
import { carExists } from '../cars/index.ts';
import type { AppDeps } from '../deps.ts';
import { carReviews, ratingBreakdown } from './reviews.service.ts';

/** A car's reviews (paged like GET /api/cars: the body is the page, the total and page in headers) and their breakdown. */
export function reviewsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/cars/:id/reviews' });
  const em = () => deps.orm.em;

  async function existingCar(rawId: string | undefined): Promise<string> {
    const id = uuidParam(rawId, CAR_NOT_FOUND);
    if (!(await carExists(em(), id))) throw notFound(CAR_NOT_FOUND);
    return id;
  }

  router.get('/', async (ctx) => {
    const id = await existingCar(ctx.params.id);
    const { page } = validate(CarReviewsQuerySchema, ctx.query);
    const result = await carReviews(em(), id, page);
    sendPage(ctx, result.reviews, result);
  });

  router.get('/summary', async (ctx) => {
    ctx.body = await ratingBreakdown(em(), await existingCar(ctx.params.id));
  });

  return router;
}
