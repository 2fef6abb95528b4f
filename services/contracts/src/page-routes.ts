/**
 * A page's route: a path pattern of the site's router (`/cars/:id`, `/help/*`) as `pages.ts` and remotes.json
 * write it. This file is the one implementation of matching a pathname to a route, filling a pattern's
 * parameters, and the templates of what a route's page reads first, for everything that needs them: the links
 * (`hrefs`), the local site origin (infra/src/site-page.ts) and the production proxy, which runs this very file
 * bundled for njs (infra/production/proxy/page-routes.js, built by `pnpm --filter infra build:proxy`).
 *
 * So it keeps to the library njs 0.7 has: no Map, Set, URLSearchParams, URL, flatMap or replaceAll, and no
 * iterating with for…of (its syntax is lowered by the bundle, the library is not). The proxy's test runs it in
 * nginx.
 */

import { cookieValue, SESSION_COOKIE } from './cookies.ts';
import { LANGUAGE_COOKIE, type Language, parseLanguage } from './language.ts';

/** A route's parameters by name, as the pathname gives them. */
export type RouteParams = Record<string, string>;

/** The parameter names of a pattern: `'id'` for `/cars/:id`. */
export type RouteParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The route parameters of `pathname` under `pattern` (`/cars/:id`, `/help/*`), matched as the shell's router
 * matches (case-insensitively, a trailing slash ignored), or undefined when it does not match. Values are the
 * segments of `pathname` as given (a server passes it decoded).
 */
export function matchRoute(pattern: string, pathname: string): RouteParams | undefined {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: RouteParams = {};
  for (let index = 0; index < want.length; index++) {
    const segment = want[index]!;
    if (segment === '*') return params;
    const actual = have[index];
    if (actual === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = actual;
    else if (segment.toLowerCase() !== actual.toLowerCase()) return undefined;
  }
  return want.length === have.length ? params : undefined;
}

/** The first of `remotes`' routes that matches `pathname` (remotes.json's order), its remote and its parameters. */
export function routeOf<Remote extends { routes: readonly { path: string }[] }>(
  remotes: readonly Remote[],
  pathname: string,
): { remote: Remote; route: Remote['routes'][number]; params: RouteParams } | undefined {
  for (let at = 0; at < remotes.length; at++) {
    const remote = remotes[at]!;
    for (let index = 0; index < remote.routes.length; index++) {
      const route = remote.routes[index]!;
      const params = matchRoute(route.path, pathname);
      if (params) return { remote, route, params };
    }
  }
  return undefined;
}

/** `pattern` with each `:name` replaced by the `name` parameter, encoded: `/cars/:id` → `/cars/7c94%2047e7`. */
export function fillRoute<Pattern extends string>(
  pattern: Pattern,
  params: Readonly<Record<RouteParamNames<Pattern>, string>>,
): string {
  const values: Readonly<RouteParams> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** What `routeDataUrl` reads of the page's query: URLSearchParams in a browser or Node, the request's in njs. */
export interface QueryValues {
  get(key: string): string | null;
}

/** As URLSearchParams writes a key or value: encodeURIComponent's output with !'()~ escaped too, a space as '+'. */
const formEncode = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/**
 * The query string of `keys`, in their order, each with its value trimmed, the empty ones left out, encoded as
 * URLSearchParams encodes them (`location=Santa+Monica&sort=price_asc`); '' when none has a value.
 */
export function queryStringOf<Key extends string>(
  keys: readonly Key[],
  value: (key: Key) => string | null | undefined,
): string {
  const pairs: string[] = [];
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const given = key ? value(key)?.trim() : undefined;
    if (given) pairs.push(`${formEncode(key)}=${formEncode(given)}`);
  }
  return pairs.join('&');
}

/** `path?query`, or `path` alone when the query is empty (a bare `/search`, never `/search?`). */
export const withQuery = (path: string, query = '') => (query ? `${path}?${query}` : path);

/**
 * The URL of a page's data read from its template: `/api/cars/:id/reviews` takes the route's `id` (decoded,
 * encoded here); `/api/cars?location&page` passes the page URL's `location` and `page` through (`queryStringOf`).
 * A page that requests exactly this URL gets the response the site origin's page started (a preload is matched
 * by its URL).
 */
export function routeDataUrl(template: string, params: Readonly<RouteParams>, query: QueryValues): string {
  const at = template.indexOf('?');
  const path = fillRoute(at < 0 ? template : template.slice(0, at), params);
  const keys = at < 0 ? [] : template.slice(at + 1).split('&');
  const passed = queryStringOf(keys, (key) => query.get(key));
  return withQuery(path, passed);
}

/**
 * The srcset of a page's image from its template (`/api/cars/:id/cover?w=320 320w, …`): each `:name` takes
 * the route's parameter. Preloaded with the same candidates and sizes as the page's `<img>`, the browser
 * picks the same candidate, and the `<img>` takes the preloaded response.
 */
export function routeImageSrcSet(template: string, params: Readonly<RouteParams>): string {
  return fillRoute(template, params);
}

/**
 * The kinds of frame a shell build renders (shell/src/frame): the landing page itself, for `/` without a session
 * (certain to be signed out, so the frame is the page a visitor sees, not a skeleton); the home's skeleton, for `/`
 * with one (the landing or the signed-in home: the session decides); every other page's skeleton with a session;
 * and without one, the same with the signed-out header (Login, Sign In, Sign Up), whose shell does not ask the API who is
 * signed in: a visitor without a session cookie is signed out for certain.
 */
export const FRAME_KINDS = ['landing', 'home', 'page', 'page-signed-out'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/**
 * The shell build's copy of index.html that already draws the frame a visitor sees first (header, skeleton or
 * landing page, footer in their language), for a request of `pathname` with `cookieHeader`: `frame.es.page.html`
 * with a session cookie, `frame.es.page-signed-out.html` without, or `frame.spec.landing.html` at `/` while the
 * visitor has chosen no language and has no session. The language is the `lang` cookie (LANGUAGE_COOKIE, `en` or
 * `es`); the session, SESSION_COOKIE, counted by its presence (only the API can tell whether it is still valid).
 */
export function framePageOf(pathname: string, cookieHeader: string | undefined): string {
  const language = parseLanguage(cookieValue(cookieHeader, LANGUAGE_COOKIE));
  const hasSessionCookie = Boolean(cookieValue(cookieHeader, SESSION_COOKIE));
  if (pathname !== '/') return framePageName(language, hasSessionCookie ? 'page' : 'page-signed-out');
  return framePageName(language, hasSessionCookie ? 'home' : 'landing');
}

/** The file name of a frame page (framePageOf): by the language chosen (null: none) and the kind of page. */
export function framePageName(language: Language | null, kind: FrameKind): string {
  return `frame.${language || 'spec'}.${kind}.html`;
}
