import { Field, Input } from '@ladrive/design-system';
import styled from 'styled-components';

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

function statusText(query: string, count: number): string {
  if (!query.trim()) return '';
  if (count === 0) return `No encontramos resultados para "${query.trim()}". Prueba con otras palabras o escríbenos.`;
  return `${count} ${count === 1 ? 'resultado' : 'resultados'} para "${query.trim()}"`;
}

/** The search box; results update as the user types and the count is announced politely. */
export function HelpSearch({ query, onQueryChange, resultCount }: HelpSearchProps) {
  return (
    <SearchForm role="search" onSubmit={(event) => event.preventDefault()}>
      <Field label="Buscar en el Centro de Ayuda">
        <Input
          type="search"
          value={query}
          placeholder="Ej.: cancelación, seguro, pagos"
          autoComplete="off"
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </Field>
      <Status role="status">{statusText(query, resultCount)}</Status>
    </SearchForm>
  );
}
