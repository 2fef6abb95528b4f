import { describe, expect, it } from 'vitest';
import { matchRoute, routeDataUrl, routeImageSrcSet } from './remotes-manifest.ts';

describe('a route path of remotes.json against a pathname', () => {
  it.each([
    ['/cars/:id', '/cars/42', { id: '42' }],
    ['/cars/:id', '/Cars/42/', { id: '42' }],
    ['/cars/:id', '/cars', undefined],
    ['/cars/:id', '/cars/42/photos', undefined],
    ['/help/*', '/help/a/b', {}],
    ['/', '/', {}],
    ['/search', '/searching', undefined],
  ])('%s against %s gives %o', (pattern, pathname, params) => {
    expect(matchRoute(pattern, pathname)).toEqual(params);
  });
});

describe("a page's data read from its template", () => {
  it("fills the route's parameters, encoded", () => {
    expect(routeDataUrl('/api/cars/:id/reviews', { id: 'a b/c' }, new URLSearchParams())).toBe(
      '/api/cars/a%20b%2Fc/reviews',
    );
  });

  it("passes the page's query keys through in the template's order, trimmed, empty ones left out", () => {
    const page = new URLSearchParams('sort=price_asc&location=%20Santa%20Monica%20&minPrice=&other=1');
    expect(routeDataUrl('/api/cars?location&minPrice&sort', {}, page)).toBe(
      '/api/cars?location=Santa+Monica&sort=price_asc',
    );
    expect(routeDataUrl('/api/cars?location', {}, new URLSearchParams())).toBe('/api/cars');
  });
});

describe("a page's largest image from its template", () => {
  it("takes the route's parameters in every candidate, encoded, and keeps each candidate's own query", () => {
    expect(routeImageSrcSet('/api/cars/:id/cover?w=320 320w, /api/cars/:id/cover 1200w', { id: '7c94 47e7' })).toBe(
      '/api/cars/7c94%2047e7/cover?w=320 320w, /api/cars/7c94%2047e7/cover 1200w',
    );
  });
});
