import Router from '@koa/router';
import { actsForUser, message } from '@ladrive/contracts';
import { forbidden, notFound } from '../../http/errors.ts';
import { isUuid } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../users/index.ts';
import { hostDashboard } from './host.service.ts';

export const HOST_NOT_FOUND = message('host.notFound');
export const DASHBOARD_FORBIDDEN = message('host.dashboardOwnOnly');

/** GET /api/host/:hostId/dashboard: that host or an admin (401 signed out, 403 anyone else). */
export function hostRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/host' });

  router.get('/:hostId/dashboard', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const { hostId } = ctx.params;
    if (!isUuid(hostId)) throw notFound(HOST_NOT_FOUND);
    const id = hostId.toLowerCase();
    if (!actsForUser(user, id)) throw forbidden(DASHBOARD_FORBIDDEN);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await hostDashboard(deps.orm.em, id, user);
  });

  return router;
}
