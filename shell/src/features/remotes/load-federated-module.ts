import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** What every exposed page or widget module provides. */
export interface RemoteComponentModule {
  default: ComponentType;
}

export type RemoteModuleLoader = (id: string) => Promise<RemoteComponentModule>;

/** Loads an exposed module through the Module Federation runtime (remotes registered from remotes.json). */
export const loadFederatedModule: RemoteModuleLoader = async (id) => {
  const module = await loadRemote<RemoteComponentModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module;
};
