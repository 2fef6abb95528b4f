/**
 * The released shell on the site origin (njs). `shell.json` in the release bucket, written by
 * `pnpm release shell`, names the version in use; a request is answered from that version's files, a client-side
 * route falls back to its index.html (with remotes.json inlined, see page below), and a missing hashed asset is a
 * 404, never the page — as serveSite in infra/src/static-servers.ts does locally. A shell release or rollback is visible on the next request.
 */
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
  let module;
  remotes.remotes.forEach((remote) => {
    (remote.routes || []).forEach((route) => {
      if (!drawnBy && routeMatches(String(route.path), r.uri)) {
        drawnBy = remote;
        module = route.module;
      }
    });
  });
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
    .concat([
      `<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">${JSON.stringify(withoutScripts(remotes)).replace(/</g, '\\u003c')}</script>`,
    ])
    .join('');
  const text = html.responseText;
  const opening = /<head(\s[^>]*)?>/i.exec(text) || /<!doctype[^>]*>/i.exec(text);
  const at = opening ? opening.index + opening[0].length : 0;
  r.headersOut['Content-Type'] = 'text/html; charset=utf-8';
  r.return(200, text.slice(0, at) + tags + text.slice(at));
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

function routeMatches(pattern, pathname) {
  const parts = (path) => path.toLowerCase().split('/').filter(Boolean);
  const want = parts(pattern);
  const have = parts(pathname);
  for (let index = 0; index < want.length; index++) {
    if (want[index] === '*') return true;
    if (have[index] === undefined || (want[index][0] !== ':' && want[index] !== have[index])) return false;
  }
  return want.length === have.length;
}

function attribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export default { serve };
