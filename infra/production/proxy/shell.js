/**
 * The released shell on the site origin (njs). `shell.json` in the release bucket, written by
 * `pnpm release shell`, names the version in use; a request is answered from that version's files, a client-side
 * route falls back to its index.html (with remotes.json inlined, see page below), and a missing hashed asset is a
 * 404, never the page — as serveSite in infra/src/static-servers.ts does locally. A shell release or rollback is visible on the next request.
 */
// biome-ignore lint/style/useNodejsImportProtocol: njs names its built-in modules without node:
import crypto from 'crypto';

const VERSION = /^[A-Za-z0-9.+_-]+$/;

async function serve(r) {
  const pointer = await r.subrequest('/_origin/shell.json');
  let version = '';
  if (pointer.status === 200) {
    try {
      version = String(JSON.parse(pointer.responseText).version);
    } catch (_err) {
      version = '';
    }
  }
  if (!VERSION.test(version)) {
    r.return(pointer.status === 404 || pointer.status === 403 ? 404 : 502, 'No shell is released\n');
    return;
  }
  const path = r.uri.replace(/^\/+/, '');
  let file = 'index.html';
  if (path) {
    const found = await r.subrequest(`/_origin/shell/${version}/${encodeURI(path)}`, { method: 'HEAD' });
    if (found.status === 200) file = encodeURI(path);
    else if (path.startsWith('static/')) {
      r.return(404, 'Not found\n');
      return;
    }
  }
  if (file === 'index.html') return page(r, version);
  r.internalRedirect(`/_shell/${version}/${file}`);
}

/**
 * The shell's page with the live remotes.json inlined and hints for the remote that draws the route (its
 * manifest, entry and module chunks), as sitePage (infra/src/site-page.ts) makes it locally; the element id is shared-ui's REMOTES_JSON_ELEMENT_ID.
 */
const REMOTES_JSON_ELEMENT_ID = 'ladrive-remotes-json';

async function page(r, version) {
  const answers = await Promise.all([
    r.subrequest(`/_origin/shell/${version}/index.html`),
    r.subrequest('/_origin/remotes.json'),
  ]);
  const html = answers[0];
  const remotesJson = answers[1];
  if (html.status !== 200) {
    r.return(html.status === 404 || html.status === 403 ? 404 : 502, 'The shell page is missing\n');
    return;
  }
  let remotes = { remotes: [] };
  try {
    if (remotesJson.status === 200) remotes = JSON.parse(remotesJson.responseText);
  } catch (_err) {
    remotes = { remotes: [] };
  }
  const origins = [];
  remotes.remotes.forEach((remote) => {
    const origin = /^https?:\/\/[^/]+/.exec(String(remote.entry));
    if (origin && origins.indexOf(origin[0]) < 0) origins.push(origin[0]);
  });
  let drawnBy;
  let drawn;
  let params;
  remotes.remotes.forEach((remote) => {
    (remote.routes || []).forEach((route) => {
      const matched = drawnBy ? undefined : matchRoute(String(route.path), r.uri);
      if (matched) {
        drawnBy = remote;
        drawn = route;
        params = matched;
      }
    });
  });
  const module = drawn ? drawn.module : undefined;
  // the page's data reads (routeDataUrl in shared-ui's remotes-manifest.ts)
  const query = queryOf(r.variables.args || '');
  const data =
    drawn && Array.isArray(drawn.data) ? drawn.data.map((template) => dataUrl(String(template), params, query)) : [];
  // the page's largest image (routeImageSrcSet in shared-ui's remotes-manifest.ts)
  // biome-ignore lint/complexity/useOptionalChain: this file keeps to the syntax older njs engines parse
  const image = drawn && drawn.image ? drawn.image : undefined;
  // the route's remote entry and module chunks, relative to its manifest (pageHints in site-page.ts)
  const base = drawnBy ? String(drawnBy.entry).replace(/[^/]*$/, '') : '';
  // biome-ignore lint/complexity/useOptionalChain: this file keeps to the syntax older njs engines parse
  const listed = drawnBy ? (drawnBy.scripts || {})[module] : undefined;
  const scripts = Array.isArray(listed) ? listed : [];
  const tags = origins
    .map(
      (origin) =>
        `<link rel="preconnect" href="${attribute(origin)}"><link rel="preconnect" href="${attribute(origin)}" crossorigin>`,
    )
    .concat(
      drawnBy ? [`<link rel="preload" href="${attribute(drawnBy.entry)}" as="fetch" crossorigin="anonymous">`] : [],
    )
    .concat(scripts.map((path) => `<link rel="preload" href="${attribute(base + path)}" as="script">`))
    .concat(data.map((url) => `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin="use-credentials">`))
    .concat(
      image
        ? [
            `<link rel="preload" as="image" imagesrcset="${attribute(withParams(String(image.srcset), params))}" imagesizes="${attribute(image.sizes)}" fetchpriority="high">`,
          ]
        : [],
    )
    .concat([
      `<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">${JSON.stringify(withoutScripts(remotes)).replace(/</g, '\\u003c')}</script>`,
    ])
    .join('');
  const text = html.responseText;
  // after <head> and its opening <meta> tags (charset, viewport), as sitePage (infra/src/site-page.ts) puts them
  const opening = /<head(?:\s[^>]*)?>(?:\s*<meta\b[^>]*>)*/i.exec(text) || /<!doctype[^>]*>/i.exec(text);
  const at = opening ? opening.index + opening[0].length : 0;
  const body = text.slice(0, at) + tags + text.slice(at);
  // revalidated by an ETag of its bytes, as sendPage (infra/src/static-servers.ts) does locally: while neither
  // the shell nor remotes.json changed, a returning visitor gets a 304 instead of the page
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  r.headersOut['Content-Type'] = 'text/html; charset=utf-8';
  r.headersOut.ETag = etag;
  if (namesEtag(r.headersIn['If-None-Match'], etag)) {
    r.return(304);
    return;
  }
  r.return(200, body);
}

