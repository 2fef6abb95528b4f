/**
 * What a route does with a path, as a table every implementation runs: the TypeScript itself
 * (page-routes.test.ts), its njs bundle in the production proxy's nginx (infra/src/proxy-page-routes.test.ts) and
 * the shell's router (shell/src/app/route-matching.test.ts), which the others must agree with.
 */
import type { RouteParams } from './page-routes.ts';

/** [route pattern, pathname, the parameters when it matches or undefined]. */
export const ROUTE_MATCH_CASES: readonly (readonly [string, string, RouteParams | undefined])[] = [
  ['/cars/:id', '/cars/42', { id: '42' }],
  ['/cars/:id', '/Cars/42/', { id: '42' }],
  ['/cars/:id', '/cars', undefined],
  ['/cars/:id', '/cars/', undefined],
  ['/cars/:id', '/cars/42/photos', undefined],
  ['/dashboard/trips/:id', '/dashboard/trips/7c94-47e7', { id: '7c94-47e7' }],
  ['/dashboard', '/dashboard/trips/7c94-47e7', undefined],
  ['/dashboard/trips/:id', '/dashboard', undefined],
  ['/help/*', '/help/a/b', {}],
  ['/help/*', '/help', {}],
  ['/', '/', {}],
  ['/', '/search', undefined],
  ['/search', '/searching', undefined],
  ['/search', '/search/', {}],
  ['/help-center', '/HELP-Center', {}],
  ['/a/:first/b/:second', '/A/1/b/two', { first: '1', second: 'two' }],
];

/** [data template, route parameters, the page's query values, the data URL]. */
export const ROUTE_DATA_CASES: readonly (readonly [string, RouteParams, Record<string, string>, string])[] = [
  ['/api/cars/:id/reviews', { id: 'a b/c' }, {}, '/api/cars/a%20b%2Fc/reviews'],
  [
    '/api/cars?location&minPrice&sort',
    {},
    { sort: 'price_asc', location: ' Santa Monica ', minPrice: '', other: '1' },
    '/api/cars?location=Santa+Monica&sort=price_asc',
  ],
  ['/api/cars?location', {}, {}, '/api/cars'],
  [
    '/api/articles?q&page',
    {},
    { page: '2', q: "brakes noise!'()~*é,&=" },
    '/api/articles?q=brakes+noise%21%27%28%29%7E*%C3%A9%2C%26%3D&page=2',
  ],
];

/** [image srcset template, route parameters, the srcset]. */
export const ROUTE_IMAGE_CASES: readonly (readonly [string, RouteParams, string])[] = [
  [
    '/api/cars/:id/cover?w=320 320w, /api/cars/:id/cover 1200w',
    { id: '7c94 47e7' },
    '/api/cars/7c94%2047e7/cover?w=320 320w, /api/cars/7c94%2047e7/cover 1200w',
  ],
];
