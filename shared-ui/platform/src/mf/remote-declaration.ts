/**
 * A remote's one declaration of itself (`mfe-<x>/remote.ts`). The build preset (exposes, port), the standalone
 * dev entry, the local `remotes.json`, the dev orchestrator and the e2e suite all read it, so a remote's name,
 * port, pages and widgets are written once. Plain data: it runs in Node (configs, infra) and in the browser.
 */
import type { Language } from '@ladrive/design-system/language';
import type { RemoteDescriptor, RemoteRoute, RemoteWidget } from './remotes-manifest.ts';

/** Exposed files live in `src/pages/`, so the standalone entry can load any of them by name. */
type PageFile = `./src/pages/${string}.tsx`;
type ModuleName = `./${string}`;

export interface RemotePageDeclaration {
  /** The exposed module name that `remotes.json` routes to, e.g. `./SearchPage`. */
  module: ModuleName;
  file: PageFile;
  /** Every path the shell mounts this page at (react-router patterns). */
  paths: readonly string[];
  /** Signed-out visitors see the shell's sign-in fallback instead of the page. */
  requiresAuth?: boolean;
  /** The language the page is written in; English when left out. */
  lang?: Language;
  /**
   * The API reads the page makes as it opens, as templates for contracts' `routeDataUrl` (e.g. `/api/cars/:id`):
   * the site origin's page starts them in parallel with the code. Only reads whose URL the page requests exactly.
   */
  data?: readonly string[];
  /**
   * The page's largest image (what it paints last of its first screen): its `<img>`'s srcset as a template
   * with the route's parameters (`/api/cars/:id/cover?w=320 320w, …`) and its sizes. The site origin's page
   * preloads it, so it downloads with the code instead of after it. Only an image whose URL the route gives.
   */
  image?: { srcset: string; sizes: string };
}

export interface RemoteWidgetDeclaration {
  module: ModuleName;
  file: PageFile;
  /** The named place in another app that shows this widget, e.g. `home.featuredCars`. */
  slot: string;
}

export interface RemoteDeclaration {
  /** Module Federation name, a JS identifier such as `mfe_static`. */
  name: string;
  /** Port on the default local block (site 3000); `pnpm dev`, `pnpm start` and e2e shift it with the site port. */
  port: number;
  pages: readonly RemotePageDeclaration[];
  widgets?: readonly RemoteWidgetDeclaration[];
}

/** The site port the declared ports are relative to. */
export const DEFAULT_SITE_PORT = 3000;

export function defineRemote<const T extends RemoteDeclaration>(declaration: T): T {
  return declaration;
}

/** Module Federation `exposes`: one entry per page or widget module. */
export function exposesOf(remote: RemoteDeclaration): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const { module, file } of [...remote.pages, ...(remote.widgets ?? [])]) exposes[module] = file;
  return exposes;
}

/** The remote's port when the site listens on `sitePort` (the whole block moves together). */
export function remotePort(remote: RemoteDeclaration, sitePort: number): number {
  return sitePort + (remote.port - DEFAULT_SITE_PORT);
}

/** Page name of an exposed file (`./src/pages/SearchPage.tsx` → `SearchPage`). */
export function pageName(file: PageFile): string {
  return file.slice('./src/pages/'.length, -'.tsx'.length);
}

export function routesOf(remote: RemoteDeclaration): RemoteRoute[] {
  return remote.pages.flatMap(({ module, paths, requiresAuth = false, lang = 'en', data, image }) =>
    paths.map((path) => ({
      path,
      module,
      requiresAuth,
      lang,
      ...(data ? { data: [...data] } : {}),
      ...(image ? { image: { ...image } } : {}),
    })),
  );
}

export function widgetsOf(remote: RemoteDeclaration): RemoteWidget[] {
  return (remote.widgets ?? []).map(({ slot, module }) => ({ slot, module }));
}

/** The file a remote's build writes next to its `mf-manifest.json` (see `remoteDescription`). */
export const REMOTE_DESCRIPTION_FILE = 'remote.json';

/** What a build says about its place in the site: its name, pages and widgets, as `remotes.json` needs them. */
export interface RemoteDescription {
  name: string;
  routes: RemoteRoute[];
  widgets: RemoteWidget[];
}

export function remoteDescription(remote: RemoteDeclaration): RemoteDescription {
  return { name: remote.name, routes: routesOf(remote), widgets: widgetsOf(remote) };
}

/** The remote's entry in an environment's `remotes.json`. */
export function remoteDescriptor(
  { name, routes, widgets }: RemoteDescription,
  entry: string,
  version: string,
  scripts?: RemoteDescriptor['scripts'],
): RemoteDescriptor {
  return { name, entry, version, routes, widgets, ...(scripts ? { scripts } : {}) };
}
