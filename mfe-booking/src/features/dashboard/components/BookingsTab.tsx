import { type BookingView, marketToday, paths, renterTripStats } from '@ladrive/contracts';
import { Button, Card, Muted, Skeleton } from '@ladrive/design-system';
import { useLoadFailureMessage } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { useQueryClient } from '@ladrive/server-state';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { invalidateBookings } from '../../../lib/bookings';
import { useRenterBookings } from '../api/dashboard-api';
import { BookingList } from './BookingList';
import { StatTiles } from './StatTiles';

const CancelBookingDialog = lazy(() =>
  import('./cancel-booking-dialog').then(({ CancelBookingDialog }) => ({ default: CancelBookingDialog })),
);

const Empty = styled(Card)`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)};
`;

const SkeletonGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

function BookingsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('dashboard.loadingBookings')}>
      <SkeletonGrid>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} $height="6rem" data-testid="stat-skeleton" />
        ))}
      </SkeletonGrid>
      <div style={{ display: 'grid', gap: '1rem' }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="7rem" data-testid="booking-skeleton" />
        ))}
      </div>
    </div>
  );
}

/** 'Mis Reservaciones': stat tiles from the real bookings, the list, and the cancel flow. */
export function BookingsTab({ userId }: { userId: string }) {
  const t = useT();
  const loadFailure = useLoadFailureMessage();
  const bookings = useRenterBookings(userId);
  const queryClient = useQueryClient();
  const [toCancel, setToCancel] = useState<BookingView | null>(null);

  if (bookings.isPending) return <BookingsSkeleton />;
  if (bookings.error) {
    return (
      <Card role="alert">
        <h2>{t('dashboard.bookingsFailed')}</h2>
        <Muted>{loadFailure(bookings.error, t('common.tryAgainSoon'))}</Muted>
        <Button onClick={() => bookings.refetch()}>{t('common.retry')}</Button>
      </Card>
    );
  }

  const list = bookings.data;
  return (
    <>
      <StatTiles stats={renterTripStats(list, marketToday())} />
      <h2>{t('dashboard.recent')}</h2>
      {list.length === 0 ? (
        <Empty>
          <h3>{t('dashboard.empty')}</h3>
          <Muted>{t('dashboard.emptyHint')}</Muted>
          <Button as={Link} to={paths.home}>
            {t('dashboard.browseCars')}
          </Button>
        </Empty>
      ) : (
        <BookingList bookings={list} onCancel={setToCancel} />
      )}
      {/* rendered only while a booking is being cancelled: its code loads then */}
      {toCancel && (
        <Suspense fallback={null}>
          <CancelBookingDialog
            party="renter"
            booking={toCancel}
            onClose={() => setToCancel(null)}
            onCancelled={() => invalidateBookings(queryClient)}
          />
        </Suspense>
      )}
    </>
  );
}
