import Router from '@koa/router';
import {
  ADMIN_ONLY_MESSAGE,
  AdminBookingsQuerySchema,
  AdminCarsQuerySchema,
  AdminUsersQuerySchema,
  BOOKING_DOCUMENT_KINDS,
  BOOKING_NOT_FOUND,
  type BookingDocumentKind,
  message,
} from '@ladrive/contracts';
import type { Context } from 'koa';
import { forbidden, notFound } from '../../http/errors.ts';
import { sendPage } from '../../http/paging.ts';
import { uuidParam, validate } from '../../http/validate.ts';
import { IDENTITY_PHOTO_TYPE } from '../bookings/index.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser, type User } from '../users/index.ts';
import {
  DOCUMENT_NOT_FOUND,
  dashboardSummary,
  listBookings,
  listCars,
  listUsers,
  openIdentityDocument,
  type Page,
} from './admin.service.ts';
import { environmentReleases } from './releases.ts';

const ADMINS_ONLY_DOCUMENTS = message('admin.documentsAdminsOnly');

/** Every admin route: 401 signed out, 403 for anyone who is not an admin (decided from the session's user). */
export async function requireAdmin(ctx: Context, deps: AppDeps, message: string = ADMIN_ONLY_MESSAGE): Promise<User> {
  const user = await requireUser(ctx, deps);
  if (!user.isAdmin) throw forbidden(message);
  return user;
}

/** An admin list: a page as every list answers it, never kept by a cache. */
function sendAdminPage<T>(ctx: Context, page: Page<T>, query: { page: number; pageSize: number }) {
  ctx.set('Cache-Control', 'private, no-store');
  sendPage(ctx, page.rows, { total: page.total, ...query });
}

/** `/api/admin/*`: the read-only admin panel (spec sections 2, 3, 6, 7) and the identity documents. */
export function adminRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  const em = () => deps.orm.em;

  router.get('/dashboard', async (ctx) => {
    await requireAdmin(ctx, deps);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await dashboardSummary(em());
  });

  /** Each released app's version in use, its canary and its switches (the release origin's, not the database's). */
  router.get('/releases', async (ctx) => {
    await requireAdmin(ctx, deps);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await environmentReleases(deps.config.releaseOrigin);
  });

  router.get('/users', async (ctx) => {
    await requireAdmin(ctx, deps);
    const query = validate(AdminUsersQuerySchema, ctx.query);
    sendAdminPage(ctx, await listUsers(em(), query), query);
  });

  router.get('/cars', async (ctx) => {
    await requireAdmin(ctx, deps);
    const query = validate(AdminCarsQuerySchema, ctx.query);
    sendAdminPage(ctx, await listCars(em(), query), query);
  });

  router.get('/bookings', async (ctx) => {
    await requireAdmin(ctx, deps);
    const query = validate(AdminBookingsQuerySchema, ctx.query);
    sendAdminPage(ctx, await listBookings(em(), query), query);
  });

  /**
   * A booking's licence photo or selfie (license | selfie): streamed from the private bucket, never
   * cached, and every read recorded (admin, booking, document, time) before it is sent.
   */
  router.get('/bookings/:id/documents/:kind', async (ctx) => {
    const admin = await requireAdmin(ctx, deps, ADMINS_ONLY_DOCUMENTS);
    const id = uuidParam(ctx.params.id, BOOKING_NOT_FOUND);
    const kind = ctx.params.kind as BookingDocumentKind;
    if (!BOOKING_DOCUMENT_KINDS.includes(kind)) throw notFound(DOCUMENT_NOT_FOUND);
    const photo = await openIdentityDocument(deps, admin, id, kind);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.set('Content-Disposition', `inline; filename="${kind}.jpg"`);
    ctx.type = IDENTITY_PHOTO_TYPE;
    ctx.body = photo;
  });

  return router;
}
