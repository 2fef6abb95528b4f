import type { RemotesManifest } from '@ladrive/shared-ui';
import { Providers } from './providers';

/** The shell. `manifest` is null when /remotes.json could not be loaded: the shell still renders. */
export function App({ manifest }: { manifest: RemotesManifest | null }) {
  return <Providers manifest={manifest} />;
}
