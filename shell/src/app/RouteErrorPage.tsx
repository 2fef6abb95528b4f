import { useRouteError } from '@ladrive/routing';
import { Button, Notice } from '@ladrive/shared-ui';
import { useEffect } from 'react';

/** Last line of defence: a shell bug shows this instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('Unexpected error while rendering the page', error), [error]);
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
