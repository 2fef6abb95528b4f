import { paths } from '@ladrive/contracts';
import { Button, Notice, Page, Skeleton, useDocumentTitle } from '@ladrive/design-system';
import { signInUrl, useSession } from '@ladrive/platform';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ListingWizard } from './ListingWizard';

/**
 * The wizard's width, for its skeleton and the sign-in card too: React keeps the one page element across the three
 * states, so a width that changed when the session arrived moved everything in it (CLS 0.094 on /list-car).
 */
const ListCarPage = styled(Page)`
  max-width: 880px;
`;

/** /list-car: a skeleton while the session loads, the spec's sign-in card when signed out, else the wizard. */
export function ListCarScreen() {
  const t = useT();
  useDocumentTitle(t('listCar.title'));
  const { user, isLoading } = useSession();

  if (isLoading) {
    return (
      <ListCarPage role="status" aria-label={t('listCar.loading')}>
        <Skeleton $height="2.5rem" $width="50%" style={{ margin: '0 auto 1rem' }} />
        <Skeleton $height="1rem" $width="35%" style={{ margin: '0 auto 2rem' }} />
        <Skeleton $height="22rem" />
      </ListCarPage>
    );
  }
  if (!user) {
    return (
      <ListCarPage>
        <Notice
          title={t('listCar.title')}
          actions={
            <Button as="a" href={signInUrl(paths.listCar)}>
              {t('listCar.signIn')}
            </Button>
          }
        >
          {t('listCar.signInHint')}
        </Notice>
      </ListCarPage>
    );
  }
  return (
    <ListCarPage>
      <ListingWizard user={user} />
    </ListCarPage>
  );
}
