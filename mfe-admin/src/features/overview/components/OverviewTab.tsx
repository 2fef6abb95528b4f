import { type AdminDashboardSummary, formatUSD } from '@ladrive/contracts';
import { Card, FigureCard, FigureGrid, Muted, Skeleton } from '@ladrive/design-system';
import styled from 'styled-components';
import { useAdminSummary } from '../api/summary-api';

/** Spec section 2: eight placeholder cards while the summary loads. */
export const SUMMARY_PLACEHOLDERS = 8;
const SUMMARY_ERROR = 'The platform figures could not be loaded. Please try again.';

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
  return (
    <Card $padding={5}>
      <h2 style={{ marginTop: 0 }}>Top Performing Vehicles</h2>
      {cars.length === 0 ? (
        <Muted>No vehicles yet.</Muted>
      ) : (
        <TopList aria-label="Top Performing Vehicles">
          {cars.map((car) => (
            <li key={car.id} data-testid="top-vehicle">
              <div>
                <p>
                  <strong>
                    {car.year} {car.make} {car.model}
                  </strong>
                </p>
                <Muted style={{ margin: 0 }}>
                  {car.city}, {car.state}
                </Muted>
              </div>
              <div style={{ textAlign: 'right' }}>
                <p>
                  <span aria-hidden="true">★</span> {car.rating}
                </p>
                <Muted style={{ margin: 0 }}>
                  {car.tripCount} {car.tripCount === 1 ? 'trip' : 'trips'}
                </Muted>
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
  const summary = useAdminSummary();
  if (summary.isPending) {
    return (
      <FigureGrid role="status" aria-label="Loading the platform figures">
        {Array.from({ length: SUMMARY_PLACEHOLDERS }, (_, i) => (
          <Skeleton key={i} $height="7rem" data-testid="summary-placeholder" />
        ))}
      </FigureGrid>
    );
  }
  if (summary.error) {
    return (
      <Card role="alert">
        <p style={{ margin: 0 }}>{SUMMARY_ERROR}</p>
      </Card>
    );
  }
  const figures = summary.data;
  return (
    <>
      <FigureGrid>
        <FigureCard
          label="Total Revenue"
          value={formatUSD(figures.totalRevenue)}
          detail="Platform commission"
          testId="total-revenue"
        />
        <FigureCard
          label="Monthly Revenue"
          value={formatUSD(figures.monthlyRevenue)}
          detail="This month"
          testId="monthly-revenue"
        />
        <FigureCard
          label="Total Users"
          value={String(figures.totalUsers)}
          detail={`${figures.activeHosts} active ${figures.activeHosts === 1 ? 'host' : 'hosts'}`}
          testId="total-users"
        />
        <FigureCard
          label="Total Vehicles"
          value={String(figures.totalVehicles)}
          detail={`${figures.availableVehicles} available`}
          testId="total-vehicles"
        />
        <FigureCard
          label="Completed Trips"
          value={String(figures.completedTrips)}
          detail={`${figures.activeTrips} active ${figures.activeTrips === 1 ? 'trip' : 'trips'}`}
          testId="completed-trips"
        />
      </FigureGrid>
      <TopVehicles cars={figures.topCars} />
    </>
  );
}
