/**
 * Releasing one app to an environment: upload the artifact under `<app>/<version>/` (never overwriting a
 * published version; the manifest last), verify it from its public URL, then switch the environment to it
 * with one atomic write (`remotes.json` for a remote, `shell.json` for the shell) and record it in the app's
 * history (`releases/<app>.json`). A refused release changes nothing the site reads.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import { REMOTE_DESCRIPTION_FILE, remoteDescriptor } from '@ladrive/platform/remote';
import { parseRemotesManifest, type RemoteDescriptor, type RemotesManifest } from '@ladrive/platform/remotes-manifest';
import semver from 'semver';
import {
  type Artifact,
  type ArtifactFile,
  cacheControlOf,
  contentTypeOf,
  type FederationManifest,
  isCompressible,
  MANIFEST_FILE,
  REVALIDATE,
  type SharedEntry,
  startupScripts,
} from './artifact.ts';
import { historyKey, REMOTES_JSON_KEY, type ReleaseOrigin, releasePrefix } from './origin.ts';

export const SHELL = 'shell';
export const SHELL_JSON_KEY = 'shell.json';

export interface ShellPointer {
  version: string;
}

export interface ReleaseRecord {
  version: string;
  releasedAt: string;
  commit?: string;
}

/** Why an environment's version of an app changed. */
export type SwitchKind = 'release' | 'rollback';

/** One change of the version in use: what was in use, what replaced it, who or what did it and why. */
export interface SwitchRecord {
  at: string;
  /** null: the app's first release in this environment. */
  from: string | null;
  to: string;
  kind: SwitchKind;
  by: string;
  reason?: string;
}

export interface History {
  app: string;
  /** Every version published, once each, in the order first released. */
  releases: ReleaseRecord[];
  /** Every switch, oldest first (histories written before switches were kept have none). */
  switches?: SwitchRecord[];
}

export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
}

export interface ReleaseOutcome {
  app: string;
  version: string;
  /** False when this exact build was already published (nothing uploaded). */
  uploaded: boolean;
  bytes: number;
  files: number;
  /** False when the environment already used this version. */
  switched: boolean;
  ms: number;
}

/** The environment's remotes.json (validated by the shell's own schema), or none before the first release. */
export async function readRemotesJson(origin: ReleaseOrigin): Promise<RemotesManifest> {
  const stored = await origin.getJson<unknown>(REMOTES_JSON_KEY);
  return stored === undefined ? { remotes: [] } : parseRemotesManifest(stored);
}

async function readHistory(origin: ReleaseOrigin, app: string): Promise<History> {
  return (await origin.getJson<History>(historyKey(app))) ?? { app, releases: [] };
}

/** The version an environment uses now for `app`, or undefined before its first release. */
export async function versionInUse(
  origin: ReleaseOrigin,
  app: string,
  federationName?: string,
): Promise<string | undefined> {
  if (app === SHELL) return (await origin.getJson<ShellPointer>(SHELL_JSON_KEY))?.version;
  const remotes = await readRemotesJson(origin);
  return remotes.remotes.find((remote) => remote.name === federationName)?.version;
}

