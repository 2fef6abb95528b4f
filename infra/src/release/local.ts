/**
 * Releasing from this repository: which apps exist, where their builds are, which environment a command
 * targets (the running `pnpm start` unless RELEASE_* variables name another), and the commit.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Artifact,
  localOrigin,
  originFromEnv,
  ReleaseOrigin,
  type ReleaseOutcome,
  readArtifact,
  release,
  SHELL,
} from '@ladrive/releases';
import { portsFrom, remoteApps, repoRoot } from '../topology.ts';

/** `shell` and every `mfe-*` folder with a declaration. */
export const releasableApps = (): string[] => [SHELL, ...remoteApps.map((app) => app.dir)];

/** The Module Federation name the environment's remotes.json knows an app by (none for the shell). */
export function federationNameOf(app: string): string | undefined {
  return remoteApps.find((remote) => remote.dir === app)?.declaration.name;
}

export function targetOrigin(env: NodeJS.ProcessEnv = process.env): ReleaseOrigin {
  const configured = originFromEnv(env);
  if (configured) return new ReleaseOrigin(configured);
  const ports = portsFrom(Number(env.SITE_PORT ?? 3000));
  return new ReleaseOrigin(localOrigin(ports.objectStore, ports.cdn));
}

export function currentCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** The built artifact of `app` (its `dist/`, or `distDir` for a build made elsewhere, e.g. by CI). */
export function builtArtifact(app: string, distDir = join(repoRoot, app, 'dist')): Promise<Artifact> {
  const { version } = JSON.parse(readFileSync(join(repoRoot, app, 'package.json'), 'utf8')) as { version: string };
  return readArtifact(app, distDir, version);
}

/**
 * Releases every app's working-tree build as one set, shell first: the shell is checked against the new
 * remote builds (each verified against it as it follows), not against the builds in use, which a change to
 * what the shell shares may leave behind. `pnpm start` and the benchmark release this way, each naming itself as
 * who switched in the history (the admin's releases view shows it).
 */
export async function releaseWorkingTree(origin: ReleaseOrigin, by: string): Promise<ReleaseOutcome[]> {
  const commit = currentCommit();
  const alongside = remoteApps.map((app) => app.declaration.name);
  const outcomes: ReleaseOutcome[] = [];
  for (const app of releasableApps())
    outcomes.push(await release(origin, await builtArtifact(app), { commit, alongside, by }));
  return outcomes;
}
