import Router from '@koa/router';
import { BOOKING_DOCUMENT_KINDS, type BookingDocumentKind } from '@ladrive/contracts';
import { type AppDeps, requireUser } from '../../http/deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { uuidParam } from '../../http/validate.ts';
import { Booking } from './booking.entity.ts';
import { BOOKING_NOT_FOUND } from './bookings.service.ts';

export const ADMINS_ONLY = 'Only administrators can see identity documents';
const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * GET /api/admin/bookings/:id/documents/:kind (license | selfie): the only way to read a booking's
 * identity photos, for admins only, streamed from the private bucket and never cached.
 */
export function bookingDocumentsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/bookings' });

  router.get('/:id/documents/:kind', async (ctx) => {
    const user = await requireUser(ctx, deps);
    if (!user.isAdmin) throw forbidden(ADMINS_ONLY);
    const id = uuidParam(ctx.params.id, BOOKING_NOT_FOUND);
    const kind = ctx.params.kind as BookingDocumentKind;
    if (!BOOKING_DOCUMENT_KINDS.includes(kind)) throw notFound(DOCUMENT_NOT_FOUND);
    const booking = await deps.orm.em.findOne(Booking, { id });
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    const key = kind === 'license' ? booking.licensePhotoKey : booking.selfiePhotoKey;
    if (!key) throw notFound(DOCUMENT_NOT_FOUND);
    const bucket = deps.storage.buckets.bookingDocuments;
    const stat = await deps.storage.stat(bucket, key);
    const stream = stat && (await deps.storage.get(bucket, key));
    if (!stat || !stream) throw notFound(DOCUMENT_NOT_FOUND);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.set('Content-Disposition', `inline; filename="${kind}.${key.split('.').pop()}"`);
    ctx.type = stat.contentType;
    ctx.length = stat.size;
    ctx.body = stream;
  });

  return router;
}
