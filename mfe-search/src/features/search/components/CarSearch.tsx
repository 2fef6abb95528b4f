import { Page, useDocumentTitle } from '@ladrive/shared-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCarSearch } from '../api/search-cars';
import { filtersFromParams, paramsFromFilters, searchQueryFromParams, withPage } from '../lib/search-params';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { font-size: ${({ theme }) => theme.font.sizes.xxl}; }
`;

const ResultsSection = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
`;

export function searchHeading(location: string): string {
  return location ? `Autos en ${location}` : 'Resultados de Búsqueda';
}

/**
 * The search screen of /search and /search-results: the URL's query string is the state. The form
 * edits it, the results read it (filters and page), and Limpiar goes back to a bare `/search`.
 */
export function CarSearch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const values = filtersFromParams(params);
  const query = searchQueryFromParams(params);
  const search = useCarSearch(query);
  const heading = searchHeading(values.location);
  useDocumentTitle(heading);

  const clear = () => navigate('/search');

  return (
    <Page>
      <Header>
        <h1>{heading}</h1>
      </Header>
      <SearchFilters
        values={values}
        onClear={clear}
        onSearch={(filters) => {
          // A new search starts at page 1, on whichever of the two search paths we are.
          const next = paramsFromFilters(filters).toString();
          navigate({ search: next ? `?${next}` : '' });
        }}
      />
      <ResultsSection aria-label="Resultados">
        <SearchResults search={search} onClear={clear} pageHref={(page) => withPage(params, page)} />
      </ResultsSection>
    </Page>
  );
}
