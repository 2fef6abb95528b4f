import { CAR_CATEGORIES, CAR_FEATURES, FUEL_TYPES, marketToday, SEAT_COUNTS, TRANSMISSIONS } from '@ladrive/contracts';
import { Button, Card, Checkbox, Field, Input, media, Select } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { PlaceField, useCarLabel } from '@ladrive/marketplace-ui';
import { use, useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { EMPTY_FILTERS, type SearchFormValues, searchFormSchema } from '../lib/search-params';

// The form libraries are the shell's (its on-demand `forms` chunk). Imported statically, they would be required before
// the page's module could run, and the heading (the page's LCP on a phone, where this form fills the first screen)
// would wait for that chunk's round trip; imported here, they download while the page draws, and the form suspends
// until they are in (CarSearch holds its place). A lazy component would do the same as a chunk of its own, 1.6 kB
// more JS on a page at its budget.
const formLibraries = Promise.all([import('@ladrive/form-state'), import('@hookform/resolvers/valibot')]);

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

const MoreFilters = styled.details`
  grid-column: 1 / -1;
  margin-bottom: ${({ theme }) => theme.space(4)};
  summary { cursor: pointer; font-weight: 600; min-height: 44px; display: flex; align-items: center; }
`;

const FilterGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Features = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend { font-weight: 600; font-size: ${({ theme }) => theme.font.sizes.sm}; margin-bottom: 0.375rem; }
  > div { display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 0 ${({ theme }) => theme.space(3)}; }
`;

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
 * Location (with place suggestions), dates, category, price range and, under "Más filtros", seats,
 * transmission, fuel and features. No field is required; dates follow the shared trip-search rules
 * (checked here, in the page's language, before the URL changes) and prices must be sensible. Buscar writes the
 * filters to the URL, Limpiar clears them all.
 */
export function SearchFilters({ values, onSearch, onClear }: SearchFiltersProps) {
  const [{ useController, useForm }, { valibotResolver }] = use(formLibraries);
  const t = useT();
  const carLabel = useCarLabel();
  const lang = useLanguage();
  const today = marketToday();
  const schema = useMemo(() => searchFormSchema(today, lang), [lang, today]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<SearchFormValues, unknown, SearchFormValues>({
    resolver: valibotResolver(schema),
    // Report every problem at once (dates and prices), not just the first one.
    criteriaMode: 'all',
    defaultValues: values,
  });

  // Keep the fields in step with the URL (the form is the URL's editor, not a second source of truth).
  const valuesKey = JSON.stringify(values);
  useEffect(() => reset(JSON.parse(valuesKey) as SearchFormValues), [valuesKey, reset]);

  const { field: location } = useController({ control, name: 'location' });
  const startDate = watch('startDate');
  const moreFilters = Boolean(values.minSeats || values.transmission || values.fuelType || values.features.length);

  return (
    <Form as="form" noValidate role="search" aria-label={t('filters.label')} onSubmit={handleSubmit(onSearch)}>
      <Wide>
        <PlaceField language={lang} error={errors.location?.message} field={location} />
      </Wide>
      <Field label={t('dates.start')} error={errors.startDate?.message}>
        <Input type="date" min={today} {...register('startDate')} />
      </Field>
      <Field label={t('dates.end')} error={errors.endDate?.message}>
        <Input type="date" min={startDate || today} {...register('endDate')} />
      </Field>
      <Wide>
        <Field label={t('filters.category')}>
          <Select {...register('category')}>
            <option value="">{t('filters.allCategories')}</option>
            {CAR_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {carLabel('category', category)}
              </option>
            ))}
          </Select>
        </Field>
      </Wide>
      <Field label={t('filters.priceMin')} error={errors.minPrice?.message}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
          placeholder={t('filters.priceMinPlaceholder')}
          {...register('minPrice')}
        />
      </Field>
      <Field label={t('filters.priceMax')} error={errors.maxPrice?.message}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
          placeholder={t('filters.priceMaxPlaceholder')}
          {...register('maxPrice')}
        />
      </Field>
      <MoreFilters open={moreFilters}>
        <summary>{t('filters.more')}</summary>
        <FilterGrid>
          <Field label={t('specs.seats')}>
            <Select {...register('minSeats')}>
              <option value="">{t('filters.anySeats')}</option>
              {SEAT_COUNTS.map((seats) => (
                <option key={seats} value={String(seats)}>
                  {t('filters.seatsOrMore', { seats })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('specs.transmission')}>
            <Select {...register('transmission')}>
              <option value="">{t('filters.any')}</option>
              {TRANSMISSIONS.map((transmission) => (
                <option key={transmission} value={transmission}>
                  {carLabel('transmission', transmission)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('specs.fuel')}>
            <Select {...register('fuelType')}>
              <option value="">{t('filters.any')}</option>
              {FUEL_TYPES.map((fuel) => (
                <option key={fuel} value={fuel}>
                  {carLabel('fuel', fuel)}
                </option>
              ))}
            </Select>
          </Field>
        </FilterGrid>
        <Features>
          <legend>{t('specs.features')}</legend>
          <div>
            {CAR_FEATURES.map((feature) => (
              <Checkbox key={feature} value={feature} label={carLabel('feature', feature)} {...register('features')} />
            ))}
          </div>
        </Features>
      </MoreFilters>
      <Actions>
        <Button
          $variant="outline"
          onClick={() => {
            reset(EMPTY_FILTERS);
            onClear();
          }}
        >
          {t('filters.clear')}
        </Button>
        <Button type="submit">{t('filters.search')}</Button>
      </Actions>
    </Form>
  );
}
