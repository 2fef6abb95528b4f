/**
 * Build presets for the shell and the remotes, so every app gets the same federation,
 * styling and caching rules (see ARCHITECTURE.md "Composition contract").
 */
import { existsSync } from 'node:fs';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  defaultAllowedOrigins,
  defineConfig,
  type RsbuildConfig,
  type RsbuildPlugin,
  type Rspack,
  rspack,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  exposesOf,
  REMOTE_DESCRIPTION_FILE,
  type RemoteDeclaration,
  remoteDescription,
} from '../src/mf/remote-declaration.ts';
import { mfShared } from '../src/mf/shared.ts';

/** A file of the federation runtime's CommonJS build (`dist/….cjs`). */
const FEDERATION_RUNTIME_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module twin the runtime's packages publish next to each CommonJS file. */
export function esModuleTwin(file: string): string | undefined {
  if (!FEDERATION_RUNTIME_CJS.test(file)) return undefined;
  return [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find(existsSync);
}

/**
 * Bundles the federation runtime from its ES modules. Rspack finds the runtime with Node's `require.resolve`,
 * which picks each package's CommonJS build, and CommonJS is neither tree-shaken nor scope-hoisted: the
 * ES build of the same code makes the shell's entry 4 kB (brotli) smaller (issue 12).
 */
const federationRuntimeAsEsModules = (): Rspack.RspackPluginInstance =>
  new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (data) => {
    const twin = data.createData?.resource && esModuleTwin(data.createData.resource);
    if (twin && data.createData) data.createData.resource = twin;
  });

const common = (namespace: string): RsbuildConfig => ({
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'LA Drive', template: undefined },
  output: {
    // Class names from two independently built apps must never collide. (styled-components needs no
    // namespace: it is a runtime singleton, so its generated ids come from one counter for all apps.)
    cssModules: { localIdentName: `${namespace}__[local]-[hash:base64:6]` },
  },
  performance: { removeConsole: false },
  tools: {
    rspack: (config, { isProd, appendPlugins }) => {
      appendPlugins(federationRuntimeAsEsModules());
      // Rspack's dev build loses a shared library's fallback module (react-dom/client) when a package is flagged
      // side-effect free, as shared-ui is; the flag only saves bytes, which matter in production builds only.
      if (!isProd) config.optimization = { ...config.optimization, sideEffects: false };
    },
  },
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

/**
 * The env mode (`--env-mode standalone`) of a remote's production build that runs alone (`pnpm preview`): with
 * its own federation runtime, since no shell provides one, and written to `dist-standalone/`, so `dist/` only
 * ever holds what a release takes.
 */
const STANDALONE_MODE = 'standalone';

/** A remote's build, entirely from its declaration (`remote.ts`): name, default port, exposed pages and widgets. */
export function defineRemoteConfig(remote: RemoteDeclaration) {
  const { name, port } = remote;
  return defineConfig(({ command, envMode }) => ({
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
      ...(envMode === STANDALONE_MODE && { distPath: { root: 'dist-standalone' } }),
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: exposesOf(remote),
        shared: mfShared,
        dts: false,
        // A released remote runs on the shell's federation runtime (one download for the whole site, not
        // one per app). Its dev server and standalone build keep their own, so the remote still runs alone.
        experiments: { externalRuntime: command === 'build' && envMode !== STANDALONE_MODE },
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

/**
 * A package's layer among the shell's startup chunks: 0 uses no shared library, 1 uses only layer 0's, 2
 * those of 0 and 1. A shared library is loaded by loading its chunk, and a chunk waits for the shared
 * libraries its modules use, so a chunk must never hold a library its own modules use: one chunk per layer.
 */
export function startupLayer(resource: string | undefined): number | undefined {
  const path = resource?.replaceAll('\\', '/');
  if (!path) return undefined;
  if (/\/shared-ui\/(routing|state|server-state|form-state)\//.test(path)) return 2;
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [scope = '', name = '', ...rest] = path.slice(at + '/node_modules/'.length).split('/');
  const pkg = scope.startsWith('@') ? `${scope}/${name}` : scope;
  const file = (scope.startsWith('@') ? rest : [name, ...rest]).join('/');
  switch (pkg) {
    case 'react':
      return file.includes('jsx') ? 1 : 0;
    case 'react-dom':
      return file.includes('client') ? 2 : 1;
    case '@tanstack/query-core':
    case 'ky':
    case 'scheduler':
    case 'stylis':
    case 'tslib':
    case '@emotion/is-prop-valid':
    case '@emotion/memoize':
    case '@emotion/unitless':
      return 0;
    case 'styled-components':
    case 'zustand':
    case 'react-hook-form':
      return 1;
    case '@tanstack/react-query':
    case 'react-router':
    case 'react-router-dom':
    case '@hookform/resolvers':
    case 'cookie':
    case 'set-cookie-parser':
      return 2;
    default:
      return undefined;
  }
}

/** The file a module was read from (the federation's own modules, standing for a shared library, have none). */
const resourceOf = (module: Rspack.Module) =>
  'resource' in module && typeof module.resource === 'string' ? module.resource : undefined;

const startupLayerGroup = (layer: number) => ({
  name: `shared-${layer}`,
  chunks: 'async' as const,
  enforce: true,
  priority: 20,
  test: (module: Rspack.Module) => startupLayer(resourceOf(module)) === layer,
});

/**
 * The shell's entry loads all its async chunks at once (shared libraries and the app): a few files instead
 * of one per library, because each request costs a round trip and the browser opens only six connections
 * to an origin (HTTP/1.1).
 */
const shellStartupChunks: RsbuildConfig['splitChunks'] = {
  chunks: 'async',
  cacheGroups: {
    default: false,
    defaultVendors: false,
    shared0: startupLayerGroup(0),
    shared1: startupLayerGroup(1),
    shared2: startupLayerGroup(2),
    // the rest of the code: the app, the design system, contracts and their libraries (not the federation's
    // own modules that stand for a shared library: those stay with the code that uses them)
    app: {
      name: 'app',
      chunks: 'async',
      enforce: true,
      priority: 10,
      test: (module: Rspack.Module) => resourceOf(module) !== undefined,
    },
  },
};

export function defineShellConfig({ port, apiTarget, html }: ShellOptions) {
  return defineConfig({
    ...common('shell'),
    html: { ...common('shell').html, ...html },
    splitChunks: shellStartupChunks,
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
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        // The default 'version-first' loads every remote at start-up: one dead remote would break the site.
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
  });
}
