/**
 * Releasing one app to an environment: upload the artifact under `<app>/<version>/` (never overwriting a
 * published version; the manifest last), verify it from its public URL, then switch the environment to it
 * with one atomic write (`remotes.json` for a remote, `shell.json` for the shell) and record it in the app's
 * history (`releases/<app>.json`). A refused release changes nothing the site reads.
 *
 * A remote can go out as a canary instead: published and verified the same way, then written beside the stable
 * version in remotes.json (`canary`, with the percent of visitors who get it) until it is promoted or ended.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import type { RELEASE_SWITCH_KINDS } from '@ladrive/contracts';
import { REMOTE_DESCRIPTION_FILE, remoteDescriptor } from '@ladrive/platform/remote';
import {
  type Canary,
  parseRemotesManifest,
  type RemoteDescriptor,
  type RemotesManifest,
} from '@ladrive/platform/remotes-manifest';
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
import { HISTORY_PREFIX, historyKey, REMOTES_JSON_KEY, type ReleaseOrigin, releasePrefix } from './origin.ts';

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

/**
 * Why an environment's version of an app changed (contracts' RELEASE_SWITCH_KINDS, which the API's admin view
 * answers with): `canary` starts sending some visitors to a new version (`to`), `promote` sends everyone to it,
 * `end-canary` sends its visitors back to the stable version (`from` the canary, `to` the stable one).
 */
export type SwitchKind = (typeof RELEASE_SWITCH_KINDS)[number];

/** One change of the version in use: what was in use, what replaced it, who or what did it and why. */
export interface SwitchRecord {
  at: string;
  /** null: the app's first release in this environment. */
  from: string | null;
  to: string;
  kind: SwitchKind;
  by: string;
  reason?: string;
  /** `canary` only: the percent of visitors sent to it. */
  percent?: number;
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
  /** The switch made, when one was. */
  kind?: SwitchKind;
  /** A canary: the percent of visitors who get it. */
  percent?: number;
}

/** The environment's remotes.json (validated by the shell's own schema), or none before the first release. */
export async function readRemotesJson(origin: ReleaseOrigin): Promise<RemotesManifest> {
  const stored = await origin.getJson<unknown>(REMOTES_JSON_KEY);
  return stored === undefined ? { remotes: [] } : parseRemotesManifest(stored);
}

async function readHistory(origin: ReleaseOrigin, app: string): Promise<History> {
  return (await origin.getJson<History>(historyKey(app))) ?? { app, releases: [] };
}

/** The canary of the remote named `federationName`, if one is running. */
export async function canaryOf(origin: ReleaseOrigin, federationName: string | undefined): Promise<Canary | undefined> {
  const remotes = await readRemotesJson(origin);
  return remotes.remotes.find((remote) => remote.name === federationName)?.canary;
}

/** The version an environment uses now for `app` (a canary's stable one), or undefined before its first release. */
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
  // a running canary is in use too: the new shell must satisfy it as much as the stable version
  const remotes = (await readRemotesJson(origin)).remotes
    .filter((remote) => !alongside.has(remote.name))
    .flatMap((remote) => [remote, ...(remote.canary ? [{ name: remote.name, entry: remote.canary.entry }] : [])]);
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
 * out. Replays the switches as a stack: a release (or a promoted canary) puts its version on top, a rollback takes
 * the top off; a canary that starts or ends changes no one's stable version. (Not the release listed before the
 * current one: after release v2, rollback, release v3, that would be v2, the very version rolled back.)
 */
