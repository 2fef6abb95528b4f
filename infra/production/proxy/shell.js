/**
 * The released shell on the site origin (njs). `shell.json` in the release bucket, written by
 * `pnpm release shell`, names the version in use; a request is answered from that version's files, a client-side
 * route falls back to its index.html (with remotes.json inlined, see page below), and a missing hashed asset is a
 * 404, never the page — as serveSite in infra/src/static-servers.ts does locally. A shell release or rollback is visible on the next request.
 */
// biome-ignore lint/style/useNodejsImportProtocol: njs names its built-in modules without node:
import crypto from 'crypto';
// the site's route code (services/contracts/src/page-routes.ts), bundled for njs by `pnpm --filter infra build:proxy`
import pageRoutes from 'page-routes.js';

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
 * manifest, entry and module chunks), as sitePage (infra/src/site-page.ts) makes it locally; the element id is @ladrive/platform's REMOTES_JSON_ELEMENT_ID.
 */
const REMOTES_JSON_ELEMENT_ID = 'ladrive-remotes-json';

async function page(r, version) {
  const answers = await Promise.all([framePage(r, version), r.subrequest('/_origin/remotes.json')]);
  const html = answers[0];
  const remotesJson = answers[1];
  if (html.status !== 200) {
    r.return(html.status === 404 || html.status === 403 ? 404 : 502, 'The shell page is missing\n');
    return;
  }
  let stored = { remotes: [] };
  try {
    if (remotesJson.status === 200) stored = JSON.parse(remotesJson.responseText);
  } catch (_err) {
    stored = { remotes: [] };
  }
  const remotes = visitorRemotes(r, stored);
  const origins = [];
  remotes.remotes.forEach((remote) => {
    const origin = /^https?:\/\/[^/]+/.exec(String(remote.entry));
    if (origin && origins.indexOf(origin[0]) < 0) origins.push(origin[0]);
  });
  const found = pageRoutes.routeOf(remotes.remotes.map(withRoutes), r.uri);
  const drawnBy = found ? found.remote : undefined;
  const drawn = found ? found.route : undefined;
  const params = found ? found.params : undefined;
  const module = drawn ? drawn.module : undefined;
  // the page's data reads
  const query = queryOf(r.variables.args || '');
  const data =
    drawn && Array.isArray(drawn.data)
      ? drawn.data.map((template) => pageRoutes.routeDataUrl(String(template), params, query))
      : [];
  // the page's largest image
  // biome-ignore lint/complexity/useOptionalChain: this file keeps to the syntax older njs engines parse
  const image = drawn && drawn.image ? drawn.image : undefined;
  // the route's remote entry and module chunks, relative to its manifest (pageHints in site-page.ts)
  const base = drawnBy ? String(drawnBy.entry).replace(/[^/]*$/, '') : '';
  // biome-ignore lint/complexity/useOptionalChain: this file keeps to the syntax older njs engines parse
  const listed = drawnBy ? (drawnBy.scripts || {})[module] : undefined;
  const scripts = Array.isArray(listed) ? listed : [];
  const text = html.responseText;
  // on a page a remote draws, the shell's entry first, as sitePage (infra/src/site-page.ts) hints it: every paint
  // after the frame waits for it
  const entryScripts = [];
  const scriptSrc = /<script\b[^>]*\ssrc="([^"]+)"/gi;
  for (let found = drawnBy && scriptSrc.exec(text); found; found = scriptSrc.exec(text)) entryScripts.push(found[1]);
  const tags = entryScripts
    .map((src) => `<link rel="preload" href="${src}" as="script">`)
    .concat(
      origins.map(
        (origin) =>
          `<link rel="preconnect" href="${attribute(origin)}"><link rel="preconnect" href="${attribute(origin)}" crossorigin>`,
      ),
    )
    .concat(
      drawnBy ? [`<link rel="preload" href="${attribute(drawnBy.entry)}" as="fetch" crossorigin="anonymous">`] : [],
    )
    .concat(scripts.map((path) => `<link rel="preload" href="${attribute(base + path)}" as="script">`))
    .concat(data.map((url) => `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin="use-credentials">`))
    .concat(
      image
        ? [
            `<link rel="preload" as="image" imagesrcset="${attribute(pageRoutes.routeImageSrcSet(String(image.srcset), params))}" imagesizes="${attribute(image.sizes)}" fetchpriority="high">`,
          ]
        : [],
    )
    .concat([
      `<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">${JSON.stringify(withoutScripts(remotes)).replace(/</g, '\\u003c')}</script>`,
    ])
    .join('');
  // after <head> and its opening <meta> tags (charset, viewport), as sitePage (infra/src/site-page.ts) puts them
  const opening = /<head(?:\s[^>]*)?>(?:\s*<meta\b[^>]*>)*/i.exec(text) || /<!doctype[^>]*>/i.exec(text);
  const at = opening ? opening.index + opening[0].length : 0;
  const body = text.slice(0, at) + tags + text.slice(at);
  // revalidated by an ETag of its bytes, as sendPage (infra/src/static-servers.ts) does locally: while neither
  // the shell nor remotes.json changed, a returning visitor gets a 304 instead of the page
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  r.headersOut['Content-Type'] = 'text/html; charset=utf-8';
  r.headersOut.ETag = etag;
  // the page differs by the bucket cookie (its ETag too): no shared cache may give one visitor's to another
  r.headersOut.Vary = 'Cookie';
  if (namesEtag(r.headersIn['If-None-Match'], etag)) {
    r.return(304);
    return;
  }
  r.return(200, body);
}

