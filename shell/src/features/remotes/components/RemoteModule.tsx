import { type ReactNode, Suspense, useState } from 'react';
import { useRemotes } from '../remotes-context';
import { RemoteBoundary } from './RemoteBoundary';

export interface RemoteModuleProps {
  /** `loadRemote` id, e.g. `mfe_static/HelpCenter`. */
  id: string;
  /** Shown while the module downloads. */
  placeholder: ReactNode;
}

/** Renders a remote's exposed component inside its own error boundary and Suspense. */
export function RemoteModule({ id, placeholder }: RemoteModuleProps) {
  const { component, forget } = useRemotes();
  // Each retry gets a fresh lazy component and a fresh boundary.
  const [attempt, setAttempt] = useState(0);
  const Loaded = component(id);

  function retry() {
    forget(id);
    setAttempt((n) => n + 1);
  }

  return (
    <RemoteBoundary key={attempt} id={id} onRetry={retry}>
      <Suspense fallback={placeholder}>
        <Loaded />
      </Suspense>
    </RemoteBoundary>
  );
}
