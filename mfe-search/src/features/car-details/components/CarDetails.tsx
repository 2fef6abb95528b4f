import {
  BackLink,
  Button,
  Card,
  Muted,
  media,
  Page,
  Skeleton,
  STICKY_HEADER_HEIGHT_PROPERTY,
  useDocumentTitle,
} from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { loadContractText } from '@ladrive/i18n/catalogs';
import { searchHrefFrom } from '@ladrive/marketplace-ui';
import { apiErrorStatus, useLoadFailureMessage } from '@ladrive/platform';
import { useLocation } from '@ladrive/routing';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import styled, { css } from 'styled-components';
import { useT } from '../../../i18n';
import { useCar } from '../api/car';
import { CarInfo } from './CarInfo';
import { CarNotFound } from './CarNotFound';
import { CarReviews } from './CarReviews';
import { Gallery } from './Gallery';
import { HostCard } from './HostCard';

// The booking card is a form (react-hook-form, from the shell's on-demand chunk): imported here, the page's module
// could not run until that chunk had come and run too, and the gallery's photo (the page's LCP) waited for it. It
// loads with the details, after the gallery is drawn.
const BookingCard = lazy(() => import('../../booking').then(({ BookingCard }) => ({ default: BookingCard })));

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin-top: ${({ theme }) => theme.space(8)};
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

/**
 * Small screens read top to bottom: photos, the car, booking, host, reviews. From 1024px the
 * booking card sits in its own column beside everything and stays in view while scrolling (below the
 * shell's sticky header, one or two rows high).
 */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'gallery' 'info' 'booking' 'host' 'reviews';
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto auto auto 1fr;
    grid-template-areas: 'gallery booking' 'info booking' 'host booking' 'reviews booking';
  }
`;

// Sticky only beside the page: on a phone the card (calendar included) is taller than the screen, and a
// sticky card there kept 'Reservar Ahora' below the window however far one scrolled or tabbed.
const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  ${({ $area }) =>
    $area === 'booking' &&
    css`
      ${media.lg} {
        align-self: start;
        position: sticky;
        top: calc(var(${STICKY_HEADER_HEIGHT_PROPERTY}, 0px) + 1rem);
      }
    `}
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

/** The booking card's place while its code loads, as tall as the page skeleton's. */
const BookingSkeleton = () => <Skeleton $height="20rem" />;

const InfoSkeleton = () => (
  <Stack>
    <Skeleton $height="2.25rem" $width="60%" />
    <Skeleton $width="40%" />
    <Skeleton $height="6rem" />
  </Stack>
);

/** Holds the details' place while they render: a screen high, so nothing below it is in view to be pushed down. */
const DetailsPlace = styled.div`
  min-height: 100vh;
`;

function CarDetailsSkeleton() {
  const t = useT();
  return (
    <Page role="status" aria-busy="true" aria-label={t('car.loading')}>
      <Skeleton $height="min(560px, 60vw)" />
      <Columns>
        <InfoSkeleton />
        <BookingSkeleton />
      </Columns>
    </Page>
  );
}

function CarLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const loadFailure = useLoadFailureMessage();
  useDocumentTitle(t('car.title'));
  return (
    <Page>
      <Card role="alert" style={{ textAlign: 'center', maxWidth: 560, margin: '0 auto' }}>
        <h1>{t('car.loadFailed')}</h1>
        <Muted>{loadFailure(error, t('common.tryAgainSoon'))}</Muted>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Card>
    </Page>
  );
}

/** The car page: gallery, details, host, reviews and the booking card; or why the car can't be shown. */
export function CarDetails({ carId }: { carId: string }) {
  const { data: car, error, isPending, refetch } = useCar(carId);

  if (isPending) return <CarDetailsSkeleton />;
  if (error) {
    const status = apiErrorStatus(error);
    // 400 is an id that can't exist (not a UUID): to the visitor that is the same missing car.
    // its sentences are the contracts': the skeleton stays while their catalog loads
    if (status === 404 || status === 400 || status === 410)
      return (
        <Suspense fallback={<CarDetailsSkeleton />}>
          <CarNotFound removed={status === 410} />
        </Suspense>
      );
    return <CarLoadError error={error} onRetry={() => refetch()} />;
  }
  return <CarPage car={car} />;
}

function CarPage({ car }: { car: NonNullable<ReturnType<typeof useCar>['data']> }) {
  const name = `${car.make} ${car.model} ${car.year}`;
  useDocumentTitle(name);
  const { search } = useLocation();
  const t = useT();
  // The gallery (the page's largest image) is drawn as soon as the car arrives; the rest is a deferred render, which
  // React does in slices: drawn with the car, react-query's update would be one long task blocking input (issue 12).
  const details = useDeferredValue<typeof car | null>(car, null);
  // the booking card says the contracts' trip rules: their catalog downloads beside the card's code, not after it
  const lang = useLanguage();
  useEffect(() => {
    if (details) void loadContractText(lang);
  }, [details, lang]);
  return (
    <Page>
      <BackLink to={searchHrefFrom(search)}>{t('car.backToSearch')}</BackLink>
      <Layout>
        <Area $area="gallery">
          <Gallery carId={car.id} images={car.images} name={name} />
        </Area>
        {details ? (
          <>
            <Area $area="info">
              <CarInfo car={details} />
            </Area>
            <Area $area="booking">
              <Suspense fallback={<BookingSkeleton />}>
                <BookingCard car={details} />
              </Suspense>
            </Area>
            {details.host && (
              <Area $area="host">
                <HostCard host={details.host} carId={details.id} />
              </Area>
            )}
            <Area $area="reviews">
              <CarReviews carId={details.id} hostId={details.host.id} reviewCount={details.reviewCount} />
            </Area>
          </>
        ) : (
          <Area $area="info" role="status" aria-busy="true" aria-label={t('car.loadingDetails')}>
            <DetailsPlace>
              <InfoSkeleton />
            </DetailsPlace>
          </Area>
        )}
      </Layout>
    </Page>
  );
}
