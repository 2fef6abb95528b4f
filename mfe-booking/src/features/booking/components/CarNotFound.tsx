import { paths } from '@ladrive/contracts';
import { Button, Notice, Page, useDocumentTitle } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import { useT } from '../../../i18n';

/** The car id in /booking/:id is unknown (or the car was removed). */
export function CarNotFound() {
  const t = useT();
  useDocumentTitle(t('booking.carNotFound'));
  return (
    <Page>
      <Notice
        title={t('booking.carNotFound')}
        actions={
          <Button as={Link} to={paths.home}>
            {t('booking.backHome')}
          </Button>
        }
      >
        {t('booking.carNotFoundBody')}
      </Notice>
    </Page>
  );
}
