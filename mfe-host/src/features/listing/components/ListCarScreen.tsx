import { paths } from '@ladrive/contracts';
import { Button, Notice, Page, Skeleton, useDocumentTitle } from '@ladrive/design-system';
import { signInUrl, useSession } from '@ladrive/platform';
import { useT } from '../../../i18n';
import { ListingWizard } from './ListingWizard';

/** /list-car: a skeleton while the session loads, the spec's sign-in card when signed out, else the wizard. */
export function ListCarScreen() {
  const t = useT();
  useDocumentTitle(t('listCar.title'));
  const { user, isLoading } = useSession();

  if (isLoading) {
    return (
      <Page role="status" aria-label={t('listCar.loading')}>
        <Skeleton $height="2.5rem" $width="50%" style={{ margin: '0 auto 1rem' }} />
        <Skeleton $height="1rem" $width="35%" style={{ margin: '0 auto 2rem' }} />
        <Skeleton $height="22rem" />
      </Page>
    );
  }
  if (!user) {
    return (
      <Page>
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
      </Page>
    );
  }
  return (
    <Page style={{ maxWidth: 880 }}>
      <ListingWizard user={user} />
    </Page>
  );
}
