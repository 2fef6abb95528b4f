export { PageSkeleton } from './components/PageSkeleton';
export { RemotePage } from './components/RemotePage';
export { RemoteSlot, useSlotWidget } from './components/RemoteSlot';
export { RemoteUnavailable } from './components/RemoteUnavailable';
export type { RemoteComponentModule, RemoteModuleLoader } from './load-federated-module';
export { RemotesProvider, useRemotes } from './remotes-context';
export {
  fetchRemotesManifest,
  inlineRemotesManifest,
  REMOTES_LOADING,
  type RemotesManifestState,
  registerManifestRemotes,
} from './remotes-manifest-source';
