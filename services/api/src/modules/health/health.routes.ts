import Router from '@koa/router';
import type { AppDeps } from '../deps.ts';
import { checkHealth } from './health.service.ts';

export function healthRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    const report = await checkHealth(deps.orm, deps.storage);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  });
  return router;
}
