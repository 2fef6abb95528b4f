import Router from '@koa/router';
import {
  RUM_BODY_MAX_BYTES,
  RUM_TOO_LARGE,
  RUM_WINDOWS,
  RumBeaconSchema,
  type RumRollup,
  RumRollupQuerySchema,
} from '@ladrive/contracts';
import { parseBody } from '../../http/body.ts';
import { ApiError } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { requireAdmin } from '../admin/index.ts';
import type { AppDeps } from '../deps.ts';
import { storeBeacon, versionHealth } from './rum.service.ts';

/** The beacon parses its own body with the beacon's limit; `app.ts` mounts this router before the global parser. */
const beaconBodyParser = parseBody({
  enableTypes: ['json'],
  limit: RUM_BODY_MAX_BYTES,
  tooLarge: () => new ApiError(413, RUM_TOO_LARGE),
});

/** POST /api/rum: the shell's beacons. No session is read (mounted before it): a beacon is anonymous. */
export function rumBeaconRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/rum' });
  router.post('/', beaconBodyParser, async (ctx) => {
    const beacon = validate(RumBeaconSchema, ctx.request.body);
    await storeBeacon(deps.orm.em.fork(), beacon, ctx.ip, new Date());
    ctx.status = 204;
  });
  return router;
}

/** GET /api/admin/rum?window=1h|1d: every remote version's health over the window ending now (admins only). */
export function rumAdminRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin/rum' });
  router.get('/', async (ctx) => {
    await requireAdmin(ctx, deps);
    const { window } = validate(RumRollupQuerySchema, ctx.query);
    const until = new Date();
    const since = new Date(until.getTime() - RUM_WINDOWS[window]);
    const rollup: RumRollup = {
      window,
      since: since.toISOString(),
      until: until.toISOString(),
      versions: await versionHealth(deps.orm.em, { since, until }),
    };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = rollup;
  });
  return router;
}
