import type { RenterTripStats } from '@ladrive/contracts';
import { Card, formatDate, media } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Tiles = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Tile = styled(Card).attrs({ as: 'li', $padding: 5 })`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  p { margin: 0; font-size: ${({ theme }) => theme.font.sizes.xl}; font-weight: 700; overflow-wrap: anywhere; }
  small { display: block; margin-top: ${({ theme }) => theme.space(1)}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Total trips, next trip, favourite car and cities visited: only what happened (contracts' renterTripStats). */
export function StatTiles({ stats }: { stats: RenterTripStats }) {
  const t = useT();
  const lang = useLanguage();
  const { totalTrips, nextTrip, favouriteCar, citiesVisited } = stats;
  return (
    <Tiles aria-label={t('dashboard.statsLabel')}>
      <Tile data-testid="stat-total-trips">
        <h3>{t('dashboard.totalTrips')}</h3>
        <p>{totalTrips}</p>
        <small>{t('dashboard.totalTripsNote')}</small>
      </Tile>
      <Tile data-testid="stat-next-trip">
        <h3>{t('dashboard.nextTrip')}</h3>
        {nextTrip ? (
          <>
            <p>{nextTrip.car}</p>
            <small>{formatDate(nextTrip.startDate, lang)}</small>
          </>
        ) : (
          <p>{t('dashboard.noNextTrip')}</p>
        )}
      </Tile>
      <Tile data-testid="stat-favourite-car">
        <h3>{t('dashboard.favouriteCar')}</h3>
        {favouriteCar ? (
          <>
            <p>{favouriteCar.car}</p>
            <small>{t('dashboard.carBookings', { count: favouriteCar.trips })}</small>
          </>
        ) : (
          <p>—</p>
        )}
      </Tile>
      <Tile data-testid="stat-cities">
        <h3>{t('dashboard.cities')}</h3>
        <p>{citiesVisited.length}</p>
        {citiesVisited.length > 0 && <small translate="no">{citiesVisited.join(', ')}</small>}
      </Tile>
    </Tiles>
  );
}
