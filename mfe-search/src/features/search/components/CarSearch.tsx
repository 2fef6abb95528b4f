import { type CarSort, paths } from '@ladrive/contracts';
import { Field, Page, Select, Skeleton, useDocumentTitle } from '@ladrive/design-system';
import { useNavigate, useSearchParams } from '@ladrive/routing';
import { Suspense } from 'react';
import styled from 'styled-components';
import { type MessageId, useT } from '../../../i18n';
import { useCarSearch } from '../api/search-cars';
import { filtersFromParams, paramsFromFilters, searchQueryFromParams, withPage } from '../lib/search-params';
import { unknownPlace } from '../lib/unknown-place';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { font-size: ${({ theme }) => theme.font.sizes.xxl}; }
`;

const ResultsSection = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
`;

/**
 * Holds the form's and the results' place while the form libraries load (SearchFilters): a screen high, so nothing in
 * view moves. The heading, the page's LCP on a phone, is drawn before them.
 */
const FormPlace = styled.div`
  min-height: 100vh;
`;

const SortBox = styled.div`
  max-width: 18rem;
  margin-left: auto;
`;

/** The orders a renter can pick; "distance" only once a place is searched. */
const SORT_LABELS: Record<CarSort, MessageId> = {
  distance: 'sort.distance',
  rating: 'sort.rating',
  price_asc: 'sort.priceAsc',
  price_desc: 'sort.priceDesc',
};

/**
 * The search screen of /search and /search-results: the URL's query string is the state. The form
 * edits it, the results read it (filters and page), and Limpiar goes back to a bare `/search`.
 */
export function CarSearch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const values = filtersFromParams(params);
  const query = searchQueryFromParams(params);
  // rendered in a transition, in slices (@ladrive/server-state's useQuery)
  const search = useCarSearch(query);
  const t = useT();
  // a place the API does not know is not a place with cars: the page says so instead of 'Autos en Narnia'
  const heading =
    unknownPlace(search.error, values.location) !== null
      ? t('search.titleUnknownPlace')
      : values.location
        ? t('search.titlePlace', { place: values.location })
        : t('search.titleAll');
  useDocumentTitle(heading);

  const clear = () => navigate(paths.search);
  const trip =
    values.startDate && values.endDate ? { startDate: values.startDate, endDate: values.endDate } : undefined;
  const sorts = (Object.keys(SORT_LABELS) as CarSort[]).filter((sort) => sort !== 'distance' || values.location);
  // a new order starts at page 1 and keeps every filter
  const sortBy = (sort: string) => {
    const next = new URLSearchParams(params);
    if (sort) next.set('sort', sort);
    else next.delete('sort');
    next.delete('page');
    navigate({ search: `?${next.toString()}` });
  };

  return (
    <Page>
      <Header>
        <h1>{heading}</h1>
      </Header>
      <Suspense
        fallback={
          <FormPlace role="status" aria-busy="true" aria-label={t('results.loading')}>
            <Skeleton $height="18rem" />
          </FormPlace>
        }
      >
        <SearchFilters
          values={values}
          onClear={clear}
          onSearch={(filters) => {
            // A new search starts at page 1, on whichever of the two search paths we are.
            const next = paramsFromFilters(filters).toString();
            navigate({ search: next ? `?${next}` : '' });
          }}
        />
        <ResultsSection aria-label={t('search.results')}>
          <SortBox>
            <Field label={t('sort.label')}>
              <Select value={values.sort} onChange={(event) => sortBy(event.target.value)}>
                <option value="">{t(values.location ? 'sort.nearest' : 'sort.recommended')}</option>
                {sorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(SORT_LABELS[sort])}
                  </option>
                ))}
              </Select>
            </Field>
          </SortBox>
          <SearchResults
            search={search}
            location={values.location}
            trip={trip}
            onClear={clear}
            pageHref={(page) => withPage(params, page)}
          />
        </ResultsSection>
      </Suspense>
    </Page>
  );
}
