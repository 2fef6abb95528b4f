import { useContractText } from '@ladrive/i18n/catalogs';
import { renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { InSpecLanguage } from '../../../lib/spec-language';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  pageFromParams,
  paramsFromFilters,
  searchFormSchema,
  searchQueryFromParams,
  withPage,
} from './search-params';

describe('search params', () => {
  it('round-trips the filters, omitting empty values and trimming text', () => {
    const values = filtersFromParams(
      new URLSearchParams('location=%20Venice%20&category=luxury&minPrice=&maxPrice=90'),
    );
    expect(values).toEqual({
      ...EMPTY_FILTERS,
      location: 'Venice',
      category: 'luxury',
      maxPrice: '90',
    });
    expect(paramsFromFilters(values).toString()).toBe('location=Venice&category=luxury&maxPrice=90');
  });

  it('round-trips sort, seats, transmission, fuel and features (features as one comma-separated value)', () => {
    const query = 'location=LAX&minSeats=5&transmission=manual&fuelType=hybrid&sort=price_asc&features=gps%2Csunroof';
    const values = filtersFromParams(new URLSearchParams(query));
    expect(values).toMatchObject({
      minSeats: '5',
      transmission: 'manual',
      fuelType: 'hybrid',
      sort: 'price_asc',
      features: ['gps', 'sunroof'],
    });
    expect(paramsFromFilters(values).toString()).toBe(query);
    expect(searchQueryFromParams(new URLSearchParams(query)).filters).toMatchObject({ features: 'gps,sunroof' });
  });

  it('shows unknown choices as "any" and drops unknown features from the form', () => {
    expect(filtersFromParams(new URLSearchParams('sort=nearest&minSeats=3&features=gps,jetpack'))).toMatchObject({
      sort: '',
      minSeats: '',
      features: ['gps'],
    });
  });

  it('shows an unknown category as "all" but still sends it, so the API can say what is wrong', () => {
    const params = new URLSearchParams('category=boat');
    expect(filtersFromParams(params).category).toBe('');
    expect(searchQueryFromParams(params).filters).toEqual({ category: 'boat' });
  });

  it('reads the page, defaulting to 1, and writes it back without page=1', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFromParams(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=x'))).toBe(1);
    const params = new URLSearchParams('location=LA&page=2');
    expect(withPage(params, 3)).toBe('?location=LA&page=3');
    expect(withPage(params, 1)).toBe('?location=LA');
    expect(withPage(new URLSearchParams('page=2'), 1)).toBe('');
  });
});

describe('search form schema', () => {
  const TODAY = '2026-12-01';
  // what the search page's visitor reads: the contracts' messages said in the page's language, as its fields say them
  const errors = (values: Partial<typeof EMPTY_FILTERS>) => {
    const { result: said } = renderHook(useContractText, {
      wrapper: ({ children }) => <InSpecLanguage module="./SearchPage">{children}</InSpecLanguage>,
    });
    const result = v.safeParse(searchFormSchema(TODAY), { ...EMPTY_FILTERS, ...values });
    const nested = (result.success ? {} : v.flatten(result.issues).nested) ?? {};
    return Object.fromEntries(
      Object.entries(nested).map(([field, messages]) => [field, messages?.map((text) => said.current(text))]),
    );
  };

  it('refuses past dates, a same-day search and one date alone, in Spanish, on the field', () => {
    expect(errors({ startDate: '2025-01-01', endDate: '2025-01-05' }).startDate).toEqual([
      'La fecha de inicio no puede ser anterior a hoy.',
    ]);
    expect(errors({ startDate: '2026-12-05', endDate: '2026-12-05' }).endDate).toEqual([
      'La fecha de fin debe ser después de la fecha de inicio.',
    ]);
    expect(errors({ startDate: '2026-12-05' }).endDate).toEqual([
      'Elige también la fecha de fin, o borra la fecha de inicio',
    ]);
    expect(errors({ startDate: '2026-12-05', endDate: '2026-12-08', minPrice: '90', maxPrice: '40' })).toEqual({
      minPrice: ['El precio mínimo no puede ser mayor que el máximo'],
    });
  });
});
