/**
 * Build presets for the shell and the remotes, so every app gets the same federation,
 * styling and caching rules (see ARCHITECTURE.md "Composition contract").
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOG_FILE } from '@ladrive/i18n/build';
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
import { mfShared, sharedOnDemandByShell } from '../src/mf/shared.ts';

/** A file of the federation runtime's CommonJS build (`dist/….cjs`). */
const FEDERATION_RUNTIME_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** A file of react-router's development build (`dist/development/…`). */
const REACT_ROUTER_DEVELOPMENT = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/;

/** The ES module twin the runtime's packages publish next to each CommonJS file. */
export function esModuleTwin(file: string): string | undefined {
  if (!FEDERATION_RUNTIME_CJS.test(file)) return undefined;
  return [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find(existsSync);
}

/**
 * The production build react-router publishes next to its development build: the same code with its
 * development warnings switched off. Its package.json hands every bundler the development build, in production
 * too (remix-run/react-router#12532, #14102), which keeps those warnings and their messages in the site's code.
 */
export function productionTwin(file: string): string | undefined {
  if (!REACT_ROUTER_DEVELOPMENT.test(file)) return undefined;
  const twin = file.replace(REACT_ROUTER_DEVELOPMENT, '$1production$2');
  return existsSync(twin) ? twin : undefined;
}

/**
 * Bundles a package's better build where it publishes two. The federation runtime is bundled from its ES modules:
 * Rspack finds it with Node's `require.resolve`, which picks each package's CommonJS build, and CommonJS is neither
 * tree-shaken nor scope-hoisted (the ES build makes the shell's entry 4 kB brotli smaller). A production build
 * takes react-router's production build (0.5 kB brotli smaller). Issue 12.
 */
const bundleBetterBuilds = (isProd: boolean): Rspack.RspackPluginInstance =>
  new rspack.NormalModuleReplacementPlugin(/[\\/]node_modules[\\/]/, (data) => {
    const resource = data.createData?.resource;
    const twin = resource && (esModuleTwin(resource) ?? (isProd ? productionTwin(resource) : undefined));
    if (twin && data.createData) data.createData.resource = twin;
  });

const CATALOG_LOADER = fileURLToPath(import.meta.resolve('@ladrive/i18n/catalog-loader'));

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
    rspack: (config, { isProd, appendPlugins, addRules }) => {
      appendPlugins(bundleBetterBuilds(isProd));
      // each package's catalogs are compiled here, so the browser never parses a message (@ladrive/i18n)
      addRules({ test: CATALOG_FILE, use: [{ loader: CATALOG_LOADER }] });
      // Rspack's dev build loses a shared library's fallback module (react-dom/client) when a package is flagged
      // side-effect free, as shared-ui's packages are; the flag only saves bytes, which matter in production builds only.
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
 * Marks the entry's script for V8 to compile every function of it while it downloads, on a background thread (Chrome
 * 136+'s explicit compile hint: a first-line comment). Nearly all of the shell's entry runs as the page starts, and
 * compiled lazily each function was compiled on the main thread when first called, inside the start-up tasks
 * (bench:long-tasks at 4 x CPU, 6 interleaved runs: blocking time on /dashboard 153 -> 110 ms, /host-dashboard
 * 237 -> 84 ms; /search unchanged). The remotes' files are not marked: the same A/B moved nothing measurable. Other
 * browsers read a comment. Added after minification, which drops comments, and before the file's hash is taken.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileEntryEagerly: RsbuildPlugin = {
  name: 'ladrive:compile-entry-eagerly',
  setup(api) {
    api.processAssets({ stage: 'optimize-inline' }, ({ compilation, sources }) => {
      for (const chunk of compilation.chunks) {
        if (!chunk.canBeInitial()) continue;
        for (const file of chunk.files) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (old) => new sources.ConcatSource(COMPILE_HINT, old));
        }
      }
    });
  },
};

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
 * The shell's copies of the shared libraries are eager: bundled into its entry and offered to the remotes from
 * there, so its start-up needs no async boundary, and all `/` runs is one script (its entry is never split: see
 * `splitChunks` below), named in the page. One file compresses better than the five startup chunks it replaced
 * (brotli reuses what it has seen across the whole file: 5 kB less on `/`) and costs one request, not five (issue 12).
 * The exceptions load on demand (`sharedOnDemandByShell`, where the why is): only code the shell itself loads on
 * demand may import them. Remotes never share eagerly: they take the shell's copies, or load their own on demand.
 */
const eager = (shared: typeof mfShared) =>
  Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [
      name,
      { ...config, eager: !sharedOnDemandByShell.has(name as keyof typeof mfShared) },
    ]),
  );

/**
 * The shell's frame renderer (shell/src/frame) as a Node module: the apps' loaders (compiled catalogs), one file,
 * no federation. It runs once per build to write the frame the site origin sends before the shell's script runs.
 */
export function defineFrameConfig({ entry, distPath }: { entry: string; distPath: string }) {
  return defineConfig({
    ...common('shell'),
    mode: 'production',
    source: { entry: { 'render-frame': entry } },
    output: { target: 'node', module: true, minify: false, distPath: { root: distPath } },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    plugins: [pluginReact()],
  });
}

export function defineShellConfig({ port, apiTarget, html }: ShellOptions) {
  return defineConfig({
    ...common('shell'),
    html: { ...common('shell').html, ...html },
    source: { entry: { index: './src/main.ts' } },
    // The entry stays whole (above); what loads on demand is split as usual, so a module two on-demand chunks
    // need is downloaded once: react-hook-form, which the shell's form-state and resolver copies both import.
    splitChunks: {
      preset: 'none',
      chunks: 'async',
      cacheGroups: {
        // The on-demand form shares (`sharedOnDemandByShell`) always load together: one file compresses better and
        // costs one request's headers, where three files of 12.5, 1.5 and 0.2 kB did.
        forms: { test: /[\\/](react-hook-form|@hookform[\\/]resolvers|form-state)[\\/]/, name: 'forms', enforce: true },
      },
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
      compileEntryEagerly,
      pluginModuleFederation({
        name: 'shell',
        shared: eager(mfShared),
        // Every remote's released build uses this runtime instead of shipping its own.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        // The default 'version-first' loads every remote at start-up: one dead remote would break the site.
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
  });
}
