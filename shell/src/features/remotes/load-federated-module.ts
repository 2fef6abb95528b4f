import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** What every exposed page or widget module provides. */
export interface RemoteComponentModule {
  default: ComponentType;
}

export type RemoteModuleLoader = (id: string) => Promise<RemoteComponentModule>;

/**
 * Loads an exposed module through the Module Federation runtime (remotes registered from remotes.json).
 *
 * A failure is tried once more at once: the page's <head> preloads the route's remote scripts, and when the
 * remote was down, Chromium answers the next request for a failed preload with that same failure, without
 * the network, so the first load after the remote is back (a quick Retry) would fail for nothing.
 */
export const loadFederatedModule: RemoteModuleLoader = async (id) => {
  const module = await loadRemote<RemoteComponentModule>(id).catch(() => loadRemote<RemoteComponentModule>(id));
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module;
};