/** Files below this size are sent as they are: compressing them saves less than the headers cost. */
const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * Each text file with its brotli (`.br`) and gzip (`.gz`) siblings, made once at release at the highest
 * levels, so the CDN sends the smallest form a browser accepts without compressing on every request.
 * Compressed off the event loop (zlib's thread pool): seconds of brotli 11 on the main thread would leave the
 * object store's idle keep-alive connection to be reused after the store had closed it ("socket hang up").
 */
async function withCompressedSiblings(file: ArtifactFile): Promise<ArtifactFile[]> {
  if (!isCompressible(file.path) || file.data.length < COMPRESS_MIN_BYTES) return [file];
  const [br, gz] = await Promise.all([
    brotli(file.data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(file.data, { level: 9 }),
  ]);
  return [{ path: `${file.path}.br`, data: br }, { path: `${file.path}.gz`, data: gz }, file];
}

/** What a stored file is: a sibling keeps its original's type and cache rule. */
const originalPath = (path: string) => path.replace(/\.(br|gz)$/, '');

async function upload(origin: ReleaseOrigin, artifact: Artifact): Promise<{ uploaded: boolean; bytes: number }> {
  const prefix = releasePrefix(artifact.app, artifact.version);
  // The manifest is written last, so a version without it is an unfinished upload (and its content hash
  // makes the retry write the very same bytes).
  if (await origin.exists(`${prefix}${MANIFEST_FILE}`)) return { uploaded: false, bytes: 0 };
  const ordered = [
    ...artifact.files.filter((file) => file.path !== MANIFEST_FILE),
    ...artifact.files.filter((file) => file.path === MANIFEST_FILE),
  ];
  let bytes = 0;
  for (const original of ordered) {
    for (const file of await withCompressedSiblings(original)) {
      await origin.put(`${prefix}${file.path}`, file.data, {
        'Content-Type': contentTypeOf(originalPath(file.path)),
        'Cache-Control': cacheControlOf(originalPath(file.path)),
      });
      bytes += file.data.length;
    }
  }
  return { uploaded: true, bytes };
}

/** Fetches the released manifest from where browsers will (the CDN), not from the bucket. */
async function fetchPublishedManifest(
  origin: ReleaseOrigin,
  app: string,
  version: string,
): Promise<FederationManifest> {
  const url = origin.publicUrl(`${releasePrefix(app, version)}${MANIFEST_FILE}`);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw new ReleaseRefused(`${url} cannot be reached (${(err as Error).message}); nothing was switched`);
  }
  if (!response.ok) throw new ReleaseRefused(`${url} answers ${response.status}; nothing was switched`);
  try {
    return (await response.json()) as FederationManifest;
  } catch {
    throw new ReleaseRefused(`${url} is not a JSON manifest; nothing was switched`);
  }
}

/** Every singleton the remote shares must be provided by the shell at a version its range accepts. */
export function unsatisfiedSingletons(remote: readonly SharedEntry[], shell: readonly SharedEntry[]): string[] {
  const provided = new Map(shell.map((entry) => [entry.name, entry.version]));
  return remote
    .filter((entry) => entry.singleton && entry.requiredVersion)
    .flatMap((entry) => {
      const version = provided.get(entry.name);
      if (!version) return [`${entry.name}: the shell does not provide it`];
      return semver.satisfies(version, entry.requiredVersion!)
        ? []
        : [`${entry.name}: needs ${entry.requiredVersion}, the shell provides ${version}`];
    });
}

/**
 * A released remote runs on the shell's federation runtime instead of its own (issue 12), so it must have
 * been built with the shell's Module Federation line (same major and minor): a description of the
 * difference, or undefined when they agree or a manifest does not say.
 */
export function federationRuntimeMismatch(remote: FederationManifest, shell: FederationManifest): string | undefined {
  const built = semver.coerce(remote.metaData?.pluginVersion);
  const provided = semver.coerce(shell.metaData?.pluginVersion);
  if (!built || !provided || (built.major === provided.major && built.minor === provided.minor)) return undefined;
  return `built with Module Federation ${built.version}, but the shell's runtime is ${provided.version}`;
}

/** Modules that `remotes.json` names for `name` (now, and in the new entry) but the manifest does not expose. */
export function missingModules(name: string, manifest: FederationManifest, entries: RemoteDescriptor[]): string[] {
  const exposed = new Set(manifest.exposes.map((expose) => expose.path));
  const needed = entries
    .filter((entry) => entry.name === name)
    .flatMap((entry) => [
      ...entry.routes.map((route) => ({ module: route.module, use: `route ${route.path}` })),
      ...entry.widgets.map((widget) => ({ module: widget.module, use: `slot ${widget.slot}` })),
    ]);
  const missing = needed.filter(({ module }) => !exposed.has(module));
  return [...new Map(missing.map((item) => [`${item.module} (${item.use})`, item])).keys()];
}

async function shellManifest(origin: ReleaseOrigin): Promise<FederationManifest | undefined> {
  const version = await versionInUse(origin, SHELL);
  return version ? origin.getJson<FederationManifest>(`${releasePrefix(SHELL, version)}${MANIFEST_FILE}`) : undefined;
}

async function verifyRemote(origin: ReleaseOrigin, artifact: Artifact, next: RemoteDescriptor) {
  const manifest = await fetchPublishedManifest(origin, artifact.app, artifact.version);
  const current = (await readRemotesJson(origin)).remotes;
  const missing = missingModules(next.name, manifest, [...current, next]);
  if (missing.length) {
    throw new ReleaseRefused(
      `${artifact.app} ${artifact.version} does not expose what remotes.json needs: ${missing.join(', ')}`,
    );
  }
  const shell = await shellManifest(origin);
  if (!shell) throw new ReleaseRefused(`no shell is released in this environment yet: release the shell first`);
  const unsatisfied = unsatisfiedSingletons(manifest.shared, shell.shared);
  if (unsatisfied.length) {
    throw new ReleaseRefused(
      `${artifact.app} ${artifact.version} needs shared libraries the shell does not satisfy: ${unsatisfied.join('; ')}`,
    );
  }
  const mismatch = federationRuntimeMismatch(manifest, shell);
  if (mismatch) throw new ReleaseRefused(`${artifact.app} ${artifact.version} is ${mismatch}`);
}

async function verifyShell(origin: ReleaseOrigin, artifact: Artifact, alongside: ReadonlySet<string>) {
  const manifest = await fetchPublishedManifest(origin, SHELL, artifact.version);
  const remotes = (await readRemotesJson(origin)).remotes.filter((remote) => !alongside.has(remote.name));
  const problems: string[] = [];
  for (const remote of remotes) {
    const remoteManifest = await fetch(remote.entry)
      .then((response) => (response.ok ? (response.json() as Promise<FederationManifest>) : undefined))
      .catch(() => undefined);
    if (!remoteManifest) continue; // a dead remote is its own team's problem; the shell isolates it
    for (const problem of unsatisfiedSingletons(remoteManifest.shared, manifest.shared))
      problems.push(`${remote.name} ${problem}`);
    const mismatch = federationRuntimeMismatch(remoteManifest, manifest);
    if (mismatch) problems.push(`${remote.name} is ${mismatch}`);
  }
  if (problems.length)
    throw new ReleaseRefused(`the new shell would not satisfy the remotes in use: ${problems.join('; ')}`);
}

/** The environment's own JSON (pointers, histories) changes in place: always revalidated. */
const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': REVALIDATE };

/**
 * The switches of a history; one written before switches were kept gets one release per version, in order
 * (what rollbacks read then).
 */
export function switchesOf(history: History): SwitchRecord[] {
  return (
    history.switches ??
    history.releases.map((record, index) => ({
      at: record.releasedAt,
      from: history.releases[index - 1]?.version ?? null,
      to: record.version,
      kind: 'release' as const,
      by: 'unknown',
    }))
  );
}

/**
 * The version a rollback returns to: the one in use before the current one came in, the rolled-back ones left
 * out. Replays the switches as a stack: a release puts its version on top, a rollback takes the top off. (Not
 * the release listed before the current one: after release v2, rollback, release v3, that would be v2, the very
 * version rolled back.)
 */
export function rollbackTarget(switches: readonly SwitchRecord[]): string | undefined {
  const stack: string[] = [];
  for (const change of switches) {
    if (change.kind === 'rollback') stack.pop();
    else stack.push(change.to);
  }
  return stack.at(-2);
}

/** Records a switch (and the version, the first time it is released) in the app's history. */
async function recordSwitch(
  origin: ReleaseOrigin,
  app: string,
  change: Omit<SwitchRecord, 'at'>,
  commit: string | undefined,
) {
  const history = await readHistory(origin, app);
  const at = new Date().toISOString();
  const switches = switchesOf(history);
  if (!history.releases.some((release) => release.version === change.to)) {
    history.releases.push({ version: change.to, releasedAt: at, ...(commit ? { commit } : {}) });
  }
  history.switches = [...switches, { at, ...change }];
  await origin.put(historyKey(app), JSON.stringify(history, null, 2), JSON_HEADERS);
}

/** Points the environment at `version` of `app` (one object written: the switch is atomic). */
async function switchTo(origin: ReleaseOrigin, app: string, version: string, next?: RemoteDescriptor) {
  if (app === SHELL) {
    await origin.put(SHELL_JSON_KEY, JSON.stringify({ version } satisfies ShellPointer), JSON_HEADERS);
    return;
  }
  const remotes = await readRemotesJson(origin);
  const others = remotes.remotes.filter((remote) => remote.name !== next!.name);
  const updated: RemotesManifest = { remotes: [...others, next!].sort((a, b) => a.name.localeCompare(b.name)) };
  await origin.put(REMOTES_JSON_KEY, JSON.stringify(updated, null, 2), JSON_HEADERS);
}

function entryFor(origin: ReleaseOrigin, artifact: Artifact): RemoteDescriptor {
  if (!artifact.description) throw new ReleaseRefused(`${artifact.app}'s build has no remote.json: is it a remote?`);
  const entry = origin.publicUrl(`${releasePrefix(artifact.app, artifact.version)}${MANIFEST_FILE}`);
  return {
    ...remoteDescriptor(artifact.description, entry, artifact.version),
    scripts: startupScripts(artifact.manifest),
  };
}

export interface ReleaseOptions {
  commit?: string;
  /** Who or what switches (a person's name, a job's); recorded in the history. */
  by?: string;
  /** Why, in the history (optional for a release). */
  reason?: string;
  /**
   * Remotes (federation names) whose new builds are released right after this shell, as one set: the shell
   * is not checked against their builds in use, each new build is checked against the new shell instead.
   */
  alongside?: readonly string[];
}

export async function release(origin: ReleaseOrigin, artifact: Artifact, options: ReleaseOptions = {}) {
  return publishAndSwitch(origin, artifact, 'release', options);
}

async function publishAndSwitch(
  origin: ReleaseOrigin,
  artifact: Artifact,
  kind: SwitchKind,
  { commit, alongside = [], by = 'unknown', reason }: ReleaseOptions,
): Promise<ReleaseOutcome> {
  const started = performance.now();
  await origin.ensureBucket();
  const next = artifact.app === SHELL ? undefined : entryFor(origin, artifact);
  const inUse = await versionInUse(origin, artifact.app, next?.name);
  const { uploaded, bytes } = await upload(origin, artifact);
  const switched = inUse !== artifact.version;
  if (switched) {
    if (next) await verifyRemote(origin, artifact, next);
    else await verifyShell(origin, artifact, new Set(alongside));
    const change = { from: inUse ?? null, to: artifact.version, kind, by, ...(reason ? { reason } : {}) };
    await recordSwitch(origin, artifact.app, change, commit);
    await switchTo(origin, artifact.app, artifact.version, next);
  }
  return {
    app: artifact.app,
    version: artifact.version,
    uploaded,
    bytes,
    files: switched && uploaded ? artifact.files.length : 0,
    switched,
    ms: performance.now() - started,
  };
}

/** The published artifact of `version` as the origin holds it (for rollbacks). */
async function publishedArtifact(origin: ReleaseOrigin, app: string, version: string): Promise<Artifact> {
  const prefix = releasePrefix(app, version);
  const manifest = await origin.getJson<FederationManifest>(`${prefix}${MANIFEST_FILE}`);
  if (!manifest) throw new ReleaseRefused(`${app} ${version} is not published in this environment`);
  const description = await origin.getJson<Artifact['description']>(`${prefix}${REMOTE_DESCRIPTION_FILE}`);
  return { app, version, files: [], manifest, description };
}

export interface ReleaseListing {
  app: string;
  inUse: string | undefined;
  releases: ReleaseRecord[];
  switches: SwitchRecord[];
}

export async function listReleases(
  origin: ReleaseOrigin,
  app: string,
  federationName?: string,
): Promise<ReleaseListing> {
  const [history, inUse] = await Promise.all([readHistory(origin, app), versionInUse(origin, app, federationName)]);
  return { app, inUse, releases: history.releases, switches: switchesOf(history) };
}

export interface RollbackOptions {
  federationName?: string;
  by?: string;
  reason?: string;
}

/** Switches `app` back to the version in use before the current one came in (see rollbackTarget), verified. */
export async function rollback(
  origin: ReleaseOrigin,
  app: string,
  { federationName, by, reason }: RollbackOptions = {},
): Promise<ReleaseOutcome> {
  const started = performance.now();
  const { inUse, switches } = await listReleases(origin, app, federationName);
  const previous = rollbackTarget(switches);
  if (!previous) throw new ReleaseRefused(`${app} has no release before ${inUse ?? 'the current one'} to roll back to`);
  // Released before, so published: switching to it again verifies and switches, nothing more.
  const artifact = await publishedArtifact(origin, app, previous);
  const outcome = await publishAndSwitch(origin, artifact, 'rollback', { by, reason });
  return { ...outcome, ms: performance.now() - started };
}
