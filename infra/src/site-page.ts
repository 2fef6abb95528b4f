/**
 * The shell's page as the site origin sends it: the released index.html with the environment's live
 * `remotes.json` inlined (the shell reads it instead of fetching `/remotes.json`) and hints that start the
 * current route's remote before the shell's script asks for it: a preconnect to every remote origin and a
 * preload of the route's remote manifest. All of it is derived at serve time, so a remote release (a new
 * remotes.json) changes the page with no shell build.
 */
import { REMOTES_JSON_ELEMENT_ID, type RemotesManifest } from '@ladrive/shared-ui/remotes-manifest';

/** Whether a route path of remotes.json (`/cars/:id`, `/help/*`) matches a pathname, as the shell's router does (case-insensitively). */
export function routeMatches(pattern: string, pathname: string): boolean {
  const parts = (path: string) => path.split('/').filter(Boolean);
  const want = parts(pattern.toLowerCase());
  const have = parts(pathname.toLowerCase());
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return true;
    const actual = have[index];
    if (actual === undefined || (!segment.startsWith(':') && segment !== actual)) return false;
  }
  return want.length === have.length;
}

/** The remote and module that draw `pathname`, if a remote does. */
export function remoteRouteOf(remotes: RemotesManifest, pathname: string) {
  for (const remote of remotes.remotes) {
    const route = remote.routes.find((candidate) => routeMatches(candidate.path, pathname));
    if (route) return { remote, module: route.module };
  }
  return undefined;
}

/**
 * Only the manifest is preloaded, not the remote's scripts: the federation runtime reuses a `<link>` of the
 * page for a file it preloads itself, and one that has failed (a remote that was down) never settles again,
 * so its Retry would hang. The shell starts the scripts as soon as it runs (preloadRemote), with the
 * manifest already here.
 */
export interface PageHints {
  preconnect: string[];
  /** The route's remote manifest: fetched by the federation runtime with `fetch` (CORS, no credentials). */
  manifest?: string;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON that cannot end the script element it sits in (`</script>`) nor open a comment in it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** index.html with `remotes` inlined and the hints, first in `<head>` so they start before anything else. */
export function sitePage(html: string, remotes: RemotesManifest, hints: PageHints): string {
  const tags = [
    // scripts load without CORS and the manifest with it: the browser keeps their connections apart
    ...hints.preconnect.flatMap((origin) => [
      `<link rel="preconnect" href="${attribute(origin)}">`,
      `<link rel="preconnect" href="${attribute(origin)}" crossorigin>`,
    ]),
    ...(hints.manifest
      ? [`<link rel="preload" href="${attribute(hints.manifest)}" as="fetch" crossorigin="anonymous">`]
      : []),
    `<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">${inlineJson(remotes)}</script>`,
  ].join('');
  // right after <head> (or the doctype of a page without one: before it, the page would lose standards mode)
  const opening = /<head(\s[^>]*)?>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html);
  const at = opening ? opening.index + opening[0].length : 0;
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
