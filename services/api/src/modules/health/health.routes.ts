import Router from '@koa/router';
import { SERVICE_RETRY_AFTER_SECONDS } from '@ladrive/contracts';
import type { AppDeps } from '../deps.ts';
import { checkHealth } from './health.service.ts';

/**
 * Liveness (`/health/live`: the process serves requests; a restart would not help otherwise) apart from readiness
 * (`/health/ready` and the older `/health`: PostgreSQL and the object store answer, so a load balancer sends
 * traffic). A dependency down makes a replica unready, never dead: it recovers by itself when the dependency does.
 */
export function healthRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/health/live', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  for (const path of ['/health', '/health/ready']) {
    router.get(path, async (ctx) => {
      const report = await checkHealth(deps.orm, deps.storage);
      ctx.set('Cache-Control', 'no-store');
      if (report.status !== 'ok') ctx.set('Retry-After', String(SERVICE_RETRY_AFTER_SECONDS));
      ctx.status = report.status === 'ok' ? 200 : 503;
      ctx.body = report;
    });
  }
  return router;
}
