import Router from '@koa/router';
import {
  BOOKING_NOT_FOUND,
  CAR_NOT_FOUND,
  CarReviewsQuerySchema,
  REVIEW_MESSAGES,
  ReviewAnswerSchema,
  ReviewInsertSchema,
} from '@ladrive/contracts';
import type { Context } from 'koa';
import { notFound } from '../../http/errors.ts';
import { sendPage } from '../../http/paging.ts';
import { uuidParam, validate } from '../../http/validate.ts';
import { carExists } from '../cars/index.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../users/index.ts';
import {
  answerReview,
  authorizeAnswer,
  authorizeReviewRead,
  authorizeReviewWrite,
  bookingReviews,
  writeReview,
} from './booking-reviews.ts';
import { carReviews, ratingBreakdown } from './reviews.service.ts';

const bodyOf = (ctx: Context) => ctx.request.body ?? {};

/**
 * A car's published reviews (paged like GET /api/cars: the body is the page, the total and page in headers) and
 * their breakdown; a trip's reviews, written by its two sides (decision 0037); a host's answer to one.
 */
export function reviewsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const em = () => deps.orm.em;

  async function existingCar(rawId: string | undefined): Promise<string> {
    const id = uuidParam(rawId, CAR_NOT_FOUND);
    if (!(await carExists(em(), id))) throw notFound(CAR_NOT_FOUND);
    return id;
  }

  router.get('/cars/:id/reviews', async (ctx) => {
    const id = await existingCar(ctx.params.id);
    const { page } = validate(CarReviewsQuerySchema, ctx.query);
    const result = await carReviews(em(), id, page);
    sendPage(ctx, result.reviews, result);
  });

  router.get('/cars/:id/reviews/summary', async (ctx) => {
    ctx.body = await ratingBreakdown(em(), await existingCar(ctx.params.id));
  });

  router.get('/bookings/:id/reviews', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const booking = await authorizeReviewRead(em(), user, uuidParam(ctx.params.id, BOOKING_NOT_FOUND));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await bookingReviews(em(), user, booking, new Date());
  });

  router.post('/bookings/:id/reviews', async (ctx) => {
    const user = await requireUser(ctx, deps);
    // who may review is decided before the review is even read
    const access = await authorizeReviewWrite(em(), user, uuidParam(ctx.params.id, BOOKING_NOT_FOUND));
    const input = validate(ReviewInsertSchema, bodyOf(ctx));
    ctx.status = 201;
    ctx.body = await writeReview(em(), user, access, input, new Date());
  });

  router.post('/reviews/:id/answer', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = await authorizeAnswer(em(), user, uuidParam(ctx.params.id, REVIEW_MESSAGES.notFound));
    const input = validate(ReviewAnswerSchema, bodyOf(ctx));
    ctx.status = 201;
    ctx.body = await answerReview(em(), id, input, new Date());
  });

  return router;
}
