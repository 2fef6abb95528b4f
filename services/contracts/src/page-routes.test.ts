// URLSearchParams, as a browser and Node have it (contracts' own code uses neither's library)
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { ROUTE_DATA_CASES, ROUTE_IMAGE_CASES, ROUTE_MATCH_CASES } from './page-routes.cases.ts';
import {
  framePageOf,
  matchRoute,
  queryStringOf,
  routeDataUrl,
  routeImageSrcSet,
  routeOf,
  withQuery,
} from './page-routes.ts';

const queryOf = (values: Record<string, string>) => ({ get: (key: string) => values[key] ?? null });

describe('a route pattern against a pathname', () => {
  it.each(ROUTE_MATCH_CASES)('%s against %s gives %o', (pattern, pathname, params) => {
    expect(matchRoute(pattern, pathname)).toEqual(params);
  });
});

describe('the route that draws a pathname', () => {
  const remotes = [
    { name: 'a', routes: [{ path: '/search' }, { path: '/cars/:id' }] },
    { name: 'b', routes: [{ path: '/cars/:id' }, { path: '/help/*' }] },
  ];

  it("is the first that matches, in remotes.json's order, with its remote and parameters", () => {
    expect(routeOf(remotes, '/cars/42')).toEqual({
      remote: remotes[0],
      route: { path: '/cars/:id' },
      params: { id: '42' },
    });
    expect(routeOf(remotes, '/help/x')?.remote.name).toBe('b');
    expect(routeOf(remotes, '/nowhere')).toBeUndefined();
  });
});

describe("a page's data read from its template", () => {
  it.each(ROUTE_DATA_CASES)('%s with %o and %o is %s', (template, params, query, url) => {
    expect(routeDataUrl(template, params, queryOf(query))).toBe(url);
  });

  it("reads the page's query as URLSearchParams gives it, and writes it as URLSearchParams would", () => {
    const page = new URLSearchParams('sort=price_asc&location=%20Santa%20Monica%20&minPrice=&other=1');
    expect(routeDataUrl('/api/cars?location&minPrice&sort', {}, page)).toBe(
      '/api/cars?location=Santa+Monica&sort=price_asc',
    );
    const values = { q: "a b!'()~*é,&=+%/?#", x: 'ü 🚗' };
    const written = new URLSearchParams(values);
    expect(queryStringOf(['q', 'x'] as const, (key) => values[key])).toBe(written.toString());
  });
});

describe("a page's largest image from its template", () => {
  it.each(ROUTE_IMAGE_CASES)(
    "%s takes the route's parameters in every candidate, encoded",
    (template, params, srcset) => {
      expect(routeImageSrcSet(template, params)).toBe(srcset);
    },
  );
});

describe('a path with its query', () => {
  it('has no ? when the query is empty', () => {
    expect(withQuery('/search', '')).toBe('/search');
    expect(withQuery('/search')).toBe('/search');
    expect(withQuery('/search', 'page=2')).toBe('/search?page=2');
  });
});

describe("the shell's page that draws a request's frame", () => {
  it('is the landing page on / without a session, its skeleton with one, and the page skeleton elsewhere', () => {
    expect(framePageOf('/', undefined)).toBe('frame.spec.landing.html');
    expect(framePageOf('/', 'lang=en;other=1')).toBe('frame.en.landing.html');
    expect(framePageOf('/', 'lang=es; ladrive.sid=abc; ladrive.sid.sig=def')).toBe('frame.es.home.html');
    expect(framePageOf('/search', 'theme=dark; lang=es; ladrive.sid=abc')).toBe('frame.es.page.html');
  });

  it('draws any other page signed out for a request without a session', () => {
    expect(framePageOf('/search', 'theme=dark; lang=es')).toBe('frame.es.page-signed-out.html');
    expect(framePageOf('/dashboard', undefined)).toBe('frame.spec.page-signed-out.html');
    expect(framePageOf('/dashboard', 'ladrive.sid=; lang=en')).toBe('frame.en.page-signed-out.html');
  });

  it('counts neither an empty session cookie nor another cookie that only ends like it as a session', () => {
    expect(framePageOf('/', 'ladrive.sid=; lang=en')).toBe('frame.en.landing.html');
    expect(framePageOf('/', 'ladrive.sid.sig=def')).toBe('frame.spec.landing.html');
    expect(framePageOf('/', 'xladrive.sid=abc')).toBe('frame.spec.landing.html');
    expect(framePageOf('/', 'ladrivexsid=abc')).toBe('frame.spec.landing.html');
  });

  it('takes no choice from another cookie’s name or from a language the site does not speak', () => {
    expect(framePageOf('/cars/1', 'xlang=es; ladrive.sid=abc')).toBe('frame.spec.page.html');
    expect(framePageOf('/cars/1', 'lang=fr; ladrive.sid=abc')).toBe('frame.spec.page.html');
  });
});
