import { CAR_NOT_FOUND, CAR_NOT_FOUND_DETAIL, CAR_REMOVED, CAR_REMOVED_DETAIL, paths } from '@ladrive/contracts';
import { Button, Notice, Page, useDocumentTitle } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';

/**
 * A car id the API does not know, or (`removed`, the API's 410) a listing its host removed: the page says it is no
 * longer listed rather than that it never existed — a renter with a past trip or a saved link lands here.
 */
export function CarNotFound({ removed = false }: { removed?: boolean }) {
  const title = removed ? CAR_REMOVED : CAR_NOT_FOUND;
  useDocumentTitle(title);
  return (
    <Page>
      <Notice
        title={title}
        actions={
          <Button as={Link} to={paths.search}>
            Volver a la búsqueda
          </Button>
        }
      >
        {removed ? CAR_REMOVED_DETAIL : CAR_NOT_FOUND_DETAIL}
      </Notice>
    </Page>
  );
}
