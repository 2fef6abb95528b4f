import * as v from 'valibot';

/** A page a remote serves: the shell mounts `module` of the remote at `path`. */
export const RemoteRouteSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  module: v.pipe(v.string(), v.startsWith('./')),
  /** Signed-out visitors see the shell's sign-in fallback instead of the page. */
  requiresAuth: v.optional(v.boolean(), false),
});

/** A piece of UI a remote lends to a named slot of another app (e.g. the home page's featured cars). */
export const RemoteWidgetSchema = v.object({
  slot: v.string(),
  module: v.pipe(v.string(), v.startsWith('./')),
});

export const RemoteSchema = v.object({
  /** Module Federation name of the remote (a JS identifier, e.g. `mfe_static`). */
  name: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  /** URL of the remote's mf-manifest.json. */
  entry: v.pipe(v.string(), v.url()),
  version: v.string(),
  routes: v.optional(v.array(RemoteRouteSchema), []),
  widgets: v.optional(v.array(RemoteWidgetSchema), []),
});

/** `/remotes.json`: which remote serves which route, per environment. Editing it deploys or rolls back a remote. */
export const RemotesManifestSchema = v.object({ remotes: v.array(RemoteSchema) });

export type RemoteRoute = v.InferOutput<typeof RemoteRouteSchema>;
export type RemoteWidget = v.InferOutput<typeof RemoteWidgetSchema>;
export type RemoteDescriptor = v.InferOutput<typeof RemoteSchema>;
export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;

export function parseRemotesManifest(data: unknown): RemotesManifest {
  return v.parse(RemotesManifestSchema, data);
}
