import { filtersFromParams, pageFromParams, paramsFromFilters, searchQueryFromParams, withPage } from './search-params';

describe('search params', () => {
  it('round-trips the filters, omitting empty values and trimming text', () => {
    const values = filtersFromParams(
      new URLSearchParams('location=%20Venice%20&category=luxury&minPrice=&maxPrice=90'),
    );
    expect(values).toEqual({
      location: 'Venice',
      startDate: '',
      endDate: '',
      category: 'luxury',
      minPrice: '',
      maxPrice: '90',
    });
    expect(paramsFromFilters(values).toString()).toBe('location=Venice&category=luxury&maxPrice=90');
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
