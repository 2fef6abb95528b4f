import { paths } from '@ladrive/contracts';
import { Button, ErrorBoundary, Notice } from '@ladrive/design-system';
import type { ReactNode } from 'react';

const somethingWentWrong = (
  <Notice
    role="alert"
    title="Something went wrong"
    actions={
      <Button as="a" href={paths.home}>
        Back to Home
      </Button>
    }
  >
    Please reload the page. If it keeps happening, contact our 24/7 support.
  </Notice>
);

/**
 * Last line of defence: a shell bug shows this instead of a blank page. Around the page it is keyed by the
 * path, so going to another page tries again. (A remote's own failures stop earlier, at its RemoteBoundary.)
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={somethingWentWrong}
      onError={(error, componentStack) =>
        console.error('Unexpected error while rendering the page', error, componentStack)
      }
    >
      {children}
    </ErrorBoundary>
  );
}
