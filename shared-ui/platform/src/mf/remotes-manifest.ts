import { LANGUAGES } from '@ladrive/design-system/language';
import * as v from 'valibot';

/** A page a remote serves: the shell mounts `module` of the remote at `path` (a route: contracts' page-routes.ts). */
export const RemoteRouteSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  module: v.pipe(v.string(), v.startsWith('./')),
  /** Signed-out visitors see the shell's sign-in fallback instead of the page. */
  requiresAuth: v.optional(v.boolean(), false),
  /** The language the page is written in: the shell marks `<html lang>` with it. */
  lang: v.optional(v.picklist(LANGUAGES), 'en'),
  /** The API reads the page starts with, as templates (see contracts' `routeDataUrl`): the site origin preloads them. */
  data: v.optional(v.array(v.pipe(v.string(), v.startsWith('/api/')))),
  /** The page's largest image, its srcset a template like `data` (contracts' `routeImageSrcSet`): the site origin preloads it. */
  image: v.optional(
    v.object({
      srcset: v.pipe(v.string(), v.startsWith('/api/')),
      sizes: v.string(),
    }),
  ),
});

/** A piece of UI a remote lends to a named slot of another app (e.g. the home page's featured cars). */
export const RemoteWidgetSchema = v.object({
  slot: v.string(),
  module: v.pipe(v.string(), v.startsWith('./')),
});

/** What a release of a remote says about itself in remotes.json (stable or canary alike): all but its name. */
const releasedEntries = {
  /** URL of the remote's mf-manifest.json. */
  entry: v.pipe(v.string(), v.url()),
  version: v.string(),
  routes: v.optional(v.array(RemoteRouteSchema), []),
  widgets: v.optional(v.array(RemoteWidgetSchema), []),
  /**
   * Per exposed module, the scripts it runs before anything else (the remote entry, then the module's own
   * chunks), relative to `entry`: written by a release from the build's manifest, so the site origin can
   * have the browser fetch them from the page itself, in parallel with the shell's (site-page.ts).
   */
  scripts: v.optional(v.record(v.string(), v.array(v.string()))),
};

/**
 * A canary of a remote: another released version that `percent` of visitors get instead of the stable one (by
 * their bucket, see ./canary.ts), since `since` (ISO time). Written by `pnpm release <app> --canary <percent>`,
 * replaced by the remote's own fields on promotion and removed when the canary ends.
 */
export const CanarySchema = v.object({
  ...releasedEntries,
  percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  since: v.string(),
  /**
   * `--auto-promote [--window <duration>]`: the API's canary check promotes the canary once it has run this long
   * (from `since`) with enough sessions and an error rate no worse than the stable version's (decision 0056).
   */
  autoPromote: v.optional(v.object({ windowSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
});

export const RemoteSchema = v.object({
  /** Module Federation name of the remote (a JS identifier, e.g. `mfe_static`). */
  name: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  ...releasedEntries,
  canary: v.optional(CanarySchema),
});

/** `/remotes.json`: which remote serves which route, per environment. Editing it deploys or rolls back a remote. */
export const RemotesManifestSchema = v.object({ remotes: v.array(RemoteSchema) });

export type RemoteRoute = v.InferOutput<typeof RemoteRouteSchema>;
export type RemoteWidget = v.InferOutput<typeof RemoteWidgetSchema>;
export type RemoteDescriptor = v.InferOutput<typeof RemoteSchema>;
export type Canary = v.InferOutput<typeof CanarySchema>;
export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;

/**
 * Id of the `<script type="application/json">` element in which the site origin inlines `remotes.json` into the
 * HTML, so the shell reads it without a round trip (it fetches `/remotes.json` when the element is absent).
 */
export const REMOTES_JSON_ELEMENT_ID = 'ladrive-remotes-json';

export function parseRemotesManifest(data: unknown): RemotesManifest {
  return v.parse(RemotesManifestSchema, data);
}

/**
 * The modules `remotes.json` routes or slots to that their remote does not expose, each as a sentence.
 * `exposedBy` maps a remote's name to the module names it exposes (from its declaration or its built
 * `mf-manifest.json`); a remote missing from it exposes nothing.
 */
export function unexposedModules(manifest: RemotesManifest, exposedBy: Record<string, readonly string[]>): string[] {
  return manifest.remotes.flatMap((remote) => {
    const exposed = new Set(exposedBy[remote.name] ?? []);
    return [
      ...remote.routes.map((route) => ({ use: `routes ${route.path} to`, module: route.module })),
      ...remote.widgets.map((widget) => ({ use: `fills slot ${widget.slot} with`, module: widget.module })),
    ]
      .filter(({ module }) => !exposed.has(module))
      .map(({ use, module }) => `${remote.name} ${use} ${module}, which ${remote.name} does not expose`);
  });
}
