import { formatUSD, type HostDashboard, NO_RATING } from '@ladrive/contracts';
import { Card, FigureCard, FigureGrid, Muted, Skeleton } from '@ladrive/design-system';
import type { UseQueryResult } from '@ladrive/server-state';
import { useT } from '../../../i18n';
import { BookingRow, BookingRows } from './BookingRow';

/** Earnings this month, completed trips, average rating, occupancy, and the five most recent bookings. */
export function OverviewTab({ dashboard }: { dashboard: UseQueryResult<HostDashboard> }) {
  const t = useT();
  if (dashboard.isPending) {
    return (
      <div role="status" aria-label={t('overview.loading')}>
        <FigureGrid>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $height="6rem" />
          ))}
        </FigureGrid>
      </div>
    );
  }
  if (dashboard.error) {
    return (
      <Card role="alert">
        <p style={{ margin: 0 }}>{t('overview.error')}</p>
      </Card>
    );
  }
  const { earnings, completedTrips, avgRating, occupancyRate, recentBookings } = dashboard.data;
  return (
    <>
      <FigureGrid>
        <FigureCard
          label={t('overview.earningsMonth')}
          value={formatUSD(earnings.thisMonth)}
          testId="metric-earnings-month"
        />
        <FigureCard
          label={t('overview.completedTrips')}
          value={String(completedTrips)}
          testId="metric-completed-trips"
        />
        <FigureCard
          label={t('overview.avgRating')}
          value={avgRating === NO_RATING ? t('overview.noRating') : avgRating}
          testId="metric-avg-rating"
        />
        <FigureCard label={t('overview.occupancy')} value={`${occupancyRate}%`} testId="metric-occupancy" />
      </FigureGrid>
      <h2>{t('overview.recentBookings')}</h2>
      {recentBookings.length === 0 ? (
        <Muted>{t('bookings.empty')}</Muted>
      ) : (
        <BookingRows aria-label={t('overview.recentBookings')}>
          {recentBookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </BookingRows>
      )}
    </>
  );
}
