/**
 * An unchanged remote keeps its version: two real builds of mfe-static, each into its own folder with the remote's
 * own Rsbuild configuration, read as release artifacts, carry the same version (a hash of the bytes browsers load).
 * Before mf-stats.json was left out of artifacts (decision 0049), its exposes came out in another order from one
 * build to the next, and every build was a new version.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArtifact } from '@ladrive/releases';
import { createRsbuild, loadConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { afterAll, describe, expect, it } from 'vitest';

const APP = 'mfe-static';
const appRoot = fileURLToPath(new URL(`../../../${APP}/`, import.meta.url));
const scratch = await mkdtemp(join(tmpdir(), 'ladrive-reproducible-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Builds the app as `pnpm --filter mfe-static build` does, into `dist`, and answers the version a release names. */
async function versionOfBuildInto(dist: string): Promise<string> {
  const { content } = await loadConfig({ cwd: appRoot, command: 'build', envMode: 'production' });
  const rsbuild = await createRsbuild({
    cwd: appRoot,
    rsbuildConfig: mergeRsbuildConfig(content as RsbuildConfig, {
      mode: 'production',
      logLevel: 'warn',
      output: { distPath: { root: dist }, cleanDistPath: true },
    }),
  });
  await rsbuild.build();
  return (await readArtifact(APP, dist, '0.0.0')).version;
}

describe('a remote built twice from the same source', () => {
  // two whole production builds: seconds with Rspack's cache, minutes on a busy machine without it
  it('carries one version', async () => {
    const first = await versionOfBuildInto(join(scratch, 'first'));
    const second = await versionOfBuildInto(join(scratch, 'second'));
    expect(second).toBe(first);
  }, 600_000);
});
