import { AppProviders, createQueryClient } from '@ladrive/platform';
import { BrowserRouter } from '@ladrive/routing';
import type { QueryClient } from '@ladrive/server-state';
import { type ComponentType, type ReactNode, useState } from 'react';
import {
  ConversationStream,
  type ConversationStreamConnector,
  lazyEventSourceStream,
} from '../features/conversation-stream';
import {
  REMOTES_LOADING,
  type RemoteModuleLoader,
  type RemotesManifestState,
  RemotesProvider,
} from '../features/remotes';
import { AppRoutes } from './routes';

export interface ProvidersProps {
  manifest: RemotesManifestState;
  /** Defaults to the browser's router; tests pass a memory router. */
  Router?: ComponentType<{ children: ReactNode }>;
  queryClient?: QueryClient;
  /** Defaults to the Module Federation runtime; tests pass a fake. */
  loadModule?: RemoteModuleLoader;
  /** Defaults to the browser's EventSource on GET /api/conversations/stream; tests pass a fake. */
  connectConversationStream?: ConversationStreamConnector;
}

/**
 * Every provider of the site around the router: query client, theme, toasts, then the remotes; and the tab's
 * one connection to the conversations' stream.
 */
export function Providers({
  manifest,
  Router = BrowserRouter,
  queryClient,
  loadModule,
  connectConversationStream = lazyEventSourceStream,
}: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppProviders queryClient={client}>
      <ConversationStream connect={connectConversationStream} />
      <RemotesProvider manifest={manifest === REMOTES_LOADING ? null : manifest} loadModule={loadModule}>
        <Router>
          <AppRoutes manifest={manifest} />
        </Router>
      </RemotesProvider>
    </AppProviders>
  );
}
