/**
 * The shell's page as the site origin sends it: the released index.html with the environment's live
 * `remotes.json` inlined (the shell reads it instead of fetching `/remotes.json`) and hints that start the
 * current route's remote before the shell's script asks for it: a preconnect to every remote origin and a
 * preload of the route's remote manifest, entry and module chunks, of the API reads the route's page
 * starts with and of its largest image. All of it is derived at serve time, so a remote release (a new remotes.json) changes the page
 * with no shell build.
 */
import { routeDataUrl, routeImageSrcSet, routeOf } from '@ladrive/contracts/page-routes';
import { REMOTES_JSON_ELEMENT_ID, type RemotesManifest } from '@ladrive/platform/remotes-manifest';

/** Origins (scheme://host:port) of the manifests a `remotes.json` names, its canaries' too. */
export function remoteOriginsOf({ remotes }: RemotesManifest): string[] {
  const entries = remotes.flatMap((remote) => [remote.entry, ...(remote.canary ? [remote.canary.entry] : [])]);
  // entries are URLs (the remotes.json schema checks them)
  return [...new Set(entries.map((entry) => new URL(entry).origin))];
}

/** The hints of a page: each starts a download the shell would otherwise start only once it runs. */
export interface PageHints {
  preconnect: string[];
  /** The route's remote manifest: fetched by the federation runtime with `fetch` (CORS, no credentials). */
  manifest?: string;
  /** The route's remote entry and module chunks (classic scripts, no CORS), in the order they run. */
  scripts?: string[];
  /** The API reads the route's page starts with (same-origin paths, fetched with the session's cookie). */
  data?: string[];
  /** The route's page's largest image: its `<img>`'s candidates (same-origin paths) and sizes. */
  image?: { srcset: string; sizes: string };
}

/**
 * The hints for the page at `pathname` and `search`: every remote origin; for a route a remote draws, its
 * manifest and startup scripts (from its release's `scripts`, resolved against its manifest URL), the
 * page's data reads (from the route's `data` templates) and its largest image (from the route's `image`).
 */
export function pageHints(remotes: RemotesManifest, pathname: string, search = ''): PageHints {
  // the production proxy finds it with the same code, bundled for njs (proxy-bundle.ts)
  const drawnBy = routeOf(remotes.remotes, pathname);
  const preconnect = remoteOriginsOf(remotes);
  if (!drawnBy) return { preconnect };
  const { remote, route, params } = drawnBy;
  const scripts = (remote.scripts?.[route.module] ?? []).map((path) => new URL(path, remote.entry).href);
  const query = new URLSearchParams(search);
  const data = (route.data ?? []).map((template) => routeDataUrl(template, params, query));
  const image = route.image && { srcset: routeImageSrcSet(route.image.srcset, params), sizes: route.image.sizes };
  return { preconnect, manifest: remote.entry, scripts, data, ...(image ? { image } : {}) };
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON that cannot end the script element it sits in (`</script>`) nor open a comment in it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Where the hints go: right after `<head>` and the `<meta>` tags that open it (the charset and the viewport, which
 * the browser needs before an image preload to pick the candidate the page will), or after the doctype of a page
 * without a head (before it, the page would lose standards mode).
 */
const HINTS_AFTER = [/<head(?:\s[^>]*)?>(?:\s*<meta\b[^>]*>)*/i, /<!doctype[^>]*>/i];

/** The scripts a page loads by `src` (the shell's entry), in the page's order. */
export function pageScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/gi)].map((match) => match[1]!);
}

/** index.html with `remotes` inlined and the hints, first in `<head>` so they start before anything else. */
export function sitePage(html: string, remotes: RemotesManifest, hints: PageHints): string {
  const tags = [
    // On a page a remote draws, the shell's entry first: every paint after the frame waits for it to arrive and run.
    // A deferred script is a low-priority request, which the browser starts after the high-priority preloads below
    // (on HTTP/1.1 behind them for one of the origin's six connections): on /cars/:id it started 0.8 s after the
    // page. (src as the page writes it: already an attribute's text.)
    ...(hints.manifest ? pageScripts(html) : []).map((src) => `<link rel="preload" href="${src}" as="script">`),
    // scripts load without CORS and the manifest with it: the browser keeps their connections apart
    ...hints.preconnect.flatMap((origin) => [
      `<link rel="preconnect" href="${attribute(origin)}">`,
      `<link rel="preconnect" href="${attribute(origin)}" crossorigin>`,
    ]),
    ...(hints.manifest
      ? [`<link rel="preload" href="${attribute(hints.manifest)}" as="fetch" crossorigin="anonymous">`]
      : []),
    // A script preload the runtime never asks for is harmless: it loads scripts with <script>, not <link>.
    ...(hints.scripts ?? []).map((src) => `<link rel="preload" href="${attribute(src)}" as="script">`),
    // as the API client fetches (CORS mode, cookies included), so the page's own request takes this response
    ...(hints.data ?? []).map(
      (url) => `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin="use-credentials">`,
    ),
    // the browser picks from the same candidates and sizes as the page's <img>, which then takes this response
    ...(hints.image
      ? [
          `<link rel="preload" as="image" imagesrcset="${attribute(hints.image.srcset)}" imagesizes="${attribute(hints.image.sizes)}" fetchpriority="high">`,
        ]
      : []),
    // the shell needs no startup scripts: only the hints do
    `<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">${inlineJson({
      remotes: remotes.remotes.map(({ scripts: _, ...remote }) => remote),
    })}</script>`,
  ].join('');
  const opening = HINTS_AFTER.map((place) => place.exec(html)).find(Boolean);
  const at = opening ? opening.index + opening[0].length : 0;
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
