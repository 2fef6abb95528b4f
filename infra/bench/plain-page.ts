/**
 * Builds the plain reference page (plain/src) with Rsbuild as one bundle (no chunk splitting, styles in the
 * script) and describes it as a release artifact, so the bench releases and serves it with the very code
 * that serves the site (release/, static-servers.ts): same server, same headers, same compression.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Artifact, type FederationManifest, MANIFEST_FILE, readArtifact, SHELL } from '@ladrive/releases';
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const root = fileURLToPath(new URL('./plain/', import.meta.url));

export async function buildPlainPage(): Promise<Artifact> {
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      source: { entry: { index: './src/index.tsx' } },
      html: { title: 'LA Drive (plain reference page)', meta: { lang: 'en' } },
      output: { injectStyles: true, cleanDistPath: true },
      splitChunks: false,
      plugins: [pluginReact()],
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  const dist = join(root, 'dist');
  // A release names what it federates; the plain page federates nothing (the browser never reads this).
  const nothingFederated: FederationManifest = { name: 'plain', exposes: [], shared: [] };
  await writeFile(join(dist, MANIFEST_FILE), JSON.stringify(nothingFederated));
  // Released in the place of a shell: the site origin then serves it exactly as it serves the shell.
  return readArtifact(SHELL, dist, '0.0.0');
}
