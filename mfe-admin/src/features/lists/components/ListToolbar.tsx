import { Button } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { useBookingStatusLabel } from '@ladrive/marketplace-ui';
import { type FormEvent, useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  search { flex: 1 1 280px; }
  form { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: flex-end; }
  label { display: grid; gap: ${({ theme }) => theme.space(1)}; font-size: ${({ theme }) => theme.font.sizes.sm}; font-weight: 600; }
  form label { flex: 1; }
  input, select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface Choice {
  value: string;
  label: string;
}

export interface ListToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (q: string) => void;
  sorts: Choice[];
  sort: string;
  onSort: (sort: string) => void;
  /** Bookings only: the booking statuses to filter by ('' = every status). */
  statuses?: readonly string[];
  status?: string;
  onStatus?: (status: string) => void;
}

/** Search (submitted, not per keystroke: each search is a request), sort and an optional status filter. */
export function ListToolbar(props: ListToolbarProps) {
  const t = useT();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <Bar>
      <search>
        <form onSubmit={submit}>
          <label htmlFor={`${id}-q`}>
            {props.searchLabel}
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              placeholder={props.searchPlaceholder}
              defaultValue={props.search}
              key={props.search}
              maxLength={100}
            />
          </label>
          <Button type="submit" $variant="secondary">
            {t('toolbar.search')}
          </Button>
        </form>
      </search>
      <label>
        {t('toolbar.sortBy')}
        <select value={props.sort} onChange={(event) => props.onSort(event.target.value)}>
          {props.sorts.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      {props.statuses && (
        <label htmlFor={`${id}-status`}>
          {t('toolbar.status')}
          {/* the statuses read as their badges do: Spanish, as the spec shows them, until the visitor chooses */}
          <Speaks lang="es">
            <StatusSelect
              id={`${id}-status`}
              statuses={props.statuses}
              value={props.status ?? ''}
              onChange={props.onStatus}
            />
          </Speaks>
        </label>
      )}
    </Bar>
  );
}

interface StatusSelectProps {
  id: string;
  statuses: readonly string[];
  value: string;
  onChange?: (status: string) => void;
  lang?: string;
}

function StatusSelect({ id, statuses, value, onChange, lang }: StatusSelectProps) {
  const t = useT();
  const statusLabel = useBookingStatusLabel();
  return (
    <select id={id} value={value} onChange={(event) => onChange?.(event.target.value)} lang={lang}>
      <option value="">{t('toolbar.allStatuses')}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </select>
  );
}
