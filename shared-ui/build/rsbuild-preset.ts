/**
 * Build presets for the shell and the remotes, so every app gets the same federation,
 * styling and caching rules (see ARCHITECTURE.md "Composition contract").
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defaultAllowedOrigins, defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  exposesOf,
  REMOTE_DESCRIPTION_FILE,
  type RemoteDeclaration,
  remoteDescription,
} from '../src/mf/remote-declaration.ts';
import { mfShared } from '../src/mf/shared.ts';

const common = (namespace: string): RsbuildConfig => ({
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'LA Drive', template: undefined },
  output: {
    // Class names from two independently built apps must never collide. (styled-components needs no
    // namespace: it is a runtime singleton, so its generated ids come from one counter for all apps.)
    cssModules: { localIdentName: `${namespace}__[local]-[hash:base64:6]` },
  },
  performance: { removeConsole: false },
});

/**
 * Writes `remote.json` (name, routes, widgets) next to the manifest, so a build describes itself: a release
 * of this artifact puts exactly these routes in the environment's remotes.json, wherever it was built.
 */
const describeRemote = (remote: RemoteDeclaration): RsbuildPlugin => ({
  name: 'ladrive:describe-remote',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset(REMOTE_DESCRIPTION_FILE, new sources.RawSource(JSON.stringify(remoteDescription(remote))));
    });
  },
});

/** A remote's build, entirely from its declaration (`remote.ts`): name, default port, exposed pages and widgets. */
export function defineRemoteConfig(remote: RemoteDeclaration) {
  const { name, port } = remote;
  return defineConfig(({ command }) => ({
    ...common(name),
    server: {
      // `pnpm dev` shifts ports through PORT; the configured port is the default.
      port: Number(process.env.PORT ?? port),
      strictPort: true,
      cors: { origin: [defaultAllowedOrigins] },
      // Run standalone (`pnpm --filter <remote> dev`), the remote talks to a local API like the shell does.
      proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:4000', changeOrigin: false } },
    },
    output: {
      ...common(name).output,
      // Chunks load from wherever the manifest is served, so a remote deploys to any path or CDN.
      assetPrefix: 'auto',
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: exposesOf(remote),
        shared: mfShared,
        dts: false,
        // A released remote runs on the shell's federation runtime (one download for the whole site, not
        // one per app). Its dev server keeps its own, so the remote still runs standalone there.
        experiments: { externalRuntime: command === 'build' },
      }),
      describeRemote(remote),
    ],
  }));
}

export interface ShellOptions {
  port: number;
  /** Where the dev server forwards `/api` (the API runs on its own port). */
  apiTarget: string;
  /** HTML page options (template, meta, tags) merged over the common ones. */
  html?: RsbuildConfig['html'];
}

/**
 * In `pnpm dev` the orchestrator (infra/src/dev.ts) hands the local `remotes.json` to the shell's
 * dev server through DEV_REMOTES_JSON; production serves the file from the site origin.
 */
const serveDevRemotesJson: NonNullable<NonNullable<RsbuildConfig['server']>['setup']> = (context) => {
  const remotesJson = process.env.DEV_REMOTES_JSON;
  if (context.action !== 'dev' || !remotesJson) return;
  context.server.middlewares.use((req, res, next) => {
    if (req.url?.split('?')[0] !== '/remotes.json') return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(remotesJson);
  });
};

export function defineShellConfig({ port, apiTarget, html }: ShellOptions) {
  return defineConfig({
    ...common('shell'),
    html: { ...common('shell').html, ...html },
    performance: {
      ...common('shell').performance,
      // The entry's first act is to load the shared libraries and the app, all async chunks: named in the
      // page, they download with the entry instead of one round trip after it (nearly all load on `/`).
      preload: { type: 'async-chunks' },
    },
    server: {
      port,
      strictPort: true,
      historyApiFallback: true,
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
      setup: serveDevRemotesJson,
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        shared: mfShared,
        // Every remote's released build uses this runtime instead of shipping its own.
        experiments: { provideExternalRuntime: true },
        // The default 'version-first' loads every remote at start-up: one dead remote would break the site.
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
  });
}
