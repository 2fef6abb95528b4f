import { type AdminDashboardSummary, formatUSD } from '@ladrive/contracts';
import { Card, FigureCard, FigureGrid, Muted, Skeleton } from '@ladrive/design-system';
import { carPlace } from '@ladrive/marketplace-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useAdminSummary } from '../api/summary-api';

/** Spec section 2: eight placeholder cards while the summary loads. */
export const SUMMARY_PLACEHOLDERS = 8;

const TopList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child { border-bottom: 0; }
  p { margin: 0; }
`;

function TopVehicles({ cars }: { cars: AdminDashboardSummary['topCars'] }) {
  const t = useT();
  return (
    <Card $padding={5}>
      <h2 style={{ marginTop: 0 }}>{t('overview.topVehicles')}</h2>
      {cars.length === 0 ? (
        <Muted>{t('overview.noVehicles')}</Muted>
      ) : (
        <TopList aria-label={t('overview.topVehicles')}>
          {cars.map((car) => (
            <li key={car.id} data-testid="top-vehicle">
              {/* the car's name and place: data, nobody's language */}
              <div translate="no">
                <p>
                  <strong>
                    {car.year} {car.make} {car.model}
                  </strong>
                </p>
                <Muted style={{ margin: 0 }}>{carPlace(car)}</Muted>
              </div>
              <div style={{ textAlign: 'right' }}>
                <p>
                  <span aria-hidden="true">★</span> {car.rating}
                </p>
                <Muted style={{ margin: 0 }}>{t('overview.tripCount', { count: car.tripCount })}</Muted>
              </div>
            </li>
          ))}
        </TopList>
      )}
    </Card>
  );
}

/** Overview: the summary's figures (spec section 2) and the five best rated vehicles. */
export function OverviewTab() {
  const t = useT();
  const summary = useAdminSummary();
  if (summary.isPending) {
    return (
      <FigureGrid role="status" aria-label={t('overview.loading')}>
        {Array.from({ length: SUMMARY_PLACEHOLDERS }, (_, i) => (
          <Skeleton key={i} $height="7rem" data-testid="summary-placeholder" />
        ))}
      </FigureGrid>
    );
  }
  if (summary.error) {
    return (
      <Card role="alert">
        <p style={{ margin: 0 }}>{t('overview.error')}</p>
      </Card>
    );
  }
  const figures = summary.data;
  return (
    <>
      <FigureGrid>
        <FigureCard
          label={t('overview.totalRevenue')}
          value={formatUSD(figures.totalRevenue)}
          detail={t('overview.totalRevenueDetail')}
          testId="total-revenue"
        />
        <FigureCard
          label={t('overview.monthlyRevenue')}
          value={formatUSD(figures.monthlyRevenue)}
          detail={t('overview.monthlyRevenueDetail')}
          testId="monthly-revenue"
        />
        <FigureCard
          label={t('overview.totalUsers')}
          value={String(figures.totalUsers)}
          detail={t('overview.activeHosts', { count: figures.activeHosts })}
          testId="total-users"
        />
        <FigureCard
          label={t('overview.totalVehicles')}
          value={String(figures.totalVehicles)}
          detail={t('overview.availableVehicles', { count: figures.availableVehicles })}
          testId="total-vehicles"
        />
        <FigureCard
          label={t('overview.completedTrips')}
          value={String(figures.completedTrips)}
          detail={t('overview.activeTrips', { count: figures.activeTrips })}
          testId="completed-trips"
        />
      </FigureGrid>
      <TopVehicles cars={figures.topCars} />
    </>
  );
}
