import { unknownPlaceMessage } from '@ladrive/contracts';
import { Button, Card, Muted } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { useContractText } from '@ladrive/i18n/catalogs';
import { carPageHref } from '@ladrive/marketplace-ui';
import { apiErrorMessage, apiErrorStatus, useLoadFailureMessage } from '@ladrive/platform';
import { Link, useLocation } from '@ladrive/routing';
import styled from 'styled-components';
import { CarGrid, CarGridSkeleton } from '../../../components/CarGrid';
import { useT } from '../../../i18n';
import type { useCarSearch } from '../api/search-cars';
import { unknownPlace } from '../lib/unknown-place';

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
  const t = useT();
  const loadFailure = useLoadFailureMessage();
  // the contracts' sentence for an unknown place, in this part's language
  const tc = useContractText();

  if (isPending) return <CarGridSkeleton label={t('results.loading')} />;

  const place = unknownPlace(error, location);
  if (place !== null) {
    return (
      <Message role="alert">
        <h2>{t('results.unknownPlace')}</h2>
        <Muted>{tc(unknownPlaceMessage(place))}</Muted>
      </Message>
    );
  }

  if (error) {
    const invalid = apiErrorStatus(error) === 400;
    return (
      <Message role="alert">
        <h2>{t(invalid ? 'results.invalid' : 'results.failed')}</h2>
        {invalid ? (
          // the API's sentence, in the visitor's language once chosen (the API's English until then)
          <Speaks lang="en">
            <Muted>{apiErrorMessage(error)}</Muted>
          </Speaks>
        ) : (
          <Muted>{loadFailure(error, t('common.tryAgainSoon'))}</Muted>
        )}
        {invalid ? (
          <Button $variant="outline" onClick={onClear}>
            {t('results.clearFilters')}
          </Button>
        ) : (
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        )}
      </Message>
    );
  }

  // past 200 the API stops counting: the total is then a bound, '200+ cars' (decision 0051)
  const count = (
    <Summary role="status">
      {data.totalExact ? t('results.count', { count: data.total }) : t('results.countAtLeast', { count: data.total })}
    </Summary>
  );
  if (data.total === 0 || data.cars.length === 0) {
    return (
      <>
        {count}
        <Message>
          <h2>{t('results.empty')}</h2>
          <Muted>{t('results.emptyHint')}</Muted>
          <Button $variant="outline" onClick={onClear}>
            {t('results.clearFilters')}
          </Button>
        </Message>
      </>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const page = Math.min(data.page, pages);
  return (
    <>
      {count}
      <Dimmed $dim={isPlaceholderData} aria-busy={isPlaceholderData}>
        <CarGrid
          cars={data.cars}
          label={t('results.list')}
          headingLevel={2}
          eager={page === 1}
          carHref={(carId) => carPageHref(carId, query)}
          trip={trip}
        />
      </Dimmed>
      {pages > 1 && (
        <Pager aria-label={t('pager.label')}>
          {page > 1 ? (
            <Button as={Link} to={{ search: pageHref(page - 1) }} $variant="outline" rel="prev">
              {t('pager.previous')}
            </Button>
          ) : (
            <Button $variant="outline" disabled>
              {t('pager.previous')}
            </Button>
          )}
          <span aria-current="page">
            {data.totalExact ? t('pager.current', { page, pages }) : t('pager.currentOfAtLeast', { page, pages })}
          </span>
          {page < pages || !data.totalExact ? (
            <Button as={Link} to={{ search: pageHref(page + 1) }} $variant="outline" rel="next">
              {t('pager.next')}
            </Button>
          ) : (
            <Button $variant="outline" disabled>
              {t('pager.next')}
            </Button>
          )}
        </Pager>
      )}
    </>
  );
}
