/**
 * How many times each shared library and the Module Federation runtime were downloaded in one page load.
 * - Shared libraries: every released app's `mf-manifest.json` lists, per shared library, the files that hold
 *   its copy (`shared[].assets.js`); a downloaded script that is one of those files is that app's copy. A
 *   library downloaded from two apps was downloaded twice.
 * - The runtime: a downloaded script that contains RUNTIME_MARKER carries (a copy of) the federation runtime.
 */
import type { RemotesManifest } from '@ladrive/platform/remotes-manifest';

/**
 * The name runtime-core gives one of its own lifecycle hooks where it creates it
 * (`new AsyncWaterfallHook("beforeInitContainer")` in core.js), a string minifiers keep: present in every
 * bundle that embeds the runtime, in no other. (The logger prefix "[ Federation Runtime ]" is not enough:
 * the error-code helpers a remote entry keeps with an external runtime carry it too.)
 */
export const RUNTIME_MARKER = '"beforeInitContainer"';
export const RUNTIME = 'federation runtime';

interface ManifestShared {
  name: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

/** Script URL → the shared libraries (with the app providing them) a download of it brings. */
export type SharedFiles = Map<string, { library: string; app: string }[]>;

async function manifestAt(url: string): Promise<{ name: string; shared: ManifestShared[] } | undefined> {
  const response = await fetch(url).catch(() => undefined);
  return response?.ok ? ((await response.json()) as { name: string; shared: ManifestShared[] }) : undefined;
}

/** The shared files of the shell (served from the site origin) and of every remote `remotes.json` names. */
export async function sharedFilesOf(siteOrigin: string): Promise<SharedFiles> {
  const remotes = (await (await fetch(`${siteOrigin}/remotes.json`)).json()) as RemotesManifest;
  const manifestUrls = [`${siteOrigin}/mf-manifest.json`, ...remotes.remotes.map((remote) => remote.entry)];
  const files: SharedFiles = new Map();
  for (const manifestUrl of manifestUrls) {
    const manifest = await manifestAt(manifestUrl);
    for (const shared of manifest?.shared ?? []) {
      for (const path of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        // paths are relative to where the manifest is served ("auto" public path)
        const url = new URL(path, manifestUrl).href;
        files.set(url, [...(files.get(url) ?? []), { library: shared.name, app: manifest!.name }]);
      }
    }
  }
  return files;
}

const bodies = new Map<string, Promise<string>>();
const bodyOf = (url: string) => {
  if (!bodies.has(url))
    bodies.set(
      url,
      fetch(url).then((response) => response.text()),
    );
  return bodies.get(url)!;
};

/** Downloads per shared library and of the runtime in one load (`scriptUrls`: the scripts it downloaded). */
export async function downloadCounts(scriptUrls: string[], sharedFiles: SharedFiles): Promise<Map<string, number>> {
  const copies = new Map<string, Set<string>>();
  for (const url of new Set(scriptUrls)) {
    for (const { library, app } of sharedFiles.get(url) ?? []) {
      copies.set(library, (copies.get(library) ?? new Set()).add(app));
    }
  }
  const counts = new Map([...copies].map(([library, apps]) => [library, apps.size]));
  let runtimes = 0;
  for (const url of new Set(scriptUrls)) if ((await bodyOf(url)).includes(RUNTIME_MARKER)) runtimes += 1;
  counts.set(RUNTIME, runtimes);
  return counts;
}
