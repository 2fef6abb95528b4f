import { remoteModuleId } from '../remote-module-id';
import { PageSkeleton } from './PageSkeleton';
import { RemoteModule } from './RemoteModule';

export interface RemotePageProps {
  remoteName: string;
  module: string;
}

/** A whole page served by a remote. */
export function RemotePage({ remoteName, module }: RemotePageProps) {
  return <RemoteModule id={remoteModuleId(remoteName, module)} placeholder={<PageSkeleton />} />;
}
