/**
 * The released shell on the site origin (njs). `shell.json` in the release bucket, written by
 * `pnpm release shell`, names the version in use; a request is answered from that version's files, a client-side
 * route falls back to its index.html, and a missing hashed asset is a 404, never the page — as serveSite in
 * infra/src/static-servers.ts does locally. A shell release or rollback is visible on the next request.
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
  r.internalRedirect(`/_shell/${version}/${file}`);
}

export default { serve };
