import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { reportRemoteFailure } from '../rum';
import { remoteNameOf } from './remote-module-id';

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
  try {
    const module = await loadRemote<RemoteComponentModule>(id).catch(() => loadRemote<RemoteComponentModule>(id));
    if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
    return module;
  } catch (error) {
    // the browser reports count it against the remote's version (the canary check reads them)
    reportRemoteFailure(remoteNameOf(id), error);
    throw error;
  }
};
