import type { RenterTripStats } from '@ladrive/contracts';
import { Card, formatDate, media } from '@ladrive/design-system';
import styled from 'styled-components';

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
  const { totalTrips, nextTrip, favouriteCar, citiesVisited } = stats;
  return (
    <Tiles aria-label="Resumen de tus viajes">
      <Tile data-testid="stat-total-trips">
        <h3>Viajes totales</h3>
        <p>{totalTrips}</p>
        <small>pagados, sin contar cancelaciones</small>
      </Tile>
      <Tile data-testid="stat-next-trip">
        <h3>Próximo viaje</h3>
        {nextTrip ? (
          <>
            <p>{nextTrip.car}</p>
            <small>{formatDate(nextTrip.startDate, 'es')}</small>
          </>
        ) : (
          <p>Sin viajes próximos</p>
        )}
      </Tile>
      <Tile data-testid="stat-favourite-car">
        <h3>Auto favorito</h3>
        {favouriteCar ? (
          <>
            <p>{favouriteCar.car}</p>
            <small>
              {favouriteCar.trips} {favouriteCar.trips === 1 ? 'reserva' : 'reservas'}
            </small>
          </>
        ) : (
          <p>—</p>
        )}
      </Tile>
      <Tile data-testid="stat-cities">
        <h3>Ciudades visitadas</h3>
        <p>{citiesVisited.length}</p>
        {citiesVisited.length > 0 && <small>{citiesVisited.join(', ')}</small>}
      </Tile>
    </Tiles>
  );
}
