import { HOST_NOT_FOUND, type HostProfile as HostProfileData, paths } from '@ladrive/contracts';
import {
  Avatar,
  Button,
  Card,
  formatMonthYear,
  Muted,
  Notice,
  Page,
  Skeleton,
  useDocumentTitle,
} from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { useContractText } from '@ladrive/i18n/catalogs';
import { formatRating, usePersonName } from '@ladrive/marketplace-ui';
import { apiErrorStatus, useLoadFailureMessage } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { CarGrid } from '../../../components/CarGrid';
import { useT } from '../../../i18n';
import { useHostProfile } from '../api/host-profile';

const Header = styled(Card)`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  h1 { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(8)};
  margin: 0;
  div { display: grid; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
  dd { margin: 0; font-weight: 700; font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

function HostNotFound() {
  const t = useT();
  // the contracts' message, the API's 404 too
  const title = useContractText()(HOST_NOT_FOUND);
  useDocumentTitle(title);
  return (
    <Page>
      <Notice
        title={title}
        actions={
          <Button as={Link} to={paths.search}>
            {t('hostProfile.searchCars')}
          </Button>
        }
      >
        {t('hostProfile.notFoundDetail')}
      </Notice>
    </Page>
  );
}

/** /hosts/:id: who the host is (public facts only) and the cars they offer. */
export function HostProfile({ hostId }: { hostId: string }) {
  const { data: host, error, isPending, refetch } = useHostProfile(hostId);
  const t = useT();
  const loadFailure = useLoadFailureMessage();
  if (isPending) {
    return (
      <Page role="status" aria-busy="true" aria-label={t('hostProfile.loading')}>
        <Skeleton $height="8rem" />
      </Page>
    );
  }
  if (error) {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 400) return <HostNotFound />;
    return (
      <Page>
        <Card role="alert" style={{ textAlign: 'center', maxWidth: 560, margin: '0 auto' }}>
          <h1>{t('hostProfile.loadFailed')}</h1>
          <Muted>{loadFailure(error, t('common.tryAgainSoon'))}</Muted>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </Card>
      </Page>
    );
  }
  return <HostPage host={host} />;
}

function HostPage({ host }: { host: HostProfileData }) {
  const name = usePersonName()(host.fullName);
  useDocumentTitle(name);
  const t = useT();
  const lang = useLanguage();
  const rating = formatRating(host.rating, host.reviewCount);
  return (
    <Page>
      <Header as="header">
        <Avatar name={name} src={host.profileImageUrl} size={96} />
        <div>
          <h1 translate="no">{name}</h1>
          <Facts>
            <div>
              <dt>{t('hostProfile.memberSince')}</dt>
              <dd>{formatMonthYear(host.memberSince, lang)}</dd>
            </div>
            <div>
              <dt>{t('hostProfile.trips')}</dt>
              <dd>{t('hostProfile.tripCount', { count: host.tripsCompleted })}</dd>
            </div>
            <div>
              <dt>{t('hostProfile.rating')}</dt>
              <dd>
                {rating === null ? t('hostProfile.noReviews') : t('host.rating', { rating, count: host.reviewCount })}
              </dd>
            </div>
          </Facts>
        </div>
      </Header>
      <section aria-labelledby="host-cars-title">
        <h2 id="host-cars-title">{t('hostProfile.cars', { name: host.firstName.trim() || name })}</h2>
        {host.cars.length === 0 ? (
          <Muted>{t('hostProfile.noCars')}</Muted>
        ) : (
          <CarGrid cars={host.cars} label={t('hostProfile.cars', { name })} />
        )}
      </section>
    </Page>
  );
}
