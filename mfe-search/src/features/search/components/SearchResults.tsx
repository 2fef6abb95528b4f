import { unknownPlaceMessage, unknownPlaceMessageEs } from '@ladrive/contracts';
import { Button, Card, Muted } from '@ladrive/design-system';
import { carPageHref } from '@ladrive/marketplace-ui';
import { apiErrorMessage, apiErrorStatus } from '@ladrive/platform';
import { Link, useLocation } from '@ladrive/routing';
import styled from 'styled-components';
import { CarGrid, CarGridSkeleton } from '../../../components/CarGrid';
import type { useCarSearch } from '../api/search-cars';

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Message = styled(Card)`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Dimmed = styled.div<{ $dim: boolean }>`
  opacity: ${({ $dim }) => ($dim ? 0.55 : 1)};
  transition: opacity 150ms ease;
`;

export function carsAvailableText(total: number): string {
  return total === 1 ? '1 auto disponible' : `${total.toLocaleString('en-US')} autos disponibles`;
}

/** The place searched when the API's 400 says it knows no such place, or null for any other error. */
function unknownPlace(error: unknown, location: string): string | null {
  const refused = apiErrorStatus(error) === 400 && apiErrorMessage(error) === unknownPlaceMessage(location.trim());
  return refused ? location.trim() : null;
}

export interface SearchResultsProps {
  search: ReturnType<typeof useCarSearch>;
  /** The place searched, as typed (for the message when it is unknown). */
  location: string;
  /** The dates searched, when both are set: the cards add the trip's total. */
  trip?: { startDate: string; endDate: string };
  /** Query string ("?…&page=n", or "" for page 1 without filters) of a given page of these results. */
  pageHref: (page: number) => string;
  onClear: () => void;
}

/** Count, grid, placeholders, empty state, errors and paging of a car search. */
export function SearchResults({ search, location, trip, pageHref, onClear }: SearchResultsProps) {
  const { data, error, isPending, isPlaceholderData, refetch } = search;
  // A car opened from here keeps this search (dates, place, sort, filters, page) for its booking card and the way back.
  const { search: query } = useLocation();

  if (isPending) return <CarGridSkeleton />;

  const place = error ? unknownPlace(error, location) : null;
  if (place !== null) {
    return (
      <Message role="alert">
        <h2>No encontramos ese lugar</h2>
        <Muted>{unknownPlaceMessageEs(place)}</Muted>
      </Message>
    );
  }

  if (error) {
    const invalid = apiErrorStatus(error) === 400;
    return (
      <Message role="alert">
        <h2>{invalid ? 'Revisa los filtros' : 'No se pudieron cargar los autos'}</h2>
        <Muted>{invalid ? apiErrorMessage(error) : 'Inténtalo de nuevo en un momento.'}</Muted>
        {invalid ? (
          <Button $variant="outline" onClick={onClear}>
            Limpiar filtros
          </Button>
        ) : (
          <Button onClick={() => refetch()}>Reintentar</Button>
        )}
      </Message>
    );
  }

  if (data.total === 0 || data.cars.length === 0) {
    return (
      <>
        <Summary role="status">{carsAvailableText(data.total)}</Summary>
        <Message>
          <h2>No se encontraron autos</h2>
          <Muted>Prueba con otras fechas, otra ubicación o un rango de precios más amplio.</Muted>
          <Button $variant="outline" onClick={onClear}>
            Limpiar filtros
          </Button>
        </Message>
      </>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const page = Math.min(data.page, pages);
  return (
    <>
      <Summary role="status">{carsAvailableText(data.total)}</Summary>
      <Dimmed $dim={isPlaceholderData} aria-busy={isPlaceholderData}>
        <CarGrid
          cars={data.cars}
          label="Autos encontrados"
          headingLevel={2}
          eager={page === 1}
          carHref={(carId) => carPageHref(carId, query)}
          trip={trip}
        />
      </Dimmed>
      {pages > 1 && (
        <Pager aria-label="Páginas de resultados">
          {page > 1 ? (
            <Button as={Link} to={{ search: pageHref(page - 1) }} $variant="outline" rel="prev">
              ← Anterior
            </Button>
          ) : (
            <Button $variant="outline" disabled>
              ← Anterior
            </Button>
          )}
          <span aria-current="page">
            Página {page} de {pages}
          </span>
          {page < pages ? (
            <Button as={Link} to={{ search: pageHref(page + 1) }} $variant="outline" rel="next">
              Siguiente →
            </Button>
          ) : (
            <Button $variant="outline" disabled>
              Siguiente →
            </Button>
          )}
        </Pager>
      )}
    </>
  );
}
