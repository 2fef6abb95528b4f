import Router from '@koa/router';
import {
  BOOKING_BODY_LIMIT_BYTES,
  BOOKING_NOT_FOUND,
  BookingStatusChangeSchema,
  bookingSeenBy,
  canChangeBookingStatus,
  canListBookingsOf,
  canPayBooking,
  canReadBooking,
  message,
  PaymentSchema,
} from '@ladrive/contracts';
import { messageText } from '@ladrive/contracts/message-text';
import type { Context, Next } from 'koa';
import { parseBody } from '../../http/body.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { isUuid, uuidParam, validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { requireSignedIn, requireUser } from '../users/index.ts';
import {
  authorizeBooking,
  changeStatus,
  listBookingEvents,
  listBookings,
  quoteFor,
  seenBy,
} from './bookings.service.ts';
import { BookingsInProgress } from './bookings-in-progress.ts';
import { createBooking } from './create-booking.ts';
import { payBooking } from './pay-booking.ts';

export const BOOKING_TOO_LARGE = message('booking.tooLarge');

/**
 * POST /api/bookings carries two photos as data URLs, so it parses its own body (12 MB, JSON only)
 * after checking the session; `app.ts` keeps the global 100 kB parser away from it.
 */
export function parsesOwnBody(ctx: Context): boolean {
  return ctx.method === 'POST' && /^\/api\/bookings\/?$/.test(ctx.path);
}

const bookingBodyParser = parseBody({
  enableTypes: ['json'],
  limit: BOOKING_BODY_LIMIT_BYTES,
  tooLarge: () => new ApiError(413, BOOKING_TOO_LARGE),
});

const bodyOf = (ctx: Context) => ctx.request.body ?? {};

/** Spec section 7 bookings, plus payment, cancellation quote and status (see services/api/README.md, "Bookings"). */
export function bookingsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/bookings' });
  const em = () => deps.orm.em;
  const inProgress = new BookingsInProgress();
  // the 401 before the body is read; the renter's entity only for the booking that goes on
  const signedIn = async (ctx: Context, next: Next) => {
    await requireSignedIn(ctx, deps);
    await next();
  };

  router.post('/', signedIn, bookingBodyParser, async (ctx) => {
    const renter = () => requireUser(ctx, deps);
    // validated by createBooking: the whole body only once its trip's booking in progress is this one
    const booking = await createBooking(deps, renter, bodyOf(ctx), inProgress);
    ctx.status = 201;
    ctx.body = seenBy(await renter(), [booking])[0];
  });

  for (const by of ['renter', 'host'] as const) {
    router.get(`/${by}/:userId`, async (ctx) => {
      const user = await requireUser(ctx, deps);
      const userId = String(ctx.params.userId);
      const decision = canListBookingsOf(user, userId);
      if (!decision.ok) throw forbidden(decision.message);
      ctx.body = isUuid(userId) ? seenBy(user, await listBookings(em(), by, userId.toLowerCase())) : [];
    });
  }

  router.get('/:id', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, BOOKING_NOT_FOUND);
    const { view, roles } = await authorizeBooking(em(), user, id, canReadBooking);
    ctx.body = bookingSeenBy(view, roles);
  });

  router.get('/:id/events', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, BOOKING_NOT_FOUND);
    const access = await authorizeBooking(em(), user, id, canReadBooking);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listBookingEvents(em(), access);
  });

  router.post('/:id/payment', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, BOOKING_NOT_FOUND);
    // who may pay is decided before the card is even read
    const access = await authorizeBooking(em(), user, id, canPayBooking);
    const card = validate(PaymentSchema, bodyOf(ctx));
    ctx.body = bookingSeenBy(await payBooking(deps, access, card), access.roles);
  });

  router.get('/:id/cancellation', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, BOOKING_NOT_FOUND);
    const access = await authorizeBooking(em(), user, id, canReadBooking);
    ctx.set('Cache-Control', 'no-store');
    const quote = quoteFor(access, new Date());
    ctx.body = { ...quote, message: messageText(quote.message, requestLanguage(ctx)) };
  });

  router.post('/:id/status', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, BOOKING_NOT_FOUND);
    const access = await authorizeBooking(em(), user, id, canChangeBookingStatus);
    const { status } = validate(BookingStatusChangeSchema, bodyOf(ctx));
    ctx.body = bookingSeenBy(await changeStatus(em(), deps, access, status, new Date()), access.roles);
  });

  return router;
}
