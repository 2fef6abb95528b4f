import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** Shown instead of `children` once they failed to render. */
  fallback: ReactNode;
  /** Told of the failure once (for the console: what failed, where). */
  onError: (error: Error, componentStack: string | null | undefined) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Shows `fallback` instead of children that threw while rendering; a new `key` tries them again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    this.props.onError(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
