import { valibotResolver } from '@hookform/resolvers/valibot';
import { CAR_CATEGORIES, marketToday } from '@ladrive/contracts';
import { Button, Card, Field, Input, media, Select } from '@ladrive/shared-ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CATEGORY_LABELS } from '../../../lib/labels';
import { EMPTY_FILTERS, SearchFormSchema, type SearchFormValues } from '../lib/search-params';

const Form = styled(Card)`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  ${media.sm} { padding: ${({ theme }) => theme.space(6)}; gap: 0 ${({ theme }) => theme.space(4)}; }
  /* Two columns even on a phone: the date pair and the price pair sit side by side. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > .wide { grid-column: 1 / -1; }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > .wide { grid-column: auto; }
  }
`;

const Wide = styled.div.attrs({ className: 'wide' })``;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  grid-column: 1 / -1;
  justify-content: flex-end;
`;

export interface SearchFiltersProps {
  /** The filters the URL holds now; the form follows them when they change (back button, Limpiar). */
  values: SearchFormValues;
  onSearch: (values: SearchFormValues) => void;
  onClear: () => void;
}

/**
 * Location, dates, category and price range. No field is required; dates must be in order and
 * prices sensible. Buscar writes the filters to the URL, Limpiar clears them all.
 */
export function SearchFilters({ values, onSearch, onClear }: SearchFiltersProps) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<SearchFormValues, unknown, SearchFormValues>({
    resolver: valibotResolver(SearchFormSchema),
    // Report every problem at once (dates and prices), not just the first one.
    criteriaMode: 'all',
    defaultValues: values,
  });

  // Keep the fields in step with the URL (the form is the URL's editor, not a second source of truth).
  const valuesKey = JSON.stringify(values);
  useEffect(() => reset(JSON.parse(valuesKey) as SearchFormValues), [valuesKey, reset]);

  const today = marketToday();
  const startDate = watch('startDate');

  return (
    <Form as="form" noValidate role="search" aria-label="Filtros de búsqueda" onSubmit={handleSubmit(onSearch)}>
      <Wide>
        <Field label="Ubicación" error={errors.location?.message}>
          <Input type="search" placeholder="Ciudad o dirección" autoComplete="off" {...register('location')} />
        </Field>
      </Wide>
      <Field label="Fecha de inicio" error={errors.startDate?.message}>
        <Input type="date" min={today} {...register('startDate')} />
      </Field>
      <Field label="Fecha de fin" error={errors.endDate?.message}>
        <Input type="date" min={startDate || today} {...register('endDate')} />
      </Field>
      <Wide>
        <Field label="Categoría">
          <Select {...register('category')}>
            <option value="">Todas las categorías</option>
            {CAR_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        </Field>
      </Wide>
      <Field label="Precio mínimo" error={errors.minPrice?.message}>
        <Input type="number" inputMode="decimal" min={0} step={1} placeholder="USD por día" {...register('minPrice')} />
      </Field>
      <Field label="Precio máximo" error={errors.maxPrice?.message}>
        <Input type="number" inputMode="decimal" min={0} step={1} placeholder="Sin límite" {...register('maxPrice')} />
      </Field>
      <Actions>
        <Button
          $variant="outline"
          onClick={() => {
            reset(EMPTY_FILTERS);
            onClear();
          }}
        >
          Limpiar
        </Button>
        <Button type="submit">Buscar</Button>
      </Actions>
    </Form>
  );
}