/**
 * remotes.json as this visitor gets it: each canaried remote resolved for their bucket cookie (drawn, and set on
 * this answer, on a first visit), as serveSite (infra/src/static-servers.ts) does locally; the bucket code is
 * shared-ui/platform/src/mf/canary.ts in the njs bundle.
 */
function visitorRemotes(r, stored) {
  let bucket = pageRoutes.bucketOf(r.headersIn.Cookie);
  if (bucket === undefined) {
    bucket = pageRoutes.newBucket(Math.random());
    r.headersOut['Set-Cookie'] = pageRoutes.bucketCookie(bucket);
  }
  return pageRoutes.resolveCanaries(Array.isArray(stored.remotes) ? stored : { remotes: [] }, bucket);
}

/**
 * The shell's page that already draws the request's frame (header, skeleton, footer in the visitor's language:
 * pageRoutes.framePageOf, as the local site server picks it), or index.html where the shell's build has none.
 */
async function framePage(r, version) {
  const frame = await r.subrequest(
    `/_origin/shell/${version}/${pageRoutes.framePageOf(r.uri, r.headersIn.Cookie || '')}`,
  );
  return frame.status === 200 ? frame : r.subrequest(`/_origin/shell/${version}/index.html`);
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

/**
 * The query string's values by name (the first of each), decoded as a browser decodes a form, read as
 * URLSearchParams is read (njs has none).
 */
function queryOf(args) {
  const values = {};
  args.split('&').forEach((pair) => {
    const at = pair.indexOf('=');
    const name = formDecode(at < 0 ? pair : pair.slice(0, at));
    if (name && !(name in values)) values[name] = formDecode(at < 0 ? '' : pair.slice(at + 1));
  });
  return { get: (name) => (name in values ? values[name] : null) };
}

/** A remote of remotes.json as pageRoutes.routeOf reads it: its routes (none when left out), each with a path. */
function withRoutes(remote) {
  const routes = Array.isArray(remote.routes) ? remote.routes : [];
  return Object.assign({}, remote, { routes: routes.filter((route) => route && typeof route.path === 'string') });
}

function formDecode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch (_err) {
    return '';
  }
}

function attribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export default { serve };
