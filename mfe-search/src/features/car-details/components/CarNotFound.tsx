import { CAR_NOT_FOUND, CAR_NOT_FOUND_DETAIL, paths } from '@ladrive/contracts';
import { Button, Notice, Page, useDocumentTitle } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';

/** A car id the API does not know (or a removed car). */
export function CarNotFound() {
  useDocumentTitle(CAR_NOT_FOUND);
  return (
    <Page>
      <Notice
        title={CAR_NOT_FOUND}
        actions={
          <Button as={Link} to={paths.search}>
            Volver a la búsqueda
          </Button>
        }
      >
        {CAR_NOT_FOUND_DETAIL}
      </Notice>
    </Page>
  );
}
