import { paths } from '@ladrive/contracts';
import { Button, Notice, Page, useDocumentTitle } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';

/** The car id in /booking/:id is unknown (or the car was removed). */
export function CarNotFound() {
  useDocumentTitle('Car Not Found');
  return (
    <Page>
      <Notice
        title="Car Not Found"
        actions={
          <Button as={Link} to={paths.home}>
            Back to Home
          </Button>
        }
      >
        The car you're trying to book doesn't exist or has been removed.
      </Notice>
    </Page>
  );
}
