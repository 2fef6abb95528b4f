/**
 * The production proxy's route code is the site's: the njs bundle infra/production/proxy/page-routes.js is what
 * services/contracts/src/page-routes.ts builds today, and run by Debian's nginx it answers the table of cases
 * exactly as the TypeScript does (and as the cases say: page-routes.cases.ts, which the shell's router runs too).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@ladrive/api/embedded';
import {
  matchRoute,
  type QueryValues,
  type RouteParams,
  routeDataUrl,
  routeImageSrcSet,
  routeOf,
} from '@ladrive/contracts/page-routes';
import { ROUTE_DATA_CASES, ROUTE_IMAGE_CASES, ROUTE_MATCH_CASES } from '@ladrive/contracts/page-routes.cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_MODULES, type RunningNginx, startNginx } from './nginx-testing.ts';
import { bundlePageRoutes, PAGE_ROUTES_BUNDLE } from './proxy-bundle.ts';

/** The remotes `routeOf` looks through, and the pathnames asked of it. */
const REMOTES = [
  { name: 'mfe_search', routes: [{ path: '/search' }, { path: '/cars/:id' }] },
  { name: 'mfe_other', routes: [{ path: '/cars/:id' }, { path: '/help/*' }] },
];
const ROUTE_OF_PATHS = ['/cars/42', '/help/a', '/search/', '/nowhere'];

/** Every case, as the njs script below and the TypeScript both read it. */
const CASES = {
  match: ROUTE_MATCH_CASES.map(([pattern, pathname]) => [pattern, pathname]),
  data: ROUTE_DATA_CASES.map(([template, params, query]) => [template, params, query]),
  image: ROUTE_IMAGE_CASES.map(([template, params]) => [template, params]),
  routeOf: ROUTE_OF_PATHS,
};

interface Answers {
  match: { params?: RouteParams }[];
  data: string[];
  image: string[];
  /** The name of the remote and the path of the route that draw each pathname, if any. */
  routeOf: ({ remote: string; route: string; params: RouteParams } | null)[];
}

const queryOf = (values: Record<string, string>): QueryValues => ({ get: (key) => values[key] ?? null });

/** What the TypeScript answers to CASES. */
function typeScriptAnswers(): Answers {
  return {
    match: ROUTE_MATCH_CASES.map(([pattern, pathname]) => ({ params: matchRoute(pattern, pathname) })),
    data: ROUTE_DATA_CASES.map(([template, params, query]) => routeDataUrl(template, params, queryOf(query))),
    image: ROUTE_IMAGE_CASES.map(([template, params]) => routeImageSrcSet(template, params)),
    routeOf: ROUTE_OF_PATHS.map((pathname) => {
      const found = routeOf(REMOTES, pathname);
      return found ? { remote: found.remote.name, route: found.route.path, params: found.params } : null;
    }),
  };
}

/** The same, in njs: a script that imports the bundle as shell.js does and answers the POSTed cases. */
const NJS_CASES_SCRIPT = `import pageRoutes from 'page-routes.js';

const REMOTES = ${JSON.stringify(REMOTES)};

function answer(r) {
  const cases = JSON.parse(r.requestText);
  r.headersOut['Content-Type'] = 'application/json';
  r.return(200, JSON.stringify({
    match: cases.match.map((c) => ({ params: pageRoutes.matchRoute(c[0], c[1]) })),
    data: cases.data.map((c) => pageRoutes.routeDataUrl(c[0], c[1], { get: (key) => (key in c[2] ? c[2][key] : null) })),
    image: cases.image.map((c) => pageRoutes.routeImageSrcSet(c[0], c[1])),
    routeOf: cases.routeOf.map((pathname) => {
      const found = pageRoutes.routeOf(REMOTES, pathname);
      return found ? { remote: found.remote.name, route: found.route.path, params: found.params } : null;
    }),
  }));
}

export default { answer };
`;

function post(port: number, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'POST' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

it('is the bundle page-routes.ts builds today (else: pnpm --filter infra build:proxy)', async () => {
  expect(await readFile(PAGE_ROUTES_BUNDLE, 'utf8')).toBe(await bundlePageRoutes());
}, 60_000);

describe("the proxy's route code in nginx's njs", () => {
  let prefix: string;
  let port: number;
  let nginx: RunningNginx | undefined;

  beforeAll(async () => {
    prefix = await mkdtemp(join(tmpdir(), 'ladrive-njs-'));
    port = await freePort();
    await writeFile(join(prefix, 'page-routes.js'), await readFile(PAGE_ROUTES_BUNDLE));
    await writeFile(join(prefix, 'cases.js'), NJS_CASES_SCRIPT);
    await writeFile(
      join(prefix, 'nginx.conf'),
      `load_module ${NGINX_MODULES}ngx_http_js_module.so;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {}
http {
  access_log off;
  # the cases stay in memory, where njs reads a request body
  client_body_buffer_size 1m;
  js_path ${prefix}/;
  js_import cases from cases.js;
  server {
    listen 127.0.0.1:${port};
    location / { js_content cases.answer; }
  }
}
`,
    );
    nginx = await startNginx(prefix, port);
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await rm(prefix, { recursive: true, force: true });
  });

  it('answers every case as the TypeScript does, and as the cases say', async () => {
    const answer = await post(port, JSON.stringify(CASES));
    // njs's own refusals (a name it lacks, syntax it cannot parse) are in nginx's error log
    if (answer.status !== 200) expect.fail(await readFile(join(prefix, 'error.log'), 'utf8'));
    const njs = JSON.parse(answer.body) as Answers;
    const typeScript = typeScriptAnswers();
    expect(njs).toEqual(JSON.parse(JSON.stringify(typeScript)));
    expect(njs.match.map(({ params }) => params)).toEqual(ROUTE_MATCH_CASES.map(([, , params]) => params));
    expect(njs.data).toEqual(ROUTE_DATA_CASES.map(([, , , url]) => url));
    expect(njs.image).toEqual(ROUTE_IMAGE_CASES.map(([, , srcset]) => srcset));
    expect(njs.routeOf).toEqual([
      { remote: 'mfe_search', route: '/cars/:id', params: { id: '42' } },
      { remote: 'mfe_other', route: '/help/*', params: {} },
      { remote: 'mfe_search', route: '/search', params: {} },
      null,
    ]);
  });
});