export function rollbackTarget(switches: readonly SwitchRecord[]): string | undefined {
  const stack: string[] = [];
  for (const change of switches) {
    if (change.kind === 'rollback') stack.pop();
    else if (change.kind === 'release' || change.kind === 'promote') stack.push(change.to);
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
  await putRemote(origin, next!);
}

/** Writes `next` as its remote's entry of remotes.json, the others as they are (one object: atomic). */
async function putRemote(origin: ReleaseOrigin, next: RemoteDescriptor) {
  const remotes = await readRemotesJson(origin);
  const others = remotes.remotes.filter((remote) => remote.name !== next.name);
  const updated: RemotesManifest = { remotes: [...others, next].sort((a, b) => a.name.localeCompare(b.name)) };
  await origin.put(REMOTES_JSON_KEY, JSON.stringify(updated, null, 2), JSON_HEADERS);
}

/** A remote's canary as remotes.json holds it: the new version's descriptor, without its name. */
function canaryEntry(
  { name: _, canary: __, ...release }: RemoteDescriptor,
  percent: number,
  since: string,
  autoPromote: Canary['autoPromote'],
): Canary {
  return { ...release, percent, since, ...(autoPromote ? { autoPromote } : {}) };
}

/** The descriptor of a canary's version, as if it had been released to everyone. */
function promoted(name: string, { percent: _, since: __, autoPromote: ___, ...release }: Canary): RemoteDescriptor {
  return { name, ...release };
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
  /** A remote only: send this percent of visitors (1–99) to the new version, the rest stay on the stable one. */
  canary?: number;
  /** With `canary`: the API's canary check promotes it once healthy for this long (remotes.json's `autoPromote`). */
  autoPromote?: { windowSeconds: number };
}

export async function release(origin: ReleaseOrigin, artifact: Artifact, options: ReleaseOptions = {}) {
  if (options.autoPromote && options.canary === undefined) {
    throw new ReleaseRefused('only a canary can be promoted automatically: add --canary <percent>');
  }
  if (options.canary !== undefined) return releaseCanary(origin, artifact, options.canary, options);
  return publishAndSwitch(origin, artifact, 'release', options);
}

/** Percents a canary can take: 100 would be a release to everyone, which `pnpm release` is. */
const isCanaryPercent = (percent: number) => Number.isInteger(percent) && percent >= 1 && percent <= 99;

/**
 * Publishes and verifies `artifact` as a release does, then sends `percent` of visitors to it: remotes.json keeps
 * the stable version and gains the canary beside it. Never the shell, and never over another running canary.
 */
async function releaseCanary(
  origin: ReleaseOrigin,
  artifact: Artifact,
  percent: number,
  { commit, by = 'unknown', reason, autoPromote }: ReleaseOptions,
): Promise<ReleaseOutcome> {
  const started = performance.now();
  if (artifact.app === SHELL) throw new ReleaseRefused('a canary never changes the shell: release the shell whole');
  if (!isCanaryPercent(percent)) throw new ReleaseRefused(`a canary goes to 1–99 % of visitors, not ${percent}`);
  await origin.ensureBucket();
  const next = entryFor(origin, artifact);
  const stable = (await readRemotesJson(origin)).remotes.find((remote) => remote.name === next.name);
  if (!stable) throw new ReleaseRefused(`${artifact.app} has no release in use yet: release it to everyone first`);
  if (stable.canary) {
    throw new ReleaseRefused(
      `${artifact.app} ${stable.canary.version} is already a canary: promote it or roll it back first`,
    );
  }
  if (stable.version === artifact.version) {
    throw new ReleaseRefused(`${artifact.app} ${artifact.version} is already in use by everyone`);
  }
  const { uploaded, bytes } = await upload(origin, artifact);
  await verifyRemote(origin, artifact, next);
  const since = new Date().toISOString();
  const change = { from: stable.version, to: artifact.version, kind: 'canary' as const, by, percent };
  await recordSwitch(origin, artifact.app, { ...change, ...(reason ? { reason } : {}) }, commit);
  await putRemote(origin, { ...stable, canary: canaryEntry(next, percent, since, autoPromote) });
  return {
    app: artifact.app,
    version: artifact.version,
    uploaded,
    bytes,
    files: uploaded ? artifact.files.length : 0,
    switched: true,
    ms: performance.now() - started,
    kind: 'canary',
    percent,
  };
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
  const switched = inUse !== artifact.version;
  const canary = next && (await canaryOf(origin, next.name));
  // a release to everyone would silently drop the canary's visitors' version: the canary is decided first
  if (switched && canary) {
    throw new ReleaseRefused(
      `${artifact.app} ${canary.version} is a canary: promote it or roll it back before releasing another version`,
    );
  }
  const { uploaded, bytes } = await upload(origin, artifact);
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
    ...(switched ? { kind } : {}),
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
  /** A remote's federation name (`mfe_static`), the name browser reports use; undefined for the shell. */
  federationName?: string;
  inUse: string | undefined;
  /** The canary running beside `inUse`, if any. */
  canary?: { version: string; percent: number; since: string };
  releases: ReleaseRecord[];
  switches: SwitchRecord[];
}

export async function listReleases(
  origin: ReleaseOrigin,
  app: string,
  federationName?: string,
): Promise<ReleaseListing> {
  const [history, remotes, shell] = await Promise.all([
    readHistory(origin, app),
    readRemotesJson(origin),
    app === SHELL ? origin.getJson<ShellPointer>(SHELL_JSON_KEY) : undefined,
  ]);
  const remote = remotes.remotes.find((entry) => entry.name === federationName);
  const inUse = app === SHELL ? shell?.version : remote?.version;
  const canary = remote?.canary && {
    version: remote.canary.version,
    percent: remote.canary.percent,
    since: remote.canary.since,
  };
  return {
    app,
    ...(federationName ? { federationName } : {}),
    inUse,
    ...(canary ? { canary } : {}),
    releases: history.releases,
    switches: switchesOf(history),
  };
}

/**
 * Every app released to the environment (each history under `releases/`), as `pnpm releases` lists one: what the
 * API's admin view shows. A remote's federation name is read from its published remote.json.
 */
export async function listEnvironment(origin: ReleaseOrigin): Promise<ReleaseListing[]> {
  const apps = (await origin.list(HISTORY_PREFIX))
    .filter((key) => key.endsWith('.json'))
    .map((key) => key.slice(HISTORY_PREFIX.length, -'.json'.length))
    .sort();
  return Promise.all(
    apps.map(async (app) => {
      const history = await readHistory(origin, app);
      const latest = history.releases.at(-1)?.version;
      const description =
        app === SHELL || !latest
          ? undefined
          : await origin.getJson<{ name?: string }>(`${releasePrefix(app, latest)}${REMOTE_DESCRIPTION_FILE}`);
      return listReleases(origin, app, description?.name);
    }),
  );
}

export interface RollbackOptions {
  federationName?: string;
  by?: string;
  reason?: string;
}

export interface CanaryDecision extends RollbackOptions {
  /** Acts only while the canary is this version (a job judged it: a newer canary is not the one it judged). */
  version?: string;
}

/** The remote named `federationName` with its running canary (the one `version` names), or a refusal. */
async function withCanary(origin: ReleaseOrigin, app: string, { federationName, version }: CanaryDecision) {
  const remote = (await readRemotesJson(origin)).remotes.find((entry) => entry.name === federationName);
  const canary = remote?.canary;
  if (!remote || !canary) throw new ReleaseRefused(`${app} has no canary running`);
  if (version && canary.version !== version) {
    throw new ReleaseRefused(`${app}'s canary is ${canary.version} now, not ${version}: nothing was switched`);
  }
  return { remote, canary };
}

/** Sends every visitor to the canary's version: it becomes the version in use (a `promote` switch). */
export async function promote(origin: ReleaseOrigin, app: string, decision: CanaryDecision): Promise<ReleaseOutcome> {
  const started = performance.now();
  const { remote, canary } = await withCanary(origin, app, decision);
  const next = promoted(remote.name, canary);
  // verified again: the shell may have been released since the canary started
  await verifyRemote(origin, await publishedArtifact(origin, app, canary.version), next);
  const { by = 'unknown', reason } = decision;
  const change = { from: remote.version, to: canary.version, kind: 'promote' as const, by };
  await recordSwitch(origin, app, { ...change, ...(reason ? { reason } : {}) }, undefined);
  await putRemote(origin, next);
  return canaryOutcome(app, canary.version, 'promote', started);
}

/** Sends the canary's visitors back to the stable version, which stays (an `end-canary` switch). */
export async function endCanary(origin: ReleaseOrigin, app: string, decision: CanaryDecision): Promise<ReleaseOutcome> {
  const started = performance.now();
  const { remote, canary } = await withCanary(origin, app, decision);
  const { by = 'unknown', reason } = decision;
  const change = { from: canary.version, to: remote.version, kind: 'end-canary' as const, by };
  await recordSwitch(origin, app, { ...change, ...(reason ? { reason } : {}) }, undefined);
  const { canary: _, ...stable } = remote;
  await putRemote(origin, stable);
  return canaryOutcome(app, remote.version, 'end-canary', started);
}

const canaryOutcome = (app: string, version: string, kind: SwitchKind, started: number): ReleaseOutcome => ({
  app,
  version,
  uploaded: false,
  bytes: 0,
  files: 0,
  switched: true,
  ms: performance.now() - started,
  kind,
});

/**
 * Switches `app` back to the version in use before the current one came in (see rollbackTarget), verified; during
 * a canary, ends the canary instead (the stable version stays).
 */
export async function rollback(
  origin: ReleaseOrigin,
  app: string,
  { federationName, by, reason }: RollbackOptions = {},
): Promise<ReleaseOutcome> {
  const started = performance.now();
  if (await canaryOf(origin, federationName)) return endCanary(origin, app, { federationName, by, reason });
  const { inUse, switches } = await listReleases(origin, app, federationName);
  const previous = rollbackTarget(switches);
  if (!previous) throw new ReleaseRefused(`${app} has no release before ${inUse ?? 'the current one'} to roll back to`);
  // Released before, so published: switching to it again verifies and switches, nothing more.
  const artifact = await publishedArtifact(origin, app, previous);
  const outcome = await publishAndSwitch(origin, artifact, 'rollback', { by, reason });
  return { ...outcome, ms: performance.now() - started };
}
