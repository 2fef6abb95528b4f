/**
 * A built app as a release artifact: its files, a version (package version + content hash, so the same
 * bytes always get the same version and a version never names two builds), and what it says about itself
 * (Module Federation manifest; for remotes, `remote.json` with its routes and widgets).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { REMOTE_DESCRIPTION_FILE, type RemoteDescription } from '@ladrive/platform/remote';

export const MANIFEST_FILE = 'mf-manifest.json';

export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
}

/** The parts of a Module Federation `mf-manifest.json` a release looks at. */
export interface FederationManifest {
  name: string;
  /** `assets.js.sync`: the chunks the module needs before it runs. */
  exposes: { path: string; assets?: { js?: { sync?: string[] } } }[];
  shared: SharedEntry[];
  /** `pluginVersion`: the Module Federation version the app was built with; `remoteEntry`: its file. */
  metaData?: { pluginVersion?: string; remoteEntry?: { path?: string; name?: string } };
}

/**
 * Per exposed module, the scripts that run before it (the remote entry, then the module's chunks), relative
 * to the manifest (they are published next to it): what the site origin preloads for a route it draws.
 */
export function startupScripts(manifest: FederationManifest): Record<string, string[]> {
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : undefined;
  return Object.fromEntries(
    manifest.exposes.map((expose) => [
      expose.path,
      [...new Set([...(entryFile ? [entryFile] : []), ...(expose.assets?.js?.sync ?? [])])],
    ]),
  );
}

export interface ArtifactFile {
  /** Path inside the build, with forward slashes (e.g. `static/js/index.3f2a1b.js`). */
  path: string;
  data: Buffer;
}

export interface Artifact {
  /** Workspace folder of the app: `shell` or `mfe-<x>`. */
  app: string;
  version: string;
  files: ArtifactFile[];
  manifest: FederationManifest;
  /** Remotes only: their routes and widgets. */
  description: RemoteDescription | undefined;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Files a build writes for its tools, never loaded by a browser, left out of the artifact: Module Federation's
 * `mf-stats.json` lists the same exposes in another order from one build to the next, so shipping it made every
 * build of unchanged source a new version (the runtime reads `mf-manifest.json`).
 */
const BUILD_TOOL_FILES = new Set(['mf-stats.json']);

export async function readArtifact(app: string, distDir: string, packageVersion: string): Promise<Artifact> {
  const paths = (await listFiles(distDir).catch(() => [] as string[])).filter((path) => !BUILD_TOOL_FILES.has(path));
  if (!paths.includes(MANIFEST_FILE)) {
    throw new Error(`${distDir} has no ${MANIFEST_FILE}: build ${app} first (pnpm --filter ${app} build)`);
  }
  const files = await Promise.all(paths.map(async (path) => ({ path, data: await readFile(join(distDir, path)) })));
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update('\0').update(file.data).update('\0');
  const text = (path: string) => files.find((file) => file.path === path)?.data.toString('utf8');
  const description = text(REMOTE_DESCRIPTION_FILE);
  return {
    app,
    version: `${packageVersion}-${hash.digest('hex').slice(0, 12)}`,
    files,
    manifest: JSON.parse(text(MANIFEST_FILE)!) as FederationManifest,
    description: description ? (JSON.parse(description) as RemoteDescription) : undefined,
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.txt', '.webmanifest']);

/** Text files, which brotli and gzip make several times smaller (images and fonts are compressed already). */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}

/** Hashed assets (`static/…`) never change; manifests, HTML and descriptions are revalidated on every load. */
export function cacheControlOf(path: string): string {
  return path.startsWith('static/') ? IMMUTABLE : REVALIDATE;
}
