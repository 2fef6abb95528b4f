import { createBrowserRouter, RouterProvider } from '@ladrive/routing';
import { AppProviders, createQueryClient } from '@ladrive/shared-ui';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REMOTES_LOADING,
  type RemoteModuleLoader,
  type RemotesManifestState,
  RemotesProvider,
} from '../features/remotes';
import { buildRoutes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface ProvidersProps {
  manifest: RemotesManifestState;
  /** Defaults to the browser router built from the manifest; tests pass a memory router. */
  router?: AppRouter;
  queryClient?: QueryClient;
  /** Defaults to the Module Federation runtime; tests pass a fake. */
  loadModule?: RemoteModuleLoader;
}

/** Every provider of the site around the router: query client, theme, toasts, then the remotes. */
export function Providers({ manifest, router, queryClient, loadModule }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appRouter] = useState(() => router ?? createBrowserRouter(buildRoutes(manifest)));
  return (
    <AppProviders queryClient={client}>
      <RemotesProvider manifest={manifest === REMOTES_LOADING ? null : manifest} loadModule={loadModule}>
        <RouterProvider router={appRouter} />
      </RemotesProvider>
    </AppProviders>
  );
}
