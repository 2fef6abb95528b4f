import Router from '@koa/router';
import {
  type ApiIssue,
  BOOKING_BODY_LIMIT_BYTES,
  BOOKING_NOT_FOUND,
  BOOKING_SUBMIT_REFUSALS,
  BookingInsertSchema,
  BookingStatusChangeSchema,
  bookingDatesIssue,
  bookingSeenBy,
  canChangeBookingStatus,
  canListBookingsOf,
  canPayBooking,
  canReadBooking,
  identityCovers,
  LICENSE_EXPIRES_DURING_TRIP,
  licenseExpiresDuringTrip,
  PaymentSchema,
} from '@ladrive/contracts';
import type { Context, Next } from 'koa';
import { parseBody } from '../../http/body.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { isUuid, uuidParam, validate } from '../../http/validate.ts';
import { type AppDeps, requireUser } from '../deps.ts';
import { findIdentity } from '../users/user-identity.service.ts';
import { type DecodedPhoto, decodePhoto, isIssue } from './booking-photos.ts';
import {
  authorizeBooking,
  changeStatus,
  createBooking,
  listBookingEvents,
  listBookings,
  payBooking,
  quoteFor,
  seenBy,
} from './bookings.service.ts';
import { reencodeIdentityPhoto } from './identity-documents.ts';

export const BOOKING_TOO_LARGE =
  'The booking is too large: it may be at most 12 MB in all, with each photo 5 MB or smaller';

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

const PHOTO_FIELDS = ['licensePhoto', 'selfieWithLicense'] as const;
/** A missing photo, when the account has no verified identity for this licence (the form's refusals). */
const PHOTO_REQUIRED = {
  licensePhoto: BOOKING_SUBMIT_REFUSALS.licensePhoto.description,
  selfieWithLicense: BOOKING_SUBMIT_REFUSALS.selfie.description,
} as const;

/** Spec section 7 bookings, plus payment, cancellation quote and status (see services/api/README.md, "Bookings"). */
export function bookingsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/bookings' });
  const em = () => deps.orm.em;
  const signedIn = async (ctx: Context, next: Next) => {
    await requireUser(ctx, deps);
    await next();
  };

  router.post('/', signedIn, bookingBodyParser, async (ctx) => {
    const renter = await requireUser(ctx, deps);
    const input = validate(BookingInsertSchema, bodyOf(ctx));
    // everything is checked before anything is written
    const issues: ApiIssue[] = [];
    const datesIssue = bookingDatesIssue(input.startDate, input.endDate, new Date());
    if (datesIssue) issues.push({ path: datesIssue.path, message: datesIssue.message });
    // the licence is checked against a trip that can happen at all
    else if (licenseExpiresDuringTrip(input.licenseExpiry, input.endDate)) {
      issues.push({ path: 'licenseExpiry', message: LICENSE_EXPIRES_DURING_TRIP });
    }
    // verified once per account: without photos, the identity on file must cover this very licence
    const identity = await findIdentity(em(), renter.id);
    const sendsPhotos = Boolean(input.licensePhoto || input.selfieWithLicense);
    const onFile = !sendsPhotos && identityCovers(identity, input) ? identity : null;
    const decoded = onFile
      ? []
      : PHOTO_FIELDS.map((field) => {
          const dataUrl = input[field];
          return dataUrl ? decodePhoto(field, dataUrl) : { path: field, message: PHOTO_REQUIRED[field] };
        });
    // only photos that passed the cheap checks are decoded for real
    const photos = await Promise.all(decoded.map((photo) => (isIssue(photo) ? photo : reencodeIdentityPhoto(photo))));
    for (const photo of photos) if (isIssue(photo)) issues.push(photo);
    if (issues.length) throw new ApiError(400, issues[0]!.message, { issues });
    ctx.status = 201;
    ctx.body = await createBooking(em(), deps.storage, deps.config.logger, {
      renter,
      maxUnpaidHolds: deps.config.maxUnpaidHolds,
      encryptionKey: deps.config.encryptionKey,
      input,
      documents: onFile
        ? { onFile: { licensePhotoKey: onFile.licensePhotoKey, selfiePhotoKey: onFile.selfiePhotoKey } }
        : { photos: photos as DecodedPhoto[] },
    });
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
    ctx.body = await payBooking(em(), access, card);
  });

  router.get('/:id/cancellation', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, BOOKING_NOT_FOUND);
    const access = await authorizeBooking(em(), user, id, canReadBooking);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = quoteFor(access, new Date());
  });

  router.post('/:id/status', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const id = uuidParam(ctx.params.id, BOOKING_NOT_FOUND);
    const access = await authorizeBooking(em(), user, id, canChangeBookingStatus);
    const { status } = validate(BookingStatusChangeSchema, bodyOf(ctx));
    ctx.body = bookingSeenBy(await changeStatus(em(), access, status, new Date()), access.roles);
  });

  return router;
}
