import Router from '@koa/router';
import {
  BOOKING_NOT_FOUND,
  TRIP_RECORD_BODY_LIMIT_BYTES,
  TRIP_RECORD_MESSAGES,
  TripRecordInsertSchema,
} from '@ladrive/contracts';
import type { Context } from 'koa';
import { parseBody } from '../../http/body.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { uuidParam, validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../users/index.ts';
import { decodeTripPhotos } from './trip-photos.ts';
import {
  authorizeRecordRead,
  authorizeRecordWrite,
  openTripPhoto,
  recordTrip,
  tripRecords,
} from './trip-records.service.ts';

const RECORD_PATH = /^\/api\/bookings\/[^/]+\/check-ins\/?$/;

/** POST /api/bookings/:id/check-ins carries up to 12 photos, so it parses its own body after checking the session. */
export function parsesOwnTripRecordBody(ctx: Context): boolean {
  return ctx.method === 'POST' && RECORD_PATH.test(ctx.path);
}

const recordBodyParser = parseBody({
  enableTypes: ['json'],
  limit: TRIP_RECORD_BODY_LIMIT_BYTES,
  tooLarge: () => new ApiError(413, TRIP_RECORD_MESSAGES.tooLarge),
});

const POSITION = /^(0|[1-9]\d?)$/;

/** Check-in and check-out: the car recorded by both sides of a trip (decision 0038). */
export function tripRecordsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/bookings/:id/check-ins' });
  const em = () => deps.orm.em;

  router.get('/', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const booking = await authorizeRecordRead(em(), user, uuidParam(ctx.params.id, BOOKING_NOT_FOUND));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await tripRecords(em(), user, booking, new Date());
  });

  router.post('/', async (ctx) => {
    const user = await requireUser(ctx, deps);
    // who may record is decided before the photos are even read
    const access = await authorizeRecordWrite(em(), user, uuidParam(ctx.params.id, BOOKING_NOT_FOUND));
    await recordBodyParser(ctx, async () => {
      const input = validate(TripRecordInsertSchema, ctx.request.body ?? {});
      const decoded = await decodeTripPhotos(input.photos);
      if ('issues' in decoded) throw new ApiError(400, decoded.issues[0]!.message, { issues: decoded.issues });
      const { created, record } = await recordTrip(deps, user, access, input, decoded.photos, new Date());
      ctx.status = created ? 201 : 200;
      ctx.body = record;
    });
  });

  router.get('/:recordId/photos/:n', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const booking = await authorizeRecordRead(em(), user, uuidParam(ctx.params.id, BOOKING_NOT_FOUND));
    const recordId = uuidParam(ctx.params.recordId, TRIP_RECORD_MESSAGES.recordNotFound);
    const n = String(ctx.params.n);
    if (!POSITION.test(n)) throw notFound(TRIP_RECORD_MESSAGES.photoNotFound);
    const photo = await openTripPhoto(deps, user, booking, recordId, Number(n));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = photo.contentType;
    ctx.body = photo.data;
  });

  return router;
}
