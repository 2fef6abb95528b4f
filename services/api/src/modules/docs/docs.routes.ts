import Router from '@koa/router';
import { openApiDocument } from './openapi.ts';
import { renderReferencePage } from './reference-page.ts';

/** The page uses its own inline styles only: no script, no other origin. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** GET /api/openapi.json (the contract, generated from services/contracts) and GET /api/docs (its reference page). */
export function docsRoutes(): Router {
  const router = new Router({ prefix: '/api' });
  let page: string | undefined;

  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = openApiDocument();
  });

  router.get('/docs', (ctx) => {
    page ??= renderReferencePage(openApiDocument());
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', PAGE_CSP);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page;
  });

  return router;
}
