import { ErrorBoundary } from '@ladrive/design-system';
import type { ReactNode } from 'react';
import { reportRemoteError } from '../../rum';
import { remoteNameOf } from '../remote-module-id';
import { RemoteUnavailable } from './RemoteUnavailable';

export interface RemoteBoundaryProps {
  /** Which remote module is inside, for the console message. */
  id: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote (network, missing module, render error) from taking the whole site down. */
export function RemoteBoundary({ id, onRetry, children }: RemoteBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={<RemoteUnavailable onRetry={onRetry} />}
      onError={(error, componentStack) => {
        console.error(`Remote module ${id} failed`, error, componentStack);
        reportRemoteError(remoteNameOf(id), error);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
