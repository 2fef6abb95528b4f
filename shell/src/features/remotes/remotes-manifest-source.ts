import { parseRemotesManifest, REMOTES_JSON_ELEMENT_ID, type RemotesManifest } from '@ladrive/platform';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** The shell's remote pages before `/remotes.json` has answered (the site's frame is drawn meanwhile). */
export const REMOTES_LOADING = 'loading';

/** remotes.json once known (null: it could not be loaded), or REMOTES_LOADING while it loads. */
export type RemotesManifestState = RemotesManifest | null | typeof REMOTES_LOADING;

/** remotes.json as the site origin inlined it into the page; undefined when it is not there or unreadable. */
export function inlineRemotesManifest(): RemotesManifest | undefined {
  const text = document.getElementById(REMOTES_JSON_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRemotesManifest(JSON.parse(text));
  } catch (error) {
    console.error('The inlined remotes.json is unreadable; fetching /remotes.json instead', error);
    return undefined;
  }
}

/** The validated `/remotes.json`, or null: a missing or broken manifest must never blank the site. */
export async function fetchRemotesManifest(): Promise<RemotesManifest | null> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return parseRemotesManifest(await response.json());
  } catch (error) {
    console.error('Remote pages are unavailable: /remotes.json could not be loaded', error);
    return null;
  }
}

/**
 * Hands the remotes to the federation runtime. The current page's remote is already downloading: the site
 * origin's page preloads its manifest, entry and chunks (infra/src/site-page.ts). The runtime's own
 * preloadRemote is not used: it would adopt those <link>s, and one that failed (a remote that was down)
 * never settles again, so the page's Retry would hang.
 */
export function registerManifestRemotes(manifest: RemotesManifest) {
  registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
}
