import { Button, Notice } from '@ladrive/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Last line of defence: a shell bug shows this instead of a blank page. Around the page it is keyed by the
 * path, so going to another page tries again. (A remote's own failures stop earlier, at its RemoteBoundary.)
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error while rendering the page', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Notice
        role="alert"
        title="Something went wrong"
        actions={
          <Button as="a" href="/">
            Back to Home
          </Button>
        }
      >
        Please reload the page. If it keeps happening, contact our 24/7 support.
      </Notice>
    );
  }
}