/** Whether an If-None-Match header names `etag`; nginx's gzip sends it weak (W/"…"), as the browser returns it. */
function namesEtag(ifNoneMatch, etag) {
  return String(ifNoneMatch || '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** remotes.json as the shell reads it: the startup scripts are for the hints only. */
function withoutScripts(remotes) {
  return {
    remotes: remotes.remotes.map((remote) => {
      const copy = Object.assign({}, remote);
      delete copy.scripts;
      return copy;
    }),
  };
}

/** The route's parameters when `pathname` matches `pattern`, else undefined (matchRoute in shared-ui). */
function matchRoute(pattern, pathname) {
  const segments = (path) => path.split('/').filter(Boolean);
  const want = segments(pattern);
  const have = segments(pathname);
  const params = {};
  for (let index = 0; index < want.length; index++) {
    if (want[index] === '*') return params;
    if (have[index] === undefined) return undefined;
    if (want[index][0] === ':') params[want[index].slice(1)] = have[index];
    else if (want[index].toLowerCase() !== have[index].toLowerCase()) return undefined;
  }
  return want.length === have.length ? params : undefined;
}

/** The query string's values by name (the first of each), decoded as a browser decodes a form. */
function queryOf(args) {
  const values = {};
  args.split('&').forEach((pair) => {
    const at = pair.indexOf('=');
    const name = formDecode(at < 0 ? pair : pair.slice(0, at));
    if (name && !(name in values)) values[name] = formDecode(at < 0 ? '' : pair.slice(at + 1));
  });
  return values;
}

function formDecode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch (_err) {
    return '';
  }
}

/** URLSearchParams' encoding: encodeURIComponent, then !'()~ escaped too and a space as '+'. */
function formEncode(text) {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** `template` with each `:name` replaced by the route's parameter (withRouteParams in remotes-manifest.ts). */
function withParams(template, params) {
  return template.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name] || ''));
}

/** A data read's URL from its template (routeDataUrl in shared-ui's remotes-manifest.ts). */
function dataUrl(template, params, query) {
  const at = template.indexOf('?');
  const path = withParams(at < 0 ? template : template.slice(0, at), params);
  const pairs = [];
  (at < 0 ? [] : template.slice(at + 1).split('&')).forEach((key) => {
    const value = key in query ? String(query[key]).trim() : '';
    if (key && value) pairs.push(`${formEncode(key)}=${formEncode(value)}`);
  });
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

function attribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export default { serve };
