import { paths } from '@ladrive/contracts';
import { Button, Notice } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** What a visitor sees instead of a page or widget whose remote failed to load. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <Notice
      role="alert"
      headingLevel={2}
      title="This part of the site is temporarily unavailable"
      actions={
        <>
          <Button onClick={onRetry}>Retry</Button>
          <Button as={Link} to={paths.home} $variant="outline">
            Back to Home
          </Button>
        </>
      }
    >
      We couldn't load this section right now. Please try again in a moment; the rest of LA Drive keeps working.
    </Notice>
  );
}
