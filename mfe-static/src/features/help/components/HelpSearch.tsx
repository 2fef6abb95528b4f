import { Field, Input } from '@ladrive/design-system';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const SearchForm = styled.form`
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space(6)};
  input {
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface HelpSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  resultCount: number;
}

/** The search box; results update as the user types and the count is announced politely. */
export function HelpSearch({ query, onQueryChange, resultCount }: HelpSearchProps) {
  const t = useT();
  const searched = query.trim();
  const status = !searched
    ? ''
    : resultCount === 0
      ? t('help.search.noResults', { query: searched })
      : t('help.search.results', { count: resultCount, query: searched });
  return (
    <SearchForm role="search" onSubmit={(event) => event.preventDefault()}>
      <Field label={t('help.search.label')}>
        <Input
          type="search"
          value={query}
          placeholder={t('help.search.placeholder')}
          autoComplete="off"
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </Field>
      <Status role="status">{status}</Status>
    </SearchForm>
  );
}
