import type { QueryClient } from '@ladrive/server-state';
import type { RemotesManifestState } from '../features/remotes';
import { Providers } from './providers';

export interface AppProps {
  /** null when /remotes.json could not be loaded (the shell still renders); REMOTES_LOADING until it is known. */
  manifest: RemotesManifestState;
  /** Kept across the re-render once remotes.json is known, so the session is not fetched twice. */
  queryClient: QueryClient;
}

/** The shell. */
export function App({ manifest, queryClient }: AppProps) {
  return <Providers manifest={manifest} queryClient={queryClient} />;
}
