import Router from '@koa/router';
import { actsForUser, CAR_NOT_FOUND, CAR_REMOVED, CarSearchQuerySchema } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, notFound } from '../../http/errors.ts';
import { sendPage } from '../../http/paging.ts';
import { isUuid, uuidParam, validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { placeOrRefuse } from '../places/index.ts';
import { requestedWidth, sendPhoto } from '../storage/index.ts';
import { currentUser } from '../users/index.ts';
import {
  bookedDates,
  carCoverKey,
  featuredCars,
  findListedCarDetail,
  hostCars,
  listingState,
  searchCars,
} from './cars.service.ts';

/** 404 for no such car, 410 for a listing its host removed (its page says it is no longer listed). */
function refuseUnlisted(state: 'listed' | 'removed' | 'missing'): void {
  if (state === 'missing') throw notFound(CAR_NOT_FOUND);
  if (state === 'removed') throw new ApiError(410, CAR_REMOVED);
}

async function requireListed(em: EntityManager, id: string): Promise<void> {
  refuseUnlisted(await listingState(em, id));
}

/**
 * The car reads whose answer is the same whoever asks: the home page's cars and the car page. app.ts mounts them
 * before the session, so they read no session, account or request context: their statement runs on the pool
 * (`orm.em` outside a request context is bound to it) and a refusal speaks the `lang` cookie's language. `/featured`
 * is here because it must come before `/:id` (@koa/router 15 matches in order).
 */
export function publicCarRoutes(deps: Pick<AppDeps, 'orm'>): Router {
  const router = new Router({ prefix: '/api/cars' });
  const em = () => deps.orm.em;

  router.get('/featured', async (ctx) => {
    ctx.body = await featuredCars(em());
  });

  router.get('/:id', async (ctx) => {
    const id = uuidParam(ctx.params.id, CAR_NOT_FOUND);
    // the listing's state and the car in one statement: the car page's read
    const car = await findListedCarDetail(em(), id);
    if (typeof car === 'string') refuseUnlisted(car);
    else ctx.body = car;
  });

  return router;
}

/**
 * The other public car reads (spec section 7), after the session: the search, a host's cars (the host and admins see
 * more), the booked dates and the cover. Order matters (@koa/router 15, path-to-regexp 8): `/host/:hostId` comes
 * before `/:id/...`.
 */
export function carsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/cars' });
  const em = () => deps.orm.em;

  /** The body is the page (an array of Car); the total and the page served travel in headers. */
  router.get('/', async (ctx) => {
    const query = validate(CarSearchQuerySchema, ctx.query);
    const result = await searchCars(em(), query, query.location ? placeOrRefuse(query.location) : undefined);
    sendPage(ctx, result.cars, result);
  });

  /** Public: available cars only; the host themself and admins also see the unavailable ones. */
  router.get('/host/:hostId', async (ctx) => {
    const { hostId } = ctx.params;
    // a malformed id names no host: same answer as a host without cars
    if (!isUuid(hostId)) {
      ctx.body = [];
      return;
    }
    const id = hostId.toLowerCase();
    const user = await currentUser(ctx, deps);
    const includeUnavailable = user !== null && actsForUser(user, id);
    ctx.body = await hostCars(em(), id, includeUnavailable);
  });

  router.get('/:id/booked-dates', async (ctx) => {
    const id = uuidParam(ctx.params.id, CAR_NOT_FOUND);
    await requireListed(em(), id);
    ctx.body = await bookedDates(em(), id);
  });

  /**
   * The car's first photo (`?w=` scaled) at a URL the car id alone gives, so the site origin's page preloads
   * the car page's largest image before any code runs: a redirect to it in the object store. It changes when the
   * host changes the photos, so the redirect is asked for again on each use, unlike a photo's own.
   */
  router.get('/:id/cover', async (ctx) => {
    const id = uuidParam(ctx.params.id, CAR_NOT_FOUND);
    const width = requestedWidth(ctx.query.w);
    const key = await carCoverKey(em(), id);
    if (!key) throw notFound(CAR_NOT_FOUND);
    await sendPhoto(ctx, deps, key, width, 'public, no-cache');
  });

  return router;
}
