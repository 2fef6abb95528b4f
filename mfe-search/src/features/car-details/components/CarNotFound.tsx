import { CAR_NOT_FOUND, CAR_NOT_FOUND_DETAIL, CAR_REMOVED, CAR_REMOVED_DETAIL, paths } from '@ladrive/contracts';
import { Button, Notice, Page, useDocumentTitle } from '@ladrive/design-system';
import { useContractTextOnDemand } from '@ladrive/i18n/catalogs';
import { Link } from '@ladrive/routing';
import { useT } from '../../../i18n';

/**
 * A car id the API does not know, or (`removed`, the API's 410) a listing its host removed: the page says it is no
 * longer listed rather than that it never existed — a renter with a past trip or a saved link lands here.
 */
export function CarNotFound({ removed = false }: { removed?: boolean }) {
  const t = useT();
  // the contracts' messages (the API's 404 and 410 say the same), in this part's language alone
  const tc = useContractTextOnDemand();
  const title = tc(removed ? CAR_REMOVED : CAR_NOT_FOUND);
  useDocumentTitle(title);
  return (
    <Page>
      <Notice
        title={title}
        actions={
          <Button as={Link} to={paths.search}>
            {t('common.backToSearch')}
          </Button>
        }
      >
        {tc(removed ? CAR_REMOVED_DETAIL : CAR_NOT_FOUND_DETAIL)}
      </Notice>
    </Page>
  );
}
