import type { RemotesManifest } from '@ladrive/platform';
import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useContext,
  useState,
} from 'react';
import { loadFederatedModule, type RemoteModuleLoader } from './load-federated-module';

type LazyRemote = LazyExoticComponent<ComponentType>;

interface RemotesContextValue {
  /** The validated remotes.json, or null when it could not be loaded (remote pages are then unavailable). */
  manifest: RemotesManifest | null;
  /** The lazy component of a remote module, created once per id so it is not reloaded on every render. */
  component: (id: string) => LazyRemote;
  /** Forgets a failed load so the next `component(id)` tries again (React.lazy caches its rejection). */
  forget: (id: string) => void;
}

const RemotesContext = createContext<RemotesContextValue | null>(null);

export interface RemotesProviderProps {
  manifest: RemotesManifest | null;
  /** How a module is fetched; tests pass a fake instead of the federation runtime. */
  loadModule?: RemoteModuleLoader;
  children: ReactNode;
}

export function RemotesProvider({ manifest, loadModule = loadFederatedModule, children }: RemotesProviderProps) {
  const [value] = useState<RemotesContextValue>(() => {
    const cache = new Map<string, LazyRemote>();
    return {
      manifest,
      component: (id) => {
        let component = cache.get(id);
        if (!component) {
          component = lazy(() => loadModule(id));
          cache.set(id, component);
        }
        return component;
      },
      forget: (id) => cache.delete(id),
    };
  });
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): RemotesContextValue {
  const value = useContext(RemotesContext);
  if (!value) throw new Error('useRemotes must be used inside <RemotesProvider>');
  return value;
}
