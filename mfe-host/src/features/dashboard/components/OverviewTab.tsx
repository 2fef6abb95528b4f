import { formatUSD, type HostDashboard } from '@ladrive/contracts';
import { Card, FigureCard, FigureGrid, Muted, Skeleton } from '@ladrive/design-system';
import type { UseQueryResult } from '@ladrive/server-state';
import { BookingRow, BookingRows } from './BookingRow';

const METRICS_ERROR = 'No se pudieron cargar las métricas del dashboard';

/** Earnings this month, completed trips, average rating, occupancy, and the five most recent bookings. */
export function OverviewTab({ dashboard }: { dashboard: UseQueryResult<HostDashboard> }) {
  if (dashboard.isPending) {
    return (
      <div role="status" aria-label="Cargando las métricas">
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
        <p style={{ margin: 0 }}>{METRICS_ERROR}</p>
      </Card>
    );
  }
  const { earnings, completedTrips, avgRating, occupancyRate, recentBookings } = dashboard.data;
  return (
    <>
      <FigureGrid>
        <FigureCard label="Ganancias este mes" value={formatUSD(earnings.thisMonth)} testId="metric-earnings-month" />
        <FigureCard label="Viajes completados" value={String(completedTrips)} testId="metric-completed-trips" />
        <FigureCard label="Calificación promedio" value={avgRating} testId="metric-avg-rating" />
        <FigureCard label="Tasa de ocupación" value={`${occupancyRate}%`} testId="metric-occupancy" />
      </FigureGrid>
      <h2>Reservas recientes</h2>
      {recentBookings.length === 0 ? (
        <Muted>Aún no tienes reservas.</Muted>
      ) : (
        <BookingRows aria-label="Reservas recientes">
          {recentBookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </BookingRows>
      )}
    </>
  );
}
